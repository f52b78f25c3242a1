import type {Reflection} from 'typedoc';
import type {MemberRouter} from 'typedoc-plugin-markdown';
import {moduleAlias} from '../lexical-packages/naming';

/** Name under which the router is registered with TypeDoc. */
export const apiRouterName = 'lexical-api';

type TypeDoc = typeof import('typedoc');

/**
 * Builds the router that lays the pages out with the URL scheme of naming.ts:
 * module pages under `modules/`, classes and interfaces under `classes/` and
 * `interfaces/` named `<module alias>.<Name>`. Everything else is an anchor on
 * its module page (`membersWithOwnFile` limits own pages to classes and
 * interfaces). A factory, because TypeDoc is loaded at run time (nativeImport.ts).
 */
export function createApiRouter(
  typedoc: TypeDoc,
  Base: typeof MemberRouter,
  /**
   * Modules whose functions, variables and type aliases get pages of their own
   * (the module page keeps an anchor for each).
   */
  splitModules: ReadonlySet<string>,
): typeof MemberRouter {
  const {ReflectionKind} = typedoc;
  const memberDirectories = new Map([
    [ReflectionKind.Function, 'functions'],
    [ReflectionKind.Variable, 'variables'],
    [ReflectionKind.TypeAlias, 'type-aliases'],
  ]);
  const owningModule = (reflection: Reflection): Reflection | undefined => {
    let current: Reflection | undefined = reflection;
    while (current && !current.kindOf(ReflectionKind.Module)) current = current.parent;
    return current;
  };
  return class LexicalApiRouter extends Base {
    override buildChildPages(reflection: Reflection, outPages: Parameters<MemberRouter['buildChildPages']>[1]): void {
      const module = owningModule(reflection);
      const ownFile = this.membersWithOwnFile;
      if (module && splitModules.has(module.name))
        this.membersWithOwnFile = [...ownFile, 'Function', 'Variable', 'TypeAlias'];
      try {
        super.buildChildPages(reflection, outPages);
      } finally {
        this.membersWithOwnFile = ownFile;
      }
    }

    override getIdealBaseName(reflection: Reflection): string {
      const module = owningModule(reflection);
      if (!module) return super.getIdealBaseName(reflection);
      const alias = moduleAlias(module.name);
      if (reflection === module) return `modules/${alias}`;
      if (reflection.kindOf(ReflectionKind.Class)) return `classes/${alias}.${reflection.name}`;
      if (reflection.kindOf(ReflectionKind.Interface)) return `interfaces/${alias}.${reflection.name}`;
      const directory = reflection.parent === module ? memberDirectories.get(reflection.kind) : undefined;
      if (directory && splitModules.has(module.name)) return `${directory}/${alias}.${reflection.name}`;
      return super.getIdealBaseName(reflection);
    }
  };
}

import type {DeclarationReflection, Reflection, Slugger} from 'typedoc';
import type {MemberRouter} from 'typedoc-plugin-markdown';
import {moduleAlias} from '../../lib/lexical-packages/naming';
import {topicModule, topicOfFile, topicPagePath, type Topic} from './topics';

/** Name under which the router is registered with TypeDoc. */
export const apiRouterName = 'lexical-api';

type TypeDoc = typeof import('typedoc');
type PageDefinitions = Parameters<MemberRouter['buildChildPages']>[1];

/** Where the router put a member of the topic module: its topic and its anchor on the topic page. */
export interface TopicMember {
  topic: Topic;
  anchor: string;
}

/**
 * Builds the router that lays the pages out with the URL scheme of naming.ts:
 * module pages under `modules/`, classes and interfaces under `classes/` and
 * `interfaces/` named `<module alias>.<Name>`. Everything else is an anchor on
 * its module page (`membersWithOwnFile` limits own pages to classes and
 * interfaces), except the functions, variables and type aliases of the topic
 * module (topics.ts): each is rendered on a page of its own, which generate.ts
 * gathers into its topic page, and every link to it points at its section there
 * (`modules/lexical/selection.md#getroot`). `topicMembers` receives where each
 * went. A factory, because TypeDoc is loaded at run time (nativeImport.ts).
 */
export function createApiRouter(
  typedoc: TypeDoc,
  Base: typeof MemberRouter,
  topicMembers: Map<Reflection, TopicMember>,
): typeof MemberRouter {
  const {ReflectionKind, PageKind, Slugger: SluggerClass} = typedoc;
  const topicKinds = ReflectionKind.Function | ReflectionKind.Variable | ReflectionKind.TypeAlias;
  const owningModule = (reflection: Reflection): Reflection | undefined => {
    let current: Reflection | undefined = reflection;
    while (current && !current.kindOf(ReflectionKind.Module)) current = current.parent;
    return current;
  };
  const isTopicMember = (reflection: Reflection): boolean =>
    reflection.kindOf(topicKinds) &&
    reflection.parent?.kindOf(ReflectionKind.Module) === true &&
    reflection.parent.name === topicModule;

  return class LexicalApiRouter extends Base {
    /** One slugger per topic page, so that ids stay unique across the members gathered on it. */
    private readonly topicSluggers = new Map<string, Slugger>();

    override buildChildPages(reflection: Reflection, outPages: PageDefinitions): void {
      if (reflection.kindOf(ReflectionKind.Module) && reflection.name === topicModule) {
        this.placeTopicMembers(reflection as DeclarationReflection);
      }
      const member = topicMembers.get(reflection);
      if (!member) {
        super.buildChildPages(reflection, outPages);
        return;
      }
      const topicPage = `${topicPagePath(member.topic.slug)}${this.extension}`;
      outPages.push({
        kind: PageKind.Reflection,
        model: reflection,
        // Scratch file, read back and removed by generate.ts.
        url: this.getFileName(`_members/${member.topic.slug}/${reflection.name}`),
      });
      // Anchors of its parameters and properties are built against the topic page (getroot's children
      // become `selection.md#...`), then the member itself is sent to its section.
      this.fullUrls.set(reflection, topicPage);
      this.sluggers.set(reflection, this.topicSluggers.get(member.topic.slug)!);
      reflection.traverse((child) => {
        this.buildChildPages(child, outPages);
        return true;
      });
      this.fullUrls.set(reflection, `${topicPage}#${member.anchor}`);
    }

    /** Gives every member of the topic module its topic and, before any of their children, its anchor. */
    private placeTopicMembers(module: DeclarationReflection): void {
      for (const child of module.children ?? []) {
        if (!isTopicMember(child)) continue;
        const symbolId = child.project.getSymbolIdFromReflection(child);
        const topic = topicOfFile(symbolId?.packageName === topicModule ? symbolId.packagePath : 'other');
        let slugger = this.topicSluggers.get(topic.slug);
        if (!slugger) {
          slugger = new SluggerClass(this.sluggerConfiguration);
          this.topicSluggers.set(topic.slug, slugger);
        }
        topicMembers.set(child, {topic, anchor: slugger.slug(child.name)});
      }
    }

    override getIdealBaseName(reflection: Reflection): string {
      const module = owningModule(reflection);
      if (!module) return super.getIdealBaseName(reflection);
      const alias = moduleAlias(module.name);
      if (reflection === module) return `modules/${alias}`;
      if (reflection.kindOf(ReflectionKind.Class)) return `classes/${alias}.${reflection.name}`;
      if (reflection.kindOf(ReflectionKind.Interface)) return `interfaces/${alias}.${reflection.name}`;
      return super.getIdealBaseName(reflection);
    }
  };
}

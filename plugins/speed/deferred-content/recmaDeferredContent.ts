import type {Identifier, ImportDeclaration, Node, Program, Statement} from 'estree';
import type {VFile} from 'vfile';

/** The resource query of the module that holds a page's content itself (see `recmaDeferredContent`). */
export const contentQuery = 'deferred-content';

/** Where the browser side lives: the compiled page imports it by this path. */
const runtimeModule = '@site/plugins/speed/deferred-content/client/deferredContent';

/** Functions MDX writes to render the content; a page module keeps none of them. */
const contentFunctions = new Set(['_createMdxContent', 'MDXContent', '_missingMdxReference']);

/**
 * Recma plugin for the page module of an MDX file (the module a route loads): it keeps what the page's layout reads
 * (`toc`, and whatever else the file exports) and replaces the content with a component that loads it from the
 * same file compiled whole (`<file>?deferred-content`, a chunk of its own). Imports only the content used go with it.
 *
 * The page module waits for the content (top-level await) once the site is running, so a client-side navigation
 * renders the page whole; on a first load it does not, and `client/deferredContent.tsx` keeps the server's markup
 * until the reader reaches for something in it.
 */
export default function recmaDeferredContent() {
  return (tree: Program, file: VFile): void => {
    if (!file.path) throw new Error('deferred-content: an MDX file without a path cannot import its content');
    deferContent(tree, `${file.path}?${contentQuery}`);
  };
}

/** Rewrites a compiled MDX program in place (exported for tests). */
export function deferContent(tree: Program, contentSource: string): void {
  const kept = tree.body.filter((statement) => !rendersContent(statement));
  if (kept.length === tree.body.length) {
    throw new Error('deferred-content: the compiled MDX has no MDXContent function; has MDX changed its output?');
  }
  const used = referencedNames(kept.filter((statement) => statement.type !== 'ImportDeclaration'));
  const body: Program['body'] = [];
  for (const statement of kept) {
    if (statement.type !== 'ImportDeclaration') {
      body.push(statement);
      continue;
    }
    const specifiers = statement.specifiers.filter((specifier) => used.has(specifier.local.name));
    // An import for its side effects alone (`import './x.css'`) belongs to the content.
    if (specifiers.length > 0) body.push({...statement, specifiers} satisfies ImportDeclaration);
  }
  const [importRuntime, declareContent, exportContent, awaitContent] = runtimeStatements(contentSource);
  // Awaited last, so the table of contents and front matter are defined whatever the content's fate.
  tree.body = [importRuntime!, declareContent!, exportContent!, ...body, awaitContent!];
}

function rendersContent(statement: Program['body'][number]): boolean {
  if (statement.type === 'FunctionDeclaration') return contentFunctions.has(statement.id?.name ?? '');
  if (statement.type === 'ExportDefaultDeclaration') return true;
  return false;
}

/** The statements that import the runtime and export the deferred content as the module's default. */
function runtimeStatements(contentSource: string): Program['body'] {
  // Written as ESTree rather than parsed: recma plugins get no parser. Equivalent to
  //   import {deferredContent as _deferredContent} from "<runtime>";
  //   const _content = _deferredContent(() => import("<file>?deferred-content"));
  //   export default _content;
  //   await _content.ready();
  const id = (name: string): Identifier => ({type: 'Identifier', name});
  const literal = (value: string) => ({type: 'Literal' as const, value, raw: JSON.stringify(value)});
  return [
    {
      type: 'ImportDeclaration',
      specifiers: [{type: 'ImportSpecifier', imported: id('deferredContent'), local: id('_deferredContent')}],
      source: literal(runtimeModule),
      attributes: [],
    },
    {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [
        {
          type: 'VariableDeclarator',
          id: id('_content'),
          init: {
            type: 'CallExpression',
            optional: false,
            callee: id('_deferredContent'),
            arguments: [
              {
                type: 'ArrowFunctionExpression',
                params: [],
                expression: true,
                body: {type: 'ImportExpression', source: literal(contentSource)} as never,
              },
            ],
          },
        },
      ],
    },
    {type: 'ExportDefaultDeclaration', declaration: id('_content')},
    {
      type: 'ExpressionStatement',
      expression: {
        type: 'AwaitExpression',
        argument: {
          type: 'CallExpression',
          optional: false,
          callee: {
            type: 'MemberExpression',
            object: id('_content'),
            property: id('ready'),
            computed: false,
            optional: false,
          },
          arguments: [],
        },
      },
    } as Statement,
  ];
}

/** Every identifier the statements read (property names and keys aside): enough to tell which imports they use. */
function referencedNames(statements: Node[]): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown, parent: Node | null, key: string | null): void => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child, parent, key);
      return;
    }
    if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
    const current = node as Node;
    if (current.type === 'Identifier') {
      const isPropertyName =
        (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
        (parent?.type === 'Property' && key === 'key' && !parent.computed && !parent.shorthand);
      if (!isPropertyName) names.add(current.name);
      return;
    }
    for (const [childKey, child] of Object.entries(current)) {
      if (childKey !== 'type' && childKey !== 'loc' && childKey !== 'range') walk(child, current, childKey);
    }
  };
  for (const statement of statements) walk(statement, null, null);
  return names;
}

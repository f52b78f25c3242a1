import type {TypeDocOptions} from 'typedoc';
import type {PluginOptions as MarkdownOptions} from 'typedoc-plugin-markdown';
import {apiRouterName} from './router';

type TypeDoc = typeof import('typedoc');

/** How TypeDoc and typedoc-plugin-markdown lay the pages out (the router gives the URL scheme). */
export function typedocOptions(
  typedoc: TypeDoc,
  input: {entryFiles: string[]; tsconfig: string; outDir: string},
): Partial<TypeDocOptions & MarkdownOptions> {
  const {LogLevel} = typedoc;
  const {entryFiles, tsconfig, outDir} = input;
  return {
    name: 'Lexical API',
    entryPoints: entryFiles,
    entryPointStrategy: 'resolve',
    tsconfig,
    plugin: ['typedoc-plugin-markdown'],
    out: outDir,
    cleanOutputDir: false,
    readme: 'none',
    router: apiRouterName,
    membersWithOwnFile: ['Class', 'Interface'],
    entryFileName: 'modules',
    fileExtension: '.md',
    hidePageHeader: true,
    // Headings carry the router's anchor ({#id}), so links and ids always agree.
    useCustomAnchors: true,
    customAnchorsFormat: 'curlyBrace',
    hideBreadcrumbs: true,
    // Signatures as Markdown, not highlighted code blocks: their types link to their pages,
    // and Prism's per-token markup had pushed node class pages past 350 KB of HTML.
    useCodeBlocks: false,
    // MDX escaping is done by cleanComments.
    sanitizeComments: false,
    parametersFormat: 'table',
    typeDeclarationFormat: 'table',
    interfacePropertiesFormat: 'table',
    classPropertiesFormat: 'table',
    enumMembersFormat: 'table',
    indexFormat: 'table',
    excludePrivate: true,
    // Exported internals keep their pages; internal members go (dropInternalMembers).
    excludeInternal: false,
    disableSources: true,
    skipErrorChecking: true,
    githubPages: false,
    logLevel: LogLevel.Warn,
    validation: {
      notExported: false,
      invalidLink: true,
      rewrittenLink: false,
      notDocumented: false,
      unusedMergeModuleWith: false,
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import type {Comment as CommentType, ProjectReflection, ReflectionKind as ReflectionKindType} from 'typedoc';
import type {MarkdownPageEvent, MarkdownRenderer, PluginOptions as MarkdownOptions} from 'typedoc-plugin-markdown';
import type {TypeDocOptions} from 'typedoc';
import {exportUrlsFileName, generatedEntries, sidebarFileName} from './constants';
import {listDeclaredExports} from './declaredExports';
import type {ExportUrls} from './exportUrls';
import type {ApiModule} from './entryPoints';
import {GuideLinkResolver} from './guideLinks';
import {classUrl, interfaceUrl, memberAnchor, memberUrl, moduleAlias, moduleUrl} from './naming';
import {requireNative} from './nativeImport';
import {apiRouterName, createApiRouter} from './router';

type TypeDoc = typeof import('typedoc');
type MarkdownPlugin = typeof import('typedoc-plugin-markdown');

export interface GenerateOptions {
  /** The documented modules (see entryPoints.ts). */
  modules: ApiModule[];
  /** Folder the Markdown pages are written to (the `api` folder of the docs). */
  outDir: string;
  /** Root of the docs, used to check links from doc comments into the guides. */
  docsDir: string;
  /** Scratch folder for the generated entry files and tsconfig (never committed). */
  workDir: string;
  /** Docs route a guide link falls back to when neither the page nor a parent exists. */
  fallbackRoute: string;
  /** Sidebar id every generated page is displayed with. */
  sidebarId: string;
  /**
   * Modules too big for one page: their functions, variables and type aliases
   * get pages of their own, and the module page keeps the anchor of each
   * (`#getroot`) on the index row that links to it.
   */
  splitModules: readonly string[];
}

/** On a split module page, gives each index row the anchor its member would have had: `#getroot`. */
function addMemberAnchors(markdown: string): string {
  const seen = new Map<string, number>();
  return markdown.replace(/^\| \[(`?)([^\]`]+)\1\]\(\.\.\/(functions|variables|type-aliases)\//gm, (row, tick: string, name: string) => {
    // Deprecated names are struck through (~~name~~) and Markdown-escaped (\_).
    const base = memberAnchor(name.replace(/\\|~/g, ''));
    const count = seen.get(base);
    seen.set(base, (count ?? -1) + 1);
    const anchor = count === undefined ? base : `${base}-${count + 1}`;
    return `| <a id="${anchor}"></a> ${row.slice(2)}`;
  });
}

/**
 * Turns the per-member sub-headings (h4-h6 without an anchor of their own:
 * Returns, Parameters, Inherited from...) into plain HTML headings. They stay
 * headings for screen readers, but Docusaurus gives every Markdown heading an
 * id and a 'Direct link' anchor, which on a node class with a hundred inherited
 * members weighed 65 KB of HTML that nobody links to.
 */
export function plainSubHeadings(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fenceMark && (fence === undefined || fenceMark.startsWith(fence))) {
        fence = fence === undefined ? fenceMark : undefined;
        return line;
      }
      const heading = fence === undefined ? /^(#{4,6}) (.+)$/.exec(line) : null;
      if (!heading || /\{#[^}]+\}\s*$/.test(heading[2]!)) return line;
      const level = heading[1]!.length;
      return `<h${level}>${heading[2]!.trim()}</h${level}>`;
    })
    .join('\n');
}

export interface GenerateResult {
  pages: number;
  warnings: number;
  milliseconds: number;
}

const licenseMarker = 'This source code is licensed under the MIT license';

/**
 * Cleans the doc comments before rendering: the installed sources start with a
 * license header, which is dropped when TypeDoc takes it for a doc comment; and
 * comment text is escaped for MDX here, once, for every part of a comment
 * (authors already escape some braces for TSDoc, and the plugin's own
 * `sanitizeComments` misses `@returns`). Code parts are left alone.
 */
function cleanComments(typedoc: TypeDoc, project: ProjectReflection): void {
  // Comments can be shared between reflections (inherited members): escape each part once.
  const escaped = new WeakSet<object>();
  const unescape = (parts: CommentType['summary']) => {
    for (const part of parts) {
      if (part.kind !== 'text' || escaped.has(part)) continue;
      escaped.add(part);
      part.text = part.text
        .replace(/\\([{}@<>])/g, '$1')
        .replace(/[{}<]/g, (char) => `\\${char}`)
        .replace(/(?!^)>/gm, '\\>');
    }
  };
  for (const reflection of Object.values(project.reflections)) {
    const holders: {comment?: CommentType}[] = [reflection as {comment?: CommentType}];
    if ('signatures' in reflection && Array.isArray(reflection.signatures)) holders.push(...reflection.signatures);
    for (const holder of holders) {
      if (holder.comment) {
        // Lexical marks some classes for a TypeDoc plugin we do not use; the tag would render as
        // an empty 'No Inherit Doc' heading. (Inherited members stay: they are marked as such.)
        holder.comment.blockTags = holder.comment.blockTags.filter((tag) => tag.tag !== '@noInheritDoc');
        holder.comment.removeModifier('@noInheritDoc');
        unescape(holder.comment.summary);
        for (const tag of holder.comment.blockTags) unescape(tag.content);
      }
      if (holder.comment && typedoc.Comment.combineDisplayParts(holder.comment.summary).includes(licenseMarker)) {
        holder.comment.summary = [];
        if (holder.comment.blockTags.length === 0 && holder.comment.modifierTags.size === 0) delete holder.comment;
      }
    }
  }
}

/**
 * An export marked `@internal` is still importable, so it gets its page (the
 * tag is shown); internal members of classes and interfaces are implementation
 * details that would only weigh the pages down, so they are dropped.
 */
function dropInternalMembers(typedoc: TypeDoc, project: ProjectReflection): void {
  const {ReflectionKind} = typedoc;
  for (const reflection of Object.values(project.reflections)) {
    const parent = reflection.parent;
    if (!parent || parent.kindOf(ReflectionKind.Module) || parent.kindOf(ReflectionKind.Project)) continue;
    const internal =
      reflection.comment?.hasModifier('@internal') ||
      ('signatures' in reflection &&
        Array.isArray(reflection.signatures) &&
        reflection.signatures.length > 0 &&
        reflection.signatures.every((signature: {comment?: CommentType}) => signature.comment?.hasModifier('@internal')));
    if (internal) project.removeReflection(reflection);
  }
}

/**
 * Where every export is documented. A re-export (TypeDoc's reference, such as
 * `MenuOption` of LexicalTypeaheadMenuPlugin) leads to the page of what it
 * re-exports, so links from the package pages never point at a page that
 * does not exist.
 */
function collectExportUrls(typedoc: TypeDoc, project: ProjectReflection): ExportUrls {
  const {ReflectionKind, ReferenceReflection} = typedoc;
  const urls: ExportUrls = {};
  for (const module of project.children ?? []) {
    const moduleUrls: Record<string, string> = {};
    for (const child of module.children ?? []) {
      const target = child instanceof ReferenceReflection ? child.getTargetReflectionDeep() : child;
      let owner = target.parent;
      while (owner && !owner.kindOf(ReflectionKind.Module)) owner = owner.parent;
      const ownerName = owner?.name ?? module.name;
      moduleUrls[child.name] = target.kindOf(ReflectionKind.Class)
        ? classUrl(ownerName, target.name)
        : target.kindOf(ReflectionKind.Interface)
          ? interfaceUrl(ownerName, target.name)
          : target.kindOf(ReflectionKind.Module)
            ? moduleUrl(target.name)
            : memberUrl(ownerName, target.name);
    }
    urls[module.name] = moduleUrls;
  }
  return urls;
}

/**
 * A package documented only through sub-paths (`@lexical/react`) still gets a
 * page at its own module URL, listing its modules: readers guess that URL.
 */
function writePackageIndexPages(modules: ApiModule[], outDir: string, sidebarId: string): string[] {
  const written: string[] = [];
  const byPackage = new Map<string, ApiModule[]>();
  for (const module of modules) byPackage.set(module.packageName, [...(byPackage.get(module.packageName) ?? []), module]);
  for (const [packageName, packageModules] of byPackage) {
    if (packageModules.some((module) => module.name === packageName)) continue;
    const rows = packageModules.map(
      (module) => `| [${module.name}](./${moduleAlias(module.name)}.md) |`,
    );
    const body = [
      `\`${packageName}\` has no root entry point: import from one of its ${packageModules.length} sub-paths, each documented on its own page.`,
      '',
      '| Module |',
      '| ------ |',
      ...rows,
      '',
    ].join('\n');
    const front = frontMatter({
      title: packageName,
      displayed_sidebar: sidebarId,
      custom_edit_url: null,
      pagination_prev: null,
      pagination_next: null,
    });
    fs.writeFileSync(path.join(outDir, 'modules', `${moduleAlias(packageName)}.md`), `${front}${body}`);
    written.push(packageName);
  }
  return written;
}

/**
 * Entry file of one module: re-exports it under its import name, with the
 * package description as summary. Classes are re-exported by name too: TypeDoc
 * documents a class exported with `export type` (as Lexical does for
 * LexicalEditor, EditorState, RangeSelection...) as an interface, and readers
 * and links expect a class.
 */
function entryFileSource(module: ApiModule, classNames: string[]): string {
  const summary = (module.description ?? `Exports of \`${module.name}\`.`).replace(/\*\//g, '*\\/');
  const classes = classNames.length ? `export {${classNames.join(', ')}} from '${module.name}';\n` : '';
  return `/**\n * ${summary}\n *\n * @module ${module.name}\n */\nexport * from '${module.name}';\n${classes}`;
}

function frontMatter(fields: Record<string, string | number | boolean | null>): string {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n\n`;
}

/** Short sidebar label of a module: `@lexical/react/LexicalComposer` -> `LexicalComposer`. */
function sidebarLabel(moduleName: string, packageName: string): string {
  return moduleName === packageName ? moduleName : moduleName.slice(packageName.length + 1);
}

type SidebarItem =
  | {type: 'doc'; id: string; label: string}
  | {type: 'category'; label: string; collapsed: boolean; items: SidebarItem[]; link?: {type: 'doc'; id: string}};

/** Index, module list, one entry per package; sub-path modules grouped under their package. */
function buildSidebar(modules: ApiModule[]): SidebarItem[] {
  const items: SidebarItem[] = [
    {type: 'doc', id: 'api/index', label: 'API reference'},
    {type: 'doc', id: 'api/modules', label: 'All modules'},
  ];
  const byPackage = new Map<string, ApiModule[]>();
  for (const module of modules) byPackage.set(module.packageName, [...(byPackage.get(module.packageName) ?? []), module]);
  for (const [packageName, packageModules] of byPackage) {
    const docItems = packageModules.map(
      (module): SidebarItem => ({
        type: 'doc',
        id: `api/modules/${moduleAlias(module.name)}`,
        label: sidebarLabel(module.name, packageName),
      }),
    );
    const single = docItems.length === 1 && packageModules[0]!.name === packageName;
    const hasRoot = packageModules.some((module) => module.name === packageName);
    items.push(
      single
        ? docItems[0]!
        : {
            type: 'category',
            label: packageName,
            collapsed: true,
            items: docItems,
            // Packages without a root module get an index page (writePackageIndexPages).
            ...(hasRoot ? {} : {link: {type: 'doc', id: `api/modules/${moduleAlias(packageName)}`}}),
          },
    );
  }
  return items;
}

/**
 * Docusaurus checks anchors it saw rendered by its Heading and Link components
 * only, so the raw `<a id>` anchors of table rows (properties, type parameters,
 * split members) become `<Link id>` anchors (a plain `<a id>` in the HTML).
 */
function checkableAnchors(markdown: string): string {
  let found = false;
  const converted = markdown.replace(/<a id="([^"]+)"><\/a>/g, (_tag, id: string) => {
    found = true;
    return `<Link id="${id}" />`;
  });
  return found ? `import Link from '@docusaurus/Link';\n\n${converted}` : converted;
}

function pageFrontMatter(typedoc: TypeDoc, page: MarkdownPageEvent, sidebarId: string): string {
  const {ReflectionKind} = typedoc;
  const model = page.model as {name?: string; kind?: ReflectionKindType};
  const base = {displayed_sidebar: sidebarId, custom_edit_url: null, pagination_prev: null, pagination_next: null};
  if (page.url === 'modules.md') return frontMatter({title: 'All modules', ...base});
  const kind = model.kind ?? ReflectionKind.Project;
  const label =
    kind === ReflectionKind.Module ? '' : `${ReflectionKind.singularString(kind)}: `;
  return frontMatter({title: `${label}${model.name ?? ''}`, ...base});
}

/**
 * Runs TypeDoc with typedoc-plugin-markdown over the installed declarations of
 * every documented module and writes the API pages (Markdown) into `outDir`.
 */
export async function generateApiReference(options: GenerateOptions): Promise<GenerateResult> {
  const started = Date.now();
  const {modules, outDir, workDir} = options;
  const typedoc = requireNative('typedoc') as TypeDoc;
  const markdown = requireNative('typedoc-plugin-markdown') as MarkdownPlugin;
  const {Application, Converter, LogLevel} = typedoc;
  const declared = listDeclaredExports(modules);

  for (const entry of generatedEntries) fs.rmSync(path.join(outDir, entry), {recursive: true, force: true});
  fs.rmSync(workDir, {recursive: true, force: true});
  fs.mkdirSync(workDir, {recursive: true});

  const entryFiles = modules.map((module) => {
    const file = path.join(workDir, `${moduleAlias(module.name)}.ts`);
    const classNames = (declared.get(module.name) ?? []).filter((e) => e.kind === 'class').map((e) => e.name);
    fs.writeFileSync(file, entryFileSource(module, classNames));
    return file;
  });
  const tsconfig = path.join(workDir, 'tsconfig.json');
  fs.writeFileSync(
    tsconfig,
    JSON.stringify(
      {
        compilerOptions: {
          target: 'es2022',
          module: 'esnext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          lib: ['es2022', 'dom', 'dom.iterable'],
          strict: true,
          skipLibCheck: true,
          noEmit: true,
          types: [],
        },
        files: entryFiles,
      },
      null,
      2,
    ),
  );

  const typedocOptions: Partial<TypeDocOptions & MarkdownOptions> = {
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
    validation: {notExported: false, invalidLink: true, rewrittenLink: false, notDocumented: false, unusedMergeModuleWith: false},
  };
  const app = await Application.bootstrapWithPlugins(typedocOptions as Partial<TypeDocOptions>);
  app.renderer.defineRouter(apiRouterName, createApiRouter(typedoc, markdown.MemberRouter, new Set(options.splitModules)));

  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    dropInternalMembers(typedoc, context.project);
    cleanComments(typedoc, context.project);
  });

  const guideLinks = new GuideLinkResolver(options.docsDir, options.fallbackRoute);
  let pages = 0;
  (app.renderer as MarkdownRenderer).on(markdown.MarkdownPageEvent.END, (page: MarkdownPageEvent) => {
    pages += 1;
    let contents = guideLinks.rewrite(page.contents ?? '');
    const model = page.model as {kind?: ReflectionKindType; name?: string};
    if (model.kind === typedoc.ReflectionKind.Module && options.splitModules.includes(model.name ?? '')) {
      contents = addMemberAnchors(contents);
    }
    page.contents = pageFrontMatter(typedoc, page, options.sidebarId) + checkableAnchors(plainSubHeadings(contents));
  });

  const converting = Date.now();
  const project = await app.convert();
  console.info(`[api-reference] converted in ${Date.now() - converting} ms`);
  if (!project) throw new Error('api-reference: TypeDoc could not convert the Lexical declarations (see the errors above)');
  await app.generateOutputs(project);
  if (pages === 0) throw new Error('api-reference: TypeDoc wrote no pages (see the errors above)');

  writePackageIndexPages(modules, outDir, options.sidebarId);
  fs.writeFileSync(path.join(outDir, sidebarFileName), JSON.stringify(buildSidebar(modules), null, 2));
  fs.writeFileSync(path.join(outDir, exportUrlsFileName), JSON.stringify(collectExportUrls(typedoc, project), null, 2));
  return {pages, warnings: app.logger.warningCount, milliseconds: Date.now() - started};
}

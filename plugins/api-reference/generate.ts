import fs from 'node:fs';
import path from 'node:path';
import type {Reflection, ReflectionKind as ReflectionKindType, TypeDocOptions} from 'typedoc';
import type {MarkdownPageEvent, MarkdownRenderer} from 'typedoc-plugin-markdown';
import {cleanComments, dropInternalMembers} from './comments';
import {addSiteDescriptions, inheritSummaries} from './siteDescriptions';
import {generatedEntries, sidebarFileName} from './constants';
import {writeEntryFiles} from './entryFiles';
import type {ApiModule} from './entryPoints';
import {GuideLinkResolver} from './guideLinks';
import {addHistoryNotes, withReExportBadges} from './historyNotes';
import {addMemberAnchors, checkableAnchors, pageFrontMatter, plainSubHeadings, withVersionNote} from './markdown';
import {exportSince, sinceText, type DocumentedHistory} from '../api-history/since';
import {moduleAlias} from '../../lib/lexical-packages/naming';
import {packageModels} from '../../lib/lexical-packages/model';
import {sourceLocations} from '../../lib/lexical-packages/sourceLocations';
import {requireNative} from '../../lib/lexical-packages/nativeImport';
import {writePackageIndexPages} from './packageIndexPages';
import {apiRouterName, createApiRouter, type TopicMember} from './router';
import {buildSidebar} from './sidebar';
import {
  memberSection,
  movedIds,
  planTopicPages,
  rewriteMovedLinks,
  topicPageMarkdown,
  withTopicList,
  type TopicKind,
  type TopicPage,
  type TopicSection,
} from './topicPages';
import {topicModule, topicPagePath} from './topics';
import {typedocOptions} from './typedocOptions';

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
  /** The API history as of the documented release: 'since' and deprecation notes. */
  history: DocumentedHistory;
}

export interface GenerateResult {
  pages: number;
  milliseconds: number;
}

/**
 * Runs TypeDoc with typedoc-plugin-markdown over the installed declarations of
 * every documented module and writes the API pages (Markdown) into `outDir`,
 * then the package index pages and the sidebar.
 */
export async function generateApiReference(options: GenerateOptions): Promise<GenerateResult> {
  const started = Date.now();
  const {modules, outDir, workDir} = options;
  const typedoc = requireNative('typedoc') as TypeDoc;
  const markdown = requireNative('typedoc-plugin-markdown') as MarkdownPlugin;
  const {Application, Converter} = typedoc;

  for (const entry of generatedEntries) fs.rmSync(path.join(outDir, entry), {recursive: true, force: true});
  const {tsconfig, entryFiles} = writeEntryFiles(modules, workDir);

  const app = await Application.bootstrapWithPlugins(
    typedocOptions(typedoc, {entryFiles, tsconfig, outDir}) as Partial<TypeDocOptions>,
  );
  const topicMembers = new Map<Reflection, TopicMember>();
  const router = createApiRouter(typedoc, markdown.MemberRouter, topicMembers);
  app.renderer.defineRouter(apiRouterName, router);

  const packageNames = [...new Set(modules.map((module) => module.packageName))];
  const described = packageModels(packageNames);
  const descriptions = new Map(described.map((pkg) => [pkg.name, pkg.descriptions]));
  const packageOf = new Map(modules.map((module) => [module.name, module.packageName]));
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    dropInternalMembers(typedoc, context.project);
    // First, so that a licence header TypeDoc took for a declaration's comment does not count as its summary.
    cleanComments(typedoc, context.project);
    const placed = addSiteDescriptions(typedoc, context.project, (moduleName) =>
      descriptions.get(packageOf.get(moduleName) ?? ''),
    );
    console.info(`[api-reference] ${placed.size} declarations described by api-descriptions/`);
    // A description that is neither on an API page (Lexical's comment leads there) nor an export's summary in the
    // package tables is shown nowhere: Lexical describes the thing itself now.
    const placedKeys = new Set(
      [...placed].map((entry) => `${packageOf.get(entry.split(' ')[0]!)} ${entry.split(' ')[1]}`),
    );
    const unused = described.flatMap((pkg) =>
      [...pkg.descriptions.keys()]
        .filter((key) => !pkg.summarisedKeys.has(key) && !placedKeys.has(`${pkg.name} ${key}`))
        .map((key) => `${pkg.name}: ${key}`),
    );
    if (unused.length > 0) {
      console.warn(
        `[api-reference] Lexical documents these itself now, so their api-descriptions/ entries can go:\n${unused.join('\n')}`,
      );
    }
  });
  // Registered after TypeDoc's own handler of this event, which resolves inheritance.
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    const copied = inheritSummaries(typedoc, context.project);
    console.info(`[api-reference] ${copied} inherited or overriding members given the summary they inherit`);
  });

  const guideLinks = new GuideLinkResolver(options.docsDir, options.fallbackRoute);
  const {ReflectionKind} = typedoc;
  const kindHeadings = new Map<ReflectionKindType, TopicKind>([
    [ReflectionKind.TypeAlias, 'Type Aliases'],
    [ReflectionKind.Variable, 'Variables'],
    [ReflectionKind.Function, 'Functions'],
  ]);
  const sections: TopicSection[] = [];
  let pages = 0;
  (app.renderer as MarkdownRenderer).on(markdown.MarkdownPageEvent.END, (page: MarkdownPageEvent) => {
    pages += 1;
    let contents = guideLinks.rewrite(page.contents ?? '');
    const model = page.model as Reflection;
    const member = topicMembers.get(model);
    if (member) {
      const {topic, anchor} = member;
      const kind = kindHeadings.get(model.kind)!;
      sections.push({topic, kind, name: model.name, anchor, markdown: memberSection(contents, anchor)});
      return;
    }
    if (model.kind === ReflectionKind.Module) {
      contents = withVersionNote(contents, options.history.version);
      contents = withReExportBadges(contents, (name) => {
        const entry = exportSince(options.history, model.name, name);
        return entry && sinceText(entry);
      });
      if (model.name === topicModule) contents = addMemberAnchors(contents);
    }
    page.contents = pageFrontMatter(typedoc, page, options.sidebarId) + checkableAnchors(plainSubHeadings(contents));
  });

  const converting = Date.now();
  const project = await app.convert();
  console.info(`[api-reference] converted in ${Date.now() - converting} ms`);
  if (!project) {
    throw new Error('api-reference: TypeDoc could not convert the Lexical declarations (see the errors above)');
  }
  const noting = Date.now();
  addHistoryNotes(typedoc, project, {docs: options.history, sources: sourceLocations(packageNames)});
  console.info(`[api-reference] history and source notes in ${Date.now() - noting} ms`);
  // The notes carry the deprecation notice; the tag stays for the strike-through of deprecated names.
  app.options.setValue('notRenderedTags', [...app.options.getValue('notRenderedTags'), '@deprecated']);
  await app.generateOutputs(project);
  if (pages === 0) throw new Error('api-reference: TypeDoc wrote no pages (see the errors above)');

  const topicPages = writeTopicPages(sections, outDir, options.sidebarId, options.history.version);
  writePackageIndexPages(modules, outDir, options.sidebarId);
  fs.writeFileSync(path.join(outDir, sidebarFileName), JSON.stringify(buildSidebar(modules, topicPages), null, 2));
  return {pages: pages - sections.length + topicPages.length, milliseconds: Date.now() - started};
}

/**
 * Writes the topic pages in place of the members' own pages (rendered into `_members`, removed here), lists them
 * on the module page, and, if a topic had to be split, points the links to its sections at their part.
 */
function writeTopicPages(
  sections: readonly TopicSection[],
  outDir: string,
  sidebarId: string,
  version: string,
): TopicPage[] {
  fs.rmSync(path.join(outDir, '_members'), {recursive: true, force: true});
  const topicPages = planTopicPages(sections);
  const moved = movedIds(topicPages);
  for (const page of topicPages) {
    const file = path.join(outDir, `${topicPagePath(page.slug)}.md`);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, rewriteMovedLinks(topicPageMarkdown(page, sidebarId, version), moved));
  }
  const modulePage = path.join(outDir, 'modules', `${moduleAlias(topicModule)}.md`);
  fs.writeFileSync(modulePage, withTopicList(fs.readFileSync(modulePage, 'utf8'), topicPages));
  if (moved.size > 0) {
    for (const file of fs.readdirSync(outDir, {recursive: true, encoding: 'utf8'})) {
      if (!file.endsWith('.md') || file.startsWith(topicPagePath(''))) continue;
      const target = path.join(outDir, file);
      fs.writeFileSync(target, rewriteMovedLinks(fs.readFileSync(target, 'utf8'), moved));
    }
  }
  return topicPages;
}

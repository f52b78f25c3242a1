import fs from 'node:fs';
import path from 'node:path';
import type {ReflectionKind as ReflectionKindType, TypeDocOptions} from 'typedoc';
import type {MarkdownPageEvent, MarkdownRenderer} from 'typedoc-plugin-markdown';
import {cleanComments, dropInternalMembers} from './comments';
import {generatedEntries, sidebarFileName} from './constants';
import {writeEntryFiles} from './entryFiles';
import type {ApiModule} from './entryPoints';
import {GuideLinkResolver} from './guideLinks';
import {addMemberAnchors, checkableAnchors, pageFrontMatter, plainSubHeadings} from './markdown';
import {requireNative} from '../lexical-packages/nativeImport';
import {writePackageIndexPages} from './packageIndexPages';
import {apiRouterName, createApiRouter} from './router';
import {buildSidebar} from './sidebar';
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
  /**
   * Modules too big for one page: their functions, variables and type aliases
   * get pages of their own, and the module page keeps the anchor of each
   * (`#getroot`) on the index row that links to it.
   */
  splitModules: readonly string[];
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
  const router = createApiRouter(typedoc, markdown.MemberRouter, new Set(options.splitModules));
  app.renderer.defineRouter(apiRouterName, router);

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
  if (!project) {
    throw new Error('api-reference: TypeDoc could not convert the Lexical declarations (see the errors above)');
  }
  await app.generateOutputs(project);
  if (pages === 0) throw new Error('api-reference: TypeDoc wrote no pages (see the errors above)');

  writePackageIndexPages(modules, outDir, options.sidebarId);
  fs.writeFileSync(path.join(outDir, sidebarFileName), JSON.stringify(buildSidebar(modules), null, 2));
  return {pages, milliseconds: Date.now() - started};
}

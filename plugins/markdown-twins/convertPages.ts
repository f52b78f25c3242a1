/**
 * Writes the twins of many pages, in worker threads when there is more than
 * one core: conversion is CPU-bound (parsing, then writing escaped Markdown),
 * and the build waits for it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {convertPage, twinMarkdown} from './htmlToMarkdown';
import {markdownTwinUrl} from './twinPath';

export interface PageJob {
  /** Path of the page, base URL included, without a trailing slash (`/` for the home page). */
  pathname: string;
  /** The built HTML file. */
  htmlFile: string;
}

export interface ConvertOptions {
  outDir: string;
  /** Site origin plus base URL, ending in `/`. */
  siteRoot: string;
  baseUrl: string;
  siteTitle: string;
  lexicalVersion: string;
  buildDate: string;
  /** Every page that has a twin (paths as in `PageJob.pathname`): links to them point at their twin. */
  pages: string[];
}

export interface PageTwin {
  pathname: string;
  /** URL path of the twin, base URL included. */
  twinPath: string;
  title: string;
  description: string;
  markdown: string;
}

/** Converts and writes the twins of `jobs` in this thread. */
export function convertJobs(jobs: readonly PageJob[], options: ConvertOptions): PageTwin[] {
  const pages = new Set(options.pages);
  const origin = new URL(options.siteRoot).origin;
  const twins: PageTwin[] = [];
  for (const {pathname, htmlFile} of jobs) {
    const html = fs.readFileSync(htmlFile, 'utf8');
    const pageUrl = `${origin}${pathname}`;
    const page = convertPage(
      html,
      {
        pageUrl,
        siteRoot: options.siteRoot,
        isPage: (candidate) => pages.has(candidate),
        twinPath: (candidate) => markdownTwinUrl(candidate, options.baseUrl),
      },
      options.siteTitle,
    );
    if (!page) continue;
    const markdown = twinMarkdown(
      {title: page.title, lexicalVersion: options.lexicalVersion, pageUrl, buildDate: options.buildDate},
      page.body,
    );
    const twinPath = markdownTwinUrl(pathname, options.baseUrl);
    const file = path.join(options.outDir, decodeURIComponent(twinPath.slice(options.baseUrl.length)));
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, markdown);
    twins.push({pathname, twinPath, title: page.title, description: page.description, markdown});
  }
  return twins;
}

export interface WorkerInput {
  jobs: PageJob[];
  options: ConvertOptions;
}

let bundledWorker: Promise<string | undefined> | undefined;

/**
 * The worker's code as one CommonJS script, bundled once per process by esbuild: a worker
 * that loaded the TypeScript and the ESM-only packages one file at a time would spend
 * seconds starting. Without esbuild (a build with development packages left out) there is
 * no worker, and the pages are converted in this thread.
 */
function workerSource(): Promise<string | undefined> {
  bundledWorker ??= import('esbuild').then(
    ({buildSync}) =>
      buildSync({
        entryPoints: [path.join(__dirname, 'worker.ts')],
        bundle: true,
        platform: 'node',
        format: 'cjs',
        target: 'node20',
        write: false,
        logLevel: 'silent',
      }).outputFiles[0]!.text,
    () => undefined,
  );
  return bundledWorker;
}

/** Runs `convertJobs` in a worker thread. */
function inWorker(source: string, input: WorkerInput): Promise<PageTwin[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, {eval: true, workerData: input});
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`markdown-twins: worker stopped with exit code ${code}`));
    });
  });
}

/** Converts every page, spread over `threads` workers (none when 1), in the order of `jobs`. */
export async function convertAll(
  jobs: readonly PageJob[],
  options: ConvertOptions,
  threads: number,
): Promise<PageTwin[]> {
  const count = Math.max(1, Math.min(threads, jobs.length));
  const source = count > 1 ? await workerSource() : undefined;
  if (!source) return convertJobs(jobs, options);
  const shares: PageJob[][] = Array.from({length: count}, () => []);
  jobs.forEach((job, index) => shares[index % count]!.push(job));
  const results = await Promise.all(shares.map((share) => inWorker(source, {jobs: share, options})));
  const byPath = new Map(results.flat().map((twin) => [twin.pathname, twin]));
  return jobs.flatMap(({pathname}) => byPath.get(pathname) ?? []);
}

export function defaultThreads(): number {
  return Math.min(4, os.availableParallelism());
}

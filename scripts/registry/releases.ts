/**
 * Fetching published Lexical releases from the npm registry into a cache outside the repository, shared by the
 * scripts that read every release (error-codes-all-versions.ts, api-history.ts). Tarballs come from `npm pack`;
 * the registry's version lists are cached too, so a re-run needs no network.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {compareVersions} from '../../plugins/error-codes/allVersions';

export const run = promisify(execFile);

/** Where the tarballs and version lists are kept unless `--cache` says otherwise. */
export const defaultCacheDir = '/tmp/lexical-error-codes-cache';

/** `--name value` from the command line, or `fallback`. */
export function cliOption(args: readonly string[], name: string, fallback: string): string {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
}

/** The options every registry script takes: `--cache DIR`, `--jobs N`, `--offline`, `--refresh`. */
export function registryScriptOptions(args: readonly string[]) {
  return {
    cacheDir: path.resolve(cliOption(args, 'cache', defaultCacheDir)),
    jobs: Math.max(1, Number(cliOption(args, 'jobs', '2')) || 2),
    offline: args.includes('--offline'),
    refresh: args.includes('--refresh'),
  };
}

export async function npmJson(...npmArgs: string[]): Promise<unknown> {
  const {stdout} = await run('npm', npmArgs, {maxBuffer: 64 * 1024 * 1024});
  return JSON.parse(stdout);
}

/** The file name `npm pack` gives a package's tarball. */
export function tarballName(name: string, version: string): string {
  return `${name.replace('@', '').replace('/', '-')}-${version}.tgz`;
}

export function tarballPath(cacheDir: string, name: string, version: string): string {
  return path.join(cacheDir, 'tarballs', tarballName(name, version));
}

/** Packs every spec not yet in `<cacheDir>/tarballs` there, in one `npm pack` call. */
export async function fetchTarballs(cacheDir: string, specs: {name: string; version: string}[]): Promise<void> {
  const missing = specs.filter((s) => !fs.existsSync(tarballPath(cacheDir, s.name, s.version)));
  if (missing.length === 0) return;
  const dest = path.join(cacheDir, 'tarballs');
  fs.mkdirSync(dest, {recursive: true});
  try {
    await run(
      'npm',
      ['pack', '--silent', '--pack-destination', dest, ...missing.map((s) => `${s.name}@${s.version}`)],
      {maxBuffer: 16 * 1024 * 1024},
    );
  } catch {
    // One bad spec fails the whole batch: retry one by one so the rest still land.
    for (const s of missing) {
      try {
        await run('npm', ['pack', '--silent', '--pack-destination', dest, `${s.name}@${s.version}`]);
      } catch (error) {
        console.warn(`npm pack ${s.name}@${s.version} failed: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  }
}

/**
 * Every version the registry lists for each package, from `<cacheDir>/published.json` unless `refresh` (or the
 * package is not cached yet); the file is rewritten with what was read.
 */
export async function publishedVersions(
  cacheDir: string,
  names: readonly string[],
  refresh: boolean,
): Promise<Map<string, Set<string>>> {
  const publishedFile = path.join(cacheDir, 'published.json');
  const cachedPublished: Record<string, string[]> = fs.existsSync(publishedFile)
    ? JSON.parse(fs.readFileSync(publishedFile, 'utf8'))
    : {};
  const published = new Map<string, Set<string>>();
  for (const name of names) {
    let versions = cachedPublished[name];
    if (!versions || refresh) {
      const listed = (await npmJson('view', name, 'versions', '--json').catch(() => [])) as string[] | string;
      versions = Array.isArray(listed) ? listed : [listed];
      cachedPublished[name] = versions;
    }
    published.set(name, new Set(versions));
  }
  fs.mkdirSync(cacheDir, {recursive: true});
  fs.writeFileSync(publishedFile, JSON.stringify(cachedPublished));
  return published;
}

/** Released versions only, oldest first: nightly and other prerelease tags are left out. */
export function stableReleases(versions: Iterable<string>): string[] {
  return [...versions].filter((v) => !v.includes('-')).sort(compareVersions);
}

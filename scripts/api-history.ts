/**
 * Builds plugins/api-history/data/api-history.json: when each export of each Lexical module appeared, changed,
 * was deprecated or went away, read from the type declarations of every stable release.
 *
 *   npm run api-history [-- --cache /tmp/dir --jobs 2 --refresh]
 *
 * --refresh re-reads the registry's version lists (otherwise cached).
 * --offline uses the cache only (releases whose snapshot or tarballs are missing are left out).
 *
 * Tarballs are shared with error-codes-all-versions.ts (scripts/registry/releases.ts). Each release's packages
 * are unpacked side by side as `<cache>/api-history-unpacked/<version>/node_modules/<name>`, so that imports
 * between them resolve within the release, and read by one TypeScript program (api-history/declarations.ts).
 * The result is kept as `<cache>/api-history/<version>.json`: a re-run reads only new releases.
 */
import fs from 'node:fs';
import path from 'node:path';
import {lexicalPackagesOnDisk, lexicalVersion} from '../lib/lexical-packages/packages';
import {diffModule} from '../plugins/api-history/diff';
import {buildApiHistory, type ReleaseSnapshot, releaseSnapshotFormat} from '../plugins/api-history/build';
import {entryModules, snapshotRelease, type EntryModule} from './api-history/declarations';
import {
  registryScriptOptions,
  fetchTarballs,
  publishedVersions,
  run,
  stableReleases,
  tarballPath,
} from './registry/releases';

const {cacheDir, jobs, offline, refresh} = registryScriptOptions(process.argv.slice(2));
const siteDir = path.resolve(__dirname, '..');
const outFile = path.join(siteDir, 'plugins/api-history/data/api-history.json');
const snapshotDir = path.join(cacheDir, 'api-history');
const unpackDir = path.join(cacheDir, 'api-history-unpacked');

function snapshotFile(version: string): string {
  return path.join(snapshotDir, `${version}.json`);
}

function cachedSnapshot(version: string): ReleaseSnapshot | undefined {
  if (!fs.existsSync(snapshotFile(version))) return undefined;
  const snapshot = JSON.parse(fs.readFileSync(snapshotFile(version), 'utf8')) as ReleaseSnapshot;
  // A snapshot written by an older reading of the declarations is read again.
  return snapshot.format === releaseSnapshotFormat ? snapshot : undefined;
}

/** Unpacks a release's packages side by side and reads them with one program. */
async function scanRelease(version: string, names: string[]): Promise<{snapshot: ReleaseSnapshot; complete: boolean}> {
  const root = path.join(unpackDir, version, 'node_modules');
  fs.rmSync(path.join(unpackDir, version), {recursive: true, force: true});
  const modules: EntryModule[] = [];
  const packages: ReleaseSnapshot['packages'] = {};
  let complete = true;
  try {
    for (const name of names) {
      const tarball = tarballPath(cacheDir, name, version);
      if (!fs.existsSync(tarball)) {
        // Its API in this release is then the previous one's, as for a package not published in it.
        console.warn(`${version}: no tarball of ${name}, read as not published`);
        complete = false;
        continue;
      }
      const dir = path.join(root, name);
      fs.mkdirSync(dir, {recursive: true});
      await run('tar', ['xzf', tarball, '-C', dir, '--strip-components=1']);
      const found = entryModules(dir, name);
      packages[name] = {modules: found.map((module) => module.name)};
      modules.push(...found);
    }
    const snapshot = snapshotRelease(modules, siteDir);
    return {snapshot: {format: releaseSnapshotFormat, version, packages, modules: snapshot}, complete};
  } finally {
    fs.rmSync(path.join(unpackDir, version), {recursive: true, force: true});
  }
}

/** How many declarations changed text between adjacent releases: the measure of normalisation noise. */
function reportChanges(snapshots: ReleaseSnapshot[]) {
  let total = 0;
  const lines: string[] = [];
  for (let i = 1; i < snapshots.length; i++) {
    const [before, after] = [snapshots[i - 1]!, snapshots[i]!];
    let changed = 0;
    for (const module of Object.keys(after.modules)) {
      if (!before.modules[module]) continue;
      changed += diffModule(module, before.modules[module], after.modules[module]).changed.length;
    }
    total += changed;
    lines.push(`${after.version}:${changed}`);
  }
  console.log(`Changed declarations between adjacent releases (${total} in all): ${lines.join(' ')}`);
}

async function main() {
  const started = Date.now();
  fs.mkdirSync(snapshotDir, {recursive: true});
  const names = lexicalPackagesOnDisk(path.join(siteDir, 'node_modules'));
  const published = await publishedVersions(cacheDir, names, refresh);
  // A release is a version of `lexical`; the other packages publish theirs alongside.
  const releases = stableReleases(published.get('lexical')!);
  console.log(`${releases.length} releases of lexical, ${names.length} packages, cache ${cacheDir}, ${jobs} jobs`);

  const snapshots = new Map<string, ReleaseSnapshot>();
  let scanned = 0;
  const queue = [...releases].reverse();
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const version = queue[next++]!;
      const cached = cachedSnapshot(version);
      if (cached) {
        snapshots.set(version, cached);
        continue;
      }
      const specs = names.filter((name) => published.get(name)!.has(version)).map((name) => ({name, version}));
      if (!offline) await fetchTarballs(cacheDir, specs);
      const {snapshot, complete} = await scanRelease(
        version,
        specs.map((spec) => spec.name),
      );
      // A release read without one of its tarballs (offline, or a failed download) is read again next time.
      if (complete) fs.writeFileSync(snapshotFile(version), JSON.stringify(snapshot));
      snapshots.set(version, snapshot);
      scanned++;
      const exports = Object.values(snapshot.modules).reduce((sum, m) => sum + Object.keys(m).length, 0);
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`${version}: ${Object.keys(snapshot.modules).length} modules, ${exports} exports (${seconds} s)`);
    }
  };
  await Promise.all(Array.from({length: jobs}, worker));

  const ordered = releases.filter((v) => snapshots.has(v)).map((v) => snapshots.get(v)!);
  const typed = ordered.filter((s) => Object.keys(s.modules).length > 0);
  if (!typed.some((s) => s.version === lexicalVersion))
    throw new Error(`api-history: the installed version ${lexicalVersion} could not be scanned`);
  reportChanges(typed);
  const history = buildApiHistory(typed, (name) => stableReleases(published.get(name) ?? [])[0]);
  fs.mkdirSync(path.dirname(outFile), {recursive: true});
  const text = JSON.stringify(history) + '\n';
  fs.writeFileSync(outFile, text);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `Wrote ${path.relative(siteDir, outFile)} (${Math.round(text.length / 1024)} KiB): ${typed.length} releases ` +
      `(${scanned} read now), ${Object.keys(history.modules).length} modules in ${seconds} s`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

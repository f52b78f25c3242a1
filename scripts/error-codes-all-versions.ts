/**
 * Builds plugins/error-codes/data/all-versions.json: every error and warning
 * code found in the published packages of every released Lexical version.
 *
 *   npm run error-codes:all-versions [-- --cache /tmp/dir --jobs 2 --refresh]
 *
 * --refresh re-reads the registry's version lists (otherwise cached).
 * --offline writes the table from what is already cached (releases not fully
 *   cached are left out and listed as such).
 *
 * Each release's packages are fetched with `npm pack` into a cache outside the
 * repository (default /tmp/lexical-error-codes-cache) and their codes derived
 * exactly as the site build derives the installed ones (plugins/error-codes).
 */
import fs from 'node:fs';
import path from 'node:path';
import {derivePackageCodes, type PackageCodes} from '../plugins/error-codes/packages';
import {lexicalPackagesOnDisk} from '../lib/lexical-packages/packages';
import {buildAllVersionsTable} from '../plugins/error-codes/allVersions';
import {reconcileReleases} from '../plugins/error-codes/consensus';
import {inferDevOnlyCodes} from '../plugins/error-codes/devOnlyCodes';
import {allowedMessages, findDisagreements, loadHistory, type Disagreement} from './error-codes/history';
import {
  registryScriptOptions,
  fetchTarballs,
  publishedVersions,
  run,
  stableReleases,
  tarballName,
} from './registry/releases';

const {cacheDir, jobs, offline, refresh} = registryScriptOptions(process.argv.slice(2));
const siteDir = path.resolve(__dirname, '..');
const outFile = path.join(siteDir, 'plugins/error-codes/data/all-versions.json');

/** The packages to scan: lexical and every @lexical/* package installed here. */
function packageNames(): string[] {
  return lexicalPackagesOnDisk(path.join(siteDir, 'node_modules'));
}

async function deriveFromTarball(name: string, version: string): Promise<PackageCodes | undefined> {
  const tarball = path.join(cacheDir, 'tarballs', tarballName(name, version));
  const resultFile = path.join(cacheDir, 'derived', `${tarballName(name, version)}.json`);
  if (fs.existsSync(resultFile)) return JSON.parse(fs.readFileSync(resultFile, 'utf8')) as PackageCodes;
  if (!fs.existsSync(tarball)) return undefined;
  const unpacked = path.join(cacheDir, 'unpacked', tarballName(name, version));
  fs.rmSync(unpacked, {recursive: true, force: true});
  fs.mkdirSync(unpacked, {recursive: true});
  await run('tar', ['xzf', tarball, '-C', unpacked]);
  const result = derivePackageCodes(path.join(unpacked, 'package'));
  fs.rmSync(unpacked, {recursive: true, force: true});
  fs.writeFileSync(resultFile, JSON.stringify(result));
  return result;
}

async function main() {
  const started = Date.now();
  for (const dir of ['tarballs', 'derived', 'unpacked']) fs.mkdirSync(path.join(cacheDir, dir), {recursive: true});
  const names = packageNames();
  // The registry's version lists are cached too, so a re-run needs no network.
  const published = await publishedVersions(cacheDir, names, refresh);
  const releases = stableReleases(published.get('lexical')!);
  console.log(`${releases.length} releases of lexical, ${names.length} packages, cache ${cacheDir}, ${jobs} jobs`);

  const perVersion = new Map<string, PackageCodes[]>();
  // Newest first: the documented version and its neighbours matter most.
  const queue = [...releases].reverse();
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const version = queue[next++];
      const specs = names.filter((name) => published.get(name)!.has(version)).map((name) => ({name, version}));
      if (offline) {
        // Only releases whose every package was already derived: no network, no parsing.
        const complete = specs.every((spec) =>
          fs.existsSync(path.join(cacheDir, 'derived', `${tarballName(spec.name, version)}.json`)),
        );
        if (!complete) continue;
      } else await fetchTarballs(cacheDir, specs);
      const results: PackageCodes[] = [];
      for (const spec of specs) {
        const derived = await deriveFromTarball(spec.name, spec.version);
        if (derived) results.push(derived);
      }
      perVersion.set(version, results);
      const codes = results.reduce((sum, r) => sum + r.codes.length, 0);
      const unmapped = results.reduce((sum, r) => sum + r.unmapped.length, 0);
      console.log(
        `${version}: ${specs.length} packages, ${codes} codes, ${unmapped} unmapped (${Math.round((Date.now() - started) / 1000)} s)`,
      );
    }
  };
  await Promise.all(Array.from({length: jobs}, worker));

  const covered = releases.filter((v) => perVersion.has(v));
  if (covered.length < releases.length)
    console.warn(`Offline: ${releases.length - covered.length} releases not in the cache were left out`);
  const loaded = loadHistory();
  const before = 'history' in loaded ? findDisagreements(loaded.history, perVersion) : [];
  const {eras, corrected} = reconcileReleases(covered, perVersion);
  console.log(`Numbering eras: ${eras.map((era) => `${era[0]}..${era.at(-1)}`).join(', ')}`);
  console.log(`Cross-release consensus corrected ${corrected.length} pairings`);
  // The current numbering era is the last one; earlier eras renumbered everything.
  const devOnly = inferDevOnlyCodes(eras.at(-1)!, perVersion);
  console.log(`Development-only checks: ${devOnly.length} codes read off the numbering order`);
  const table = buildAllVersionsTable(covered, perVersion, devOnly);
  if (!('history' in loaded)) {
    console.warn(`Check against Lexical's own numbering skipped: ${loaded.missing}`);
  } else {
    const after = findDisagreements(loaded.history, perVersion);
    for (const {code, message, versions} of devOnly) {
      const expected = allowedMessages(loaded.history, code, versions[0]);
      if (expected && !expected.includes(message))
        after.push({version: versions[0], packageName: '(development-only)', code, derived: message, expected});
    }
    console.log(
      `Lexical's own numbering: ${before.length} disagreements from single-release pairing, ${after.length} after consensus`,
    );
    if (after.length > 0) {
      for (const d of after) console.error(describe(d));
      console.error(`${after.length} derived messages disagree with Lexical's own numbering: table not written`);
      process.exit(1);
    }
  }
  writeTable(table, started, covered.length);
}

function describe(d: Disagreement): string {
  return `${d.version} ${d.packageName} #${d.code}: derived "${d.derived}", Lexical's table "${d.expected.join('" or "') || '(no message)'}"`;
}

function writeTable(table: ReturnType<typeof buildAllVersionsTable>, started: number, releaseCount: number) {
  fs.mkdirSync(path.dirname(outFile), {recursive: true});
  fs.writeFileSync(outFile, JSON.stringify(table, null, 1) + '\n');
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `Wrote ${path.relative(siteDir, outFile)}: ${Object.keys(table.codes).length} codes from ${releaseCount} releases in ${seconds} s`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

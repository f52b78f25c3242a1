/**
 * Reads Lexical packages from disk (installed in node_modules, or unpacked from
 * a registry tarball) and derives their error codes from the bundles they ship.
 */
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import {extractSourceInvariants, pairBundles, type DerivedCode, type SourceInvariant} from './derive';

export interface PackageCodes {
  name: string;
  version: string;
  codes: DerivedCode[];
  unmapped: {code: number; bundle: string}[];
  problems: string[];
  /** Messages the development bundles could have given a code, whether or not one was paired. */
  messages: string[];
  /** Messages of development-only checks, in bundle order: they have codes that no bundle throws. */
  devOnlyMessages: string[];
}

/** Files under `dir` matching `patterns`, sorted; dependencies and tests are not read. */
function listFiles(dir: string, patterns: string[], ignore: string[] = []): string[] {
  if (!fs.existsSync(dir)) return [];
  const ignored = ['**/node_modules/**', '**/__tests__/**', ...ignore];
  const found = fg.sync(patterns, {cwd: dir, dot: true, ignore: ignored, followSymbolicLinks: false});
  return found.map((file) => path.join(dir, file)).sort();
}

/** Every `invariant`/`devInvariant` in the package's `src/` (none when it ships no source). */
export function readSourceInvariants(packageRoot: string): SourceInvariant[] {
  return listFiles(path.join(packageRoot, 'src'), ['**/*.ts', '**/*.tsx'], ['**/*.d.ts']).flatMap((file) =>
    extractSourceInvariants(fs.readFileSync(file, 'utf8'), path.relative(packageRoot, file)),
  );
}

/**
 * Derives the codes of one package folder: pairs each CommonJS production
 * bundle (`*.prod.js`) with its development twin (`*.dev.js`). Old releases
 * kept the bundles at the package root, newer ones under `dist/`.
 */
export function derivePackageCodes(packageRoot: string): PackageCodes {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const sourceInvariants = readSourceInvariants(packageRoot);
  const prodBundles = listFiles(packageRoot, ['**/*.prod.js']);
  const result: PackageCodes = {
    name: pkg.name,
    version: pkg.version,
    codes: [],
    unmapped: [],
    problems: [],
    messages: [],
    devOnlyMessages: [],
  };
  const seen = new Map<number, DerivedCode>();
  for (const prodFile of prodBundles) {
    const relative = path.relative(packageRoot, prodFile);
    const devFile = prodFile.replace(/\.prod\.js$/, '.dev.js');
    const prodSource = fs.readFileSync(prodFile, 'utf8');
    if (!/Minified Lexical (error|warning)/.test(prodSource)) continue;
    if (!fs.existsSync(devFile)) {
      result.problems.push(`${relative}: no development bundle to read messages from`);
      continue;
    }
    const pair = pairBundles(prodSource, fs.readFileSync(devFile, 'utf8'), {
      sourceInvariants: sourceInvariants.length > 0 ? sourceInvariants : undefined,
      // Releases that ship no source are old ones, some from before values were passed.
      lenientArgs: sourceInvariants.length === 0,
    });
    result.problems.push(...pair.problems.map((p) => `${relative}: ${p}`));
    for (const message of pair.messages) if (!result.messages.includes(message)) result.messages.push(message);
    for (const message of pair.devOnlyMessages)
      if (!result.devOnlyMessages.includes(message)) result.devOnlyMessages.push(message);
    result.unmapped.push(...pair.unmapped.map((code) => ({code, bundle: relative})));
    for (const code of pair.codes) {
      const earlier = seen.get(code.code);
      if (earlier && earlier.message !== code.message) {
        result.problems.push(
          `${relative}: code ${code.code} reads "${code.message}" but another bundle reads "${earlier.message}"`,
        );
        continue;
      }
      if (!earlier) seen.set(code.code, code);
    }
  }
  result.codes = [...seen.values()].sort((a, b) => a.code - b.code);
  return result;
}

/**
 * Docusaurus plugin: derives the error-code table of the installed Lexical
 * packages at build time, checks it against the committed all-versions table,
 * fills in the codes no production bundle throws from Lexical's own code table
 * (committed too), and serves the decoder page at `routePath` (`/docs/error`
 * by default).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {derivePackageCodes, type PackageCodes} from './packages';
import {lexicalPackagesOnDisk} from '../../lib/lexical-packages/packages';
import {fromRanges, type AllVersionsTable} from './allVersions';
import {CURRENT_NUMBERING_SINCE, mergeLexicalTable, validateLexicalTable, type LexicalCodeTable} from './lexicalTable';
import {validateOptions, type ErrorCodesPluginOptions} from './options';
import type {ErrorCodeRow, ErrorCodeTable} from './types';

export {validateOptions} from './options';
export type {ErrorCodesPluginOptions} from './options';

/** Every installed Lexical package: `lexical` and each `@lexical/*`. */
export function installedPackageRoots(nodeModulesDir: string): string[] {
  return lexicalPackagesOnDisk(nodeModulesDir).map((name) => path.join(nodeModulesDir, name));
}

/**
 * Builds the table the page shows. Throws (failing the build) when a code of an
 * installed production bundle has no message, when the derivation's own
 * cross-checks fail, or when the installed codes disagree with the committed
 * all-versions table. With Lexical's own code table, the codes it names that no
 * production bundle of the current numbering throws lead with its message.
 */
export function buildErrorCodeTable(
  packages: PackageCodes[],
  allVersions: AllVersionsTable,
  version: string,
  lexicalTable?: LexicalCodeTable,
): ErrorCodeTable {
  const failures: string[] = [];
  for (const pkg of packages) {
    for (const {code, bundle} of pkg.unmapped)
      failures.push(`${pkg.name}@${pkg.version}: code ${code} used by ${bundle} cannot be mapped to a message`);
    for (const problem of pkg.problems) failures.push(`${pkg.name}@${pkg.version}: ${problem}`);
  }
  const current = new Map<number, {message: string; kind: 'error' | 'warning'; packages: string[]}>();
  for (const pkg of packages) {
    for (const {code, message, kind} of pkg.codes) {
      const known = current.get(code);
      if (known && known.message !== message)
        failures.push(
          `code ${code} means "${message}" in ${pkg.name} but "${known.message}" in ${known.packages.join(', ')}`,
        );
      else if (known) known.packages.push(pkg.name);
      else current.set(code, {message, kind, packages: [pkg.name]});
    }
  }
  for (const [code, {message, packages: names}] of current) {
    const recorded = allVersions.codes[code];
    // The wording recorded for this very release must be the installed one.
    const wordings = recorded
      ? [
          {message: recorded.message, seenIn: recorded.messageSeenIn ?? recorded.seenIn},
          ...(recorded.earlierMessages ?? []),
        ]
      : [];
    const agrees = wordings.some(
      (w) => w.message === message && fromRanges(w.seenIn, allVersions.releases).includes(version),
    );
    if (!agrees)
      failures.push(
        `code ${code} (${names.join(', ')}) reads "${message}" in the installed ${version} but the all-versions table ` +
          (recorded ? `says "${recorded.message}" (seen in ${recorded.seenIn.join(', ')})` : 'does not have it') +
          ': run `npm run error-codes:all-versions` and commit the result',
      );
  }
  if (failures.length > 0)
    throw new Error(`Error-code table: ${failures.length} problem(s)\n  ${failures.join('\n  ')}`);

  const fromBundles = Object.entries(allVersions.codes).map(([key, entry]): ErrorCodeRow => {
    const code = Number(key);
    const installed = current.get(code);
    return {
      code,
      kind: installed?.kind ?? entry.kind,
      message: installed?.message ?? entry.message,
      inCurrentVersion: Boolean(installed),
      seenIn: entry.seenIn,
      messageSeenIn: entry.messageSeenIn ?? entry.seenIn,
      earlierMessages: entry.earlierMessages ?? [],
      devOnlyIn: entry.devOnlyIn ?? [],
      source: 'bundles',
    };
  });
  const codes = lexicalTable
    ? mergeLexicalTable(fromBundles, lexicalTable, allVersions.releases)
    : fromBundles.sort((a, b) => a.code - b.code);
  return {version, releases: allVersions.releases, codes, currentNumberingSince: CURRENT_NUMBERING_SINCE};
}

/**
 * Codes that lead with Lexical's table message although that message is reachable from
 * the production code of an installed package: a production bundle probably throws the
 * code through a call the derivation does not recognise, so the page's "never thrown"
 * note would be wrong for them.
 */
export function tableCodesInProductionCode(table: ErrorCodeTable, packages: PackageCodes[]): string[] {
  return table.codes
    .filter((row) => row.source === 'lexical-table')
    .flatMap((row) => {
      const names = packages.filter((pkg) => pkg.messages.includes(row.message)).map((pkg) => pkg.name);
      return names.length > 0 ? [`#${row.code} (${names.join(', ')})`] : [];
    });
}

// Typed with unknown options because that is what docusaurus.config.ts accepts;
// Docusaurus runs `validateOptions` (attached below) first.
export default function errorCodesPlugin(context: LoadContext, validatedOptions: unknown): Plugin<unknown> {
  const options = validatedOptions as Required<ErrorCodesPluginOptions>;
  const {routePath} = options;
  const allVersionsFile = path.resolve(context.siteDir, options.allVersionsFile);
  const lexicalTableFile = path.resolve(context.siteDir, options.lexicalTableFile);
  const nodeModulesDir = path.resolve(context.siteDir, options.nodeModulesDir);
  return {
    name: 'error-codes',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    async loadContent(): Promise<ErrorCodeTable> {
      const roots = installedPackageRoots(nodeModulesDir);
      const packages = roots.map((root) => derivePackageCodes(root));
      const version = packages[0].version;
      if (!fs.existsSync(allVersionsFile))
        throw new Error(`Error-code table: ${allVersionsFile} is missing: run \`npm run error-codes:all-versions\``);
      const allVersions = JSON.parse(fs.readFileSync(allVersionsFile, 'utf8')) as AllVersionsTable;
      if (!fs.existsSync(lexicalTableFile))
        throw new Error(`Error-code table: ${lexicalTableFile} is missing: run \`npm run error-codes:lexical-table\``);
      const lexicalTable = validateLexicalTable(JSON.parse(fs.readFileSync(lexicalTableFile, 'utf8')));
      const table = buildErrorCodeTable(packages, allVersions, version, lexicalTable);
      const suspect = tableCodesInProductionCode(table, packages);
      if (suspect.length > 0)
        console.warn(
          `[error-codes] ${suspect.length} code(s) shown as never thrown by a production bundle have their message in ` +
            `the production code of an installed package, so a call the derivation does not read probably throws ` +
            `them: ${suspect.join(', ')}`,
        );
      return table;
    },
    async contentLoaded({content, actions}) {
      const table = content as ErrorCodeTable;
      const tablePath = await actions.createData('error-code-table.json', JSON.stringify(table));
      actions.addRoute({
        path: `${context.baseUrl}${routePath.replace(/^\//, '')}`,
        exact: true,
        component: '@theme/ErrorCodePage',
        modules: {table: tablePath},
        props: {routePath},
      });
    },
  };
}

errorCodesPlugin.validateOptions = validateOptions;

/**
 * Docusaurus plugin: derives the error-code table of the installed Lexical
 * packages at build time, checks it against the committed all-versions table,
 * and serves the decoder page at `routePath` (`/docs/error` by default).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {derivePackageCodes, type PackageCodes} from './packages';
import {lexicalPackagesOnDisk} from '../lexical-packages/packages';
import {fromRanges, type AllVersionsTable} from './allVersions';
import type {ErrorCodeTable} from './types';

export interface ErrorCodesPluginOptions {
  /** Where the decoder page lives; published Lexical builds link to `/docs/error`. */
  routePath?: string;
  /** The committed table of every released version (relative to the site). */
  allVersionsFile?: string;
  /** Folder holding `lexical` and `@lexical/*` (relative to the site). */
  nodeModulesDir?: string;
}

/** Every installed Lexical package: `lexical` and each `@lexical/*`. */
export function installedPackageRoots(nodeModulesDir: string): string[] {
  return lexicalPackagesOnDisk(nodeModulesDir).map((name) => path.join(nodeModulesDir, name));
}

/**
 * Builds the table the page shows. Throws (failing the build) when a code of an
 * installed production bundle has no message, when the derivation's own
 * cross-checks fail, or when the installed codes disagree with the committed
 * all-versions table.
 */
export function buildErrorCodeTable(
  packages: PackageCodes[],
  allVersions: AllVersionsTable,
  version: string,
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

  const codes = Object.entries(allVersions.codes).map(([key, entry]) => {
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
    };
  });
  codes.sort((a, b) => a.code - b.code);
  return {version, releases: allVersions.releases, codes};
}

const optionsSchema = Joi.object({
  routePath: Joi.string().pattern(/^\//).default('/docs/error'),
  allVersionsFile: Joi.string().default('plugins/error-codes/data/all-versions.json'),
  nodeModulesDir: Joi.string().default('node_modules'),
  id: Joi.string(),
}).unknown(false);

/**
 * Checks the options given in docusaurus.config.ts (unknown keys are an error)
 * and fills in the defaults. Generic because Docusaurus types it so.
 */
export function validateOptions<T, U>({options, validate}: OptionValidationContext<T, U>): U {
  return validate(optionsSchema as never, (options ?? {}) as T);
}

// Typed with unknown options because that is what docusaurus.config.ts accepts;
// Docusaurus runs `validateOptions` (attached below) first.
export default function errorCodesPlugin(context: LoadContext, validatedOptions: unknown): Plugin<unknown> {
  const options = validatedOptions as Required<ErrorCodesPluginOptions>;
  const {routePath} = options;
  const allVersionsFile = path.resolve(context.siteDir, options.allVersionsFile);
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
      return buildErrorCodeTable(packages, allVersions, version);
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

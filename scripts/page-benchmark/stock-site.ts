/**
 * The stock Docusaurus site the page benchmark measures beside ours: `create-docusaurus`'s classic TypeScript
 * template, created, installed and built on first use in a git-ignored folder of the repository, then reused for as
 * long as it was made with the pinned version.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The create-docusaurus release the stock site is made with; it must be the Docusaurus version of our site. */
export const stockDocusaurusVersion = '3.10.2';

export interface StockSite {
  buildDir: string;
  /** Seconds spent creating, installing and building it in this run; undefined when an earlier run's was reused. */
  setupSeconds: number | undefined;
}

/** What went wrong preparing the stock site, in a sentence that says which step failed and where its output is. */
export class StockSiteError extends Error {}

/** The version of `@docusaurus/core` installed in a site's node_modules. */
export function installedDocusaurusVersion(siteDir: string): string | undefined {
  const manifest = path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'package.json');
  if (!fs.existsSync(manifest)) return undefined;
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version;
}

/**
 * The environment of the npm commands run for the stock site: ours without what `npm run` adds about this
 * project, which would otherwise point npm at our package instead of the stock site's.
 */
function stockSiteEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(npm_package_|npm_lifecycle_|npm_config_local_prefix$|INIT_CWD$)/i.test(name),
    ),
  );
}

/** Runs one step with no stdin (so a prompt fails instead of waiting), its output appended to the log file. */
function runStep(step: string, command: string, args: string[], cwd: string, logFile: string): Promise<void> {
  fs.appendFileSync(logFile, `\n$ ${[command, ...args].join(' ')}   (in ${cwd})\n`);
  const log = fs.openSync(logFile, 'a');
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {cwd, env: stockSiteEnvironment(), stdio: ['ignore', log, log]});
    child.once('error', (error) =>
      reject(new StockSiteError(`Could not ${step}: ${command} did not start (${error.message}).`)),
    );
    child.once('exit', (code, signal) => {
      if (code === 0) return resolve();
      const tail = fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-15).join('\n');
      reject(
        new StockSiteError(
          `Could not ${step}: \`${[command, ...args].join(' ')}\` ended with ${signal ?? `exit code ${code}`}. ` +
            `Its output is in ${logFile}; the last lines:\n${tail}`,
        ),
      );
    });
  }).finally(() => fs.closeSync(log));
}

/**
 * The stock site's build, made now if the cache has none of the pinned version. The cache must not be under a
 * `node_modules` folder: Docusaurus does not compile the sources of a site there (the template's TSX pages).
 */
export async function prepareStockSite(cacheDir: string, ourDocusaurusVersion: string | undefined): Promise<StockSite> {
  if (ourDocusaurusVersion !== stockDocusaurusVersion) {
    throw new StockSiteError(
      `Our site has @docusaurus/core ${ourDocusaurusVersion ?? '(not installed)'} but the stock site is pinned to ` +
        `${stockDocusaurusVersion}: set stockDocusaurusVersion in scripts/page-benchmark/stock-site.ts to ours.`,
    );
  }
  const siteDir = path.join(cacheDir, 'site');
  const buildDir = path.join(siteDir, 'build');
  const stampFile = path.join(cacheDir, 'stock-site.json');
  const stamp = fs.existsSync(stampFile)
    ? (JSON.parse(fs.readFileSync(stampFile, 'utf8')) as {docusaurusVersion?: string})
    : undefined;
  if (stamp?.docusaurusVersion === stockDocusaurusVersion && fs.existsSync(path.join(buildDir, 'index.html'))) {
    return {buildDir, setupSeconds: undefined};
  }

  const started = Date.now();
  // A half-made or outdated site is started over: create-docusaurus refuses a folder that exists.
  fs.rmSync(cacheDir, {recursive: true, force: true});
  fs.mkdirSync(cacheDir, {recursive: true});
  const logFile = path.join(cacheDir, 'setup.log');
  fs.writeFileSync(logFile, '');
  const what = `the stock Docusaurus ${stockDocusaurusVersion} site in ${siteDir}`;
  await runStep(
    `create ${what}`,
    'npx',
    [
      '--yes',
      `create-docusaurus@${stockDocusaurusVersion}`,
      path.basename(siteDir),
      'classic',
      '--typescript',
      '--package-manager',
      'npm',
      '--skip-install',
    ],
    cacheDir,
    logFile,
  );
  await runStep(`install ${what}`, 'npm', ['install', '--no-audit', '--no-fund'], siteDir, logFile);
  const installed = installedDocusaurusVersion(siteDir);
  if (installed !== stockDocusaurusVersion) {
    throw new StockSiteError(
      `The stock site in ${siteDir} installed @docusaurus/core ${installed ?? '(nothing)'}, ` +
        `not ${stockDocusaurusVersion}.`,
    );
  }
  await runStep(`build ${what}`, 'npm', ['run', 'build'], siteDir, logFile);
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new StockSiteError(`The stock site's build left no index.html in ${buildDir}.`);
  }
  fs.writeFileSync(stampFile, `${JSON.stringify({docusaurusVersion: stockDocusaurusVersion}, null, 2)}\n`);
  return {buildDir, setupSeconds: (Date.now() - started) / 1000};
}

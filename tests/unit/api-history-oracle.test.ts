/**
 * Checks `since` in the committed API history against the published packages themselves, with code of its own:
 * TypeScript's module resolution and checker over a probe that imports the module, in a folder holding only
 * the package as released. Needs the registry (or the tarballs already in the cache).
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import ts from 'typescript';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {compareVersions} from '../../plugins/error-codes/allVersions';
import {loadApiHistory, memberHistory, symbolHistory, type ApiHistory} from '../../plugins/api-history/history';

const run = promisify(execFile);
const cacheTarballs = '/tmp/lexical-error-codes-cache/tarballs';

interface Sample {
  what: string;
  module: string;
  name: string;
  /** `Class.member` samples: the member, checked on the class's declared type. */
  member?: string;
}

const samples: Sample[] = [
  {what: 'a function', module: '@lexical/utils', name: 'mergeRegister'},
  {what: 'a function of the first typed release', module: 'lexical', name: '$getRoot'},
  {what: 'a class', module: 'lexical', name: 'TabNode'},
  {what: 'a class method added later', module: 'lexical', name: 'LexicalEditor', member: 'read'},
  {what: 'an interface', module: 'lexical', name: 'EditorConfig'},
  {what: 'a command', module: 'lexical', name: 'SELECTION_INSERT_CLIPBOARD_NODES_COMMAND'},
  {what: 'a type', module: 'lexical', name: 'CommandPayloadType'},
  {what: 'a React sub-path module', module: '@lexical/react/LexicalComposer', name: 'LexicalComposer'},
  {what: 'a late package', module: '@lexical/extension', name: 'AutoFocusExtension'},
  {what: 'a deprecated export', module: '@lexical/code', name: 'registerCodeHighlighting'},
];

function packageOf(module: string): string {
  const parts = module.split('/');
  return module.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

let work: string;
let stableVersions = new Map<string, string[]>();
let registryProblem: string | undefined;
let history: ApiHistory;

async function tarball(name: string, version: string): Promise<string> {
  const file = `${name.replace('@', '').replace('/', '-')}-${version}.tgz`;
  const cached = path.join(cacheTarballs, file);
  if (fs.existsSync(cached)) return cached;
  await run('npm', ['pack', '--silent', '--pack-destination', work, `${name}@${version}`], {timeout: 60_000});
  return path.join(work, file);
}

/** The names a release's module exports (or the members of `className`), as TypeScript sees them. */
async function exportedNames(sample: Sample, version: string): Promise<Set<string> | undefined> {
  const name = packageOf(sample.module);
  const root = path.join(work, `${name.replace('/', '+')}@${version}`);
  const dir = path.join(root, 'node_modules', name);
  if (!fs.existsSync(dir)) {
    fs.mkdirSync(dir, {recursive: true});
    await run('tar', ['xzf', await tarball(name, version), '-C', dir, '--strip-components=1']);
  }
  const probe = path.join(root, 'probe.ts');
  fs.writeFileSync(probe, `import * as probed from '${sample.module}';\nexport {probed};\n`);
  const program = ts.createProgram([probe], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(probe)!;
  const declaration = sourceFile.statements.find(ts.isImportDeclaration)!;
  const moduleSymbol = checker.getSymbolAtLocation(declaration.moduleSpecifier);
  if (!moduleSymbol) return undefined;
  const exports = checker.getExportsOfModule(moduleSymbol);
  if (!sample.member) return new Set(exports.map((symbol) => symbol.name));
  const owner = exports.find((symbol) => symbol.name === sample.name);
  if (!owner) return new Set();
  const target = owner.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(owner) : owner;
  return new Set([...(target.members?.keys() ?? [])].map(String));
}

describe('API history against the published declarations', () => {
  beforeAll(async () => {
    history = loadApiHistory();
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'api-history-oracle-'));
    try {
      for (const name of new Set(samples.map((sample) => packageOf(sample.module)))) {
        const {stdout} = await run('npm', ['view', name, 'versions', '--json'], {timeout: 60_000});
        const versions = JSON.parse(stdout) as string[];
        stableVersions.set(name, versions.filter((v) => !v.includes('-')).sort(compareVersions));
      }
    } catch (error) {
      registryProblem = `the npm registry cannot be reached: ${(error as Error).message.split('\n')[0]}`;
      stableVersions = new Map();
    }
  }, 180_000);
  afterAll(() => {
    if (work) fs.rmSync(work, {recursive: true, force: true});
  });

  for (const sample of samples) {
    const label = `${sample.what}: ${sample.module} ${sample.name}${sample.member ? `.${sample.member}` : ''}`;
    it(
      label,
      async (context) => {
        if (registryProblem) {
          console.warn(`Skipped "${label}": ${registryProblem}`);
          context.skip();
          return;
        }
        const entry = sample.member
          ? memberHistory(history, sample.module, sample.name, sample.member)
          : symbolHistory(history, sample.module, sample.name);
        expect(entry, 'an entry in the history').toBeDefined();
        const since = entry!.since;
        const versions = stableVersions.get(packageOf(sample.module))!;
        expect(versions).toContain(since);
        const previous = versions.filter((v) => compareVersions(v, since) < 0).at(-1);
        const key = sample.member ?? sample.name;
        expect((await exportedNames(sample, since))?.has(key), `${since} has it`).toBe(true);
        if (entry!.sinceIsLowerBound) {
          // The release before the first typed one has no declarations to tell.
          expect(previous, 'an earlier release').toBeDefined();
          const earlier = await exportedNames(sample, previous!);
          expect(earlier === undefined || earlier.size === 0, `${previous} has no declarations`).toBe(true);
        } else if (previous) {
          expect((await exportedNames(sample, previous))?.has(key) ?? false, `${previous} lacks it`).toBe(false);
        }
        if (sample.what === 'a deprecated export') expect(entry!.deprecated).toBeDefined();
      },
      180_000,
    );
  }
});

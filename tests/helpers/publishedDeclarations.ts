/**
 * Reads what a published Lexical release exports, with code of its own (no API history, no package model):
 * TypeScript's module resolution and checker over a probe that imports the module, in a folder holding only the
 * package as released. Tarballs come from the error-codes script's cache when it has them, else from the
 * registry. The API history oracle test and the API history E2E spec both judge 'since' with it.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import ts from 'typescript';
import {compareVersions} from '../../plugins/error-codes/allVersions';

const run = promisify(execFile);
const cacheTarballs = '/tmp/lexical-error-codes-cache/tarballs';

export interface DeclarationSample {
  module: string;
  name: string;
  /** `Class.member` samples: the member, checked on the class's declared type. */
  member?: string;
}

/** The npm package of a module specifier: `@lexical/react/LexicalComposer` -> `@lexical/react`. */
export function packageOf(module: string): string {
  const parts = module.split('/');
  return module.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

export class PublishedDeclarations {
  readonly work = fs.mkdtempSync(path.join(os.tmpdir(), 'api-history-oracle-'));
  private readonly versions = new Map<string, string[]>();
  /** Each release unpacked once, however many probes ask for it at the same time. */
  private readonly unpacked = new Map<string, Promise<void>>();

  /** Every stable release of the packages, from the registry; the reason when it cannot be reached. */
  async loadVersions(packageNames: Iterable<string>): Promise<string | undefined> {
    try {
      await Promise.all(
        [...new Set(packageNames)].map(async (name) => {
          const {stdout} = await run('npm', ['view', name, 'versions', '--json'], {timeout: 60_000});
          const versions = JSON.parse(stdout) as string[];
          this.versions.set(name, versions.filter((v) => !v.includes('-')).sort(compareVersions));
        }),
      );
      return undefined;
    } catch (error) {
      this.versions.clear();
      return `the npm registry cannot be reached: ${(error as Error).message.split('\n')[0]}`;
    }
  }

  /** Stable releases of a package, oldest first (after `loadVersions`). */
  stableVersions(packageName: string): string[] {
    return this.versions.get(packageName) ?? [];
  }

  private async tarball(name: string, version: string): Promise<string> {
    const file = `${name.replace('@', '').replace('/', '-')}-${version}.tgz`;
    const cached = path.join(cacheTarballs, file);
    if (fs.existsSync(cached)) return cached;
    await run('npm', ['pack', '--silent', '--pack-destination', this.work, `${name}@${version}`], {timeout: 60_000});
    return path.join(this.work, file);
  }

  /** The names a release's module exports (or the members of `name`), as TypeScript sees them. */
  async exportedNames(sample: DeclarationSample, version: string): Promise<Set<string> | undefined> {
    return (await this.probe(sample, version))?.names;
  }

  /** Whether the release's declaration of the sample carries a `@deprecated` tag. */
  async isDeprecated(sample: DeclarationSample, version: string): Promise<boolean> {
    return (await this.probe(sample, version))?.deprecated ?? false;
  }

  private async probe(
    sample: DeclarationSample,
    version: string,
  ): Promise<{names: Set<string>; deprecated: boolean} | undefined> {
    const name = packageOf(sample.module);
    const root = path.join(this.work, `${name.replace('/', '+')}@${version}`);
    const dir = path.join(root, 'node_modules', name);
    let unpacking = this.unpacked.get(root);
    if (!unpacking) {
      unpacking = this.tarball(name, version).then(async (tarball) => {
        fs.mkdirSync(dir, {recursive: true});
        await run('tar', ['xzf', tarball, '-C', dir, '--strip-components=1']);
      });
      this.unpacked.set(root, unpacking);
    }
    await unpacking;
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
    const owner = exports.find((symbol) => symbol.name === sample.name);
    const target = owner && (owner.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(owner) : owner);
    const tagged = (symbol: ts.Symbol | undefined) =>
      !!symbol && symbol.getJsDocTags(checker).some((tag) => tag.name === 'deprecated');
    if (!sample.member) return {names: new Set(exports.map((symbol) => symbol.name)), deprecated: tagged(target)};
    if (!target) return {names: new Set(), deprecated: false};
    return {
      names: new Set([...(target.members?.keys() ?? [])].map(String)),
      deprecated: tagged(target.members?.get(sample.member as ts.__String)),
    };
  }

  dispose(): void {
    fs.rmSync(this.work, {recursive: true, force: true});
  }
}

/**
 * The direction of imports the tree is built on: plugins and the shared library (`lib/`) never import the site's own
 * pages and components (`src/`), so a plugin can be read, tested and moved on its own; and `src/` uses a plugin only
 * through its public face (its index module or its `types` module), never its internals.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const repoRoot = path.resolve(__dirname, '../..');

/** The module specifiers a source file imports (static, dynamic, `require` and CSS `@import`). */
function importsOf(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bfrom\s+['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bimport\s+['"]([^'"]+)['"]/g,
    /\brequire(?:\.resolve)?\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /@import\s+(?:url\()?['"]([^'"]+)['"]/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** Whether `specifier`, imported by `file`, names a module under the top-level folder `dir`. */
function reachesDir(dir: string, file: string, specifier: string): boolean {
  if (specifier.startsWith('@site/')) return specifier.startsWith(`@site/${dir}/`);
  if (!specifier.startsWith('.')) return false;
  const target = path.relative(repoRoot, path.resolve(path.dirname(file), specifier));
  return target === dir || target.startsWith(`${dir}${path.sep}`);
}

const reachesSrc = (file: string, specifier: string) => reachesDir('src', file, specifier);

/** The file under plugins/ that `specifier`, imported by `file`, names, if any (relative to plugins/). */
function pluginModuleOf(file: string, specifier: string): string | undefined {
  const target = specifier.startsWith('@site/')
    ? specifier.slice('@site/'.length)
    : specifier.startsWith('.')
      ? path.relative(repoRoot, path.resolve(path.dirname(file), specifier))
      : undefined;
  return target?.startsWith(`plugins${path.sep}`) || target?.startsWith('plugins/')
    ? target.slice('plugins/'.length)
    : undefined;
}

/** A plugin's public face: `<plugin>`, `<plugin>/index` or `<plugin>/types`. */
const isPublicFace = (pluginModule: string) => /^[^/]+(\/(index|types))?(\.tsx?)?$/.test(pluginModule);

function sourcesUnder(dir: string): string[] {
  return fs
    .readdirSync(path.join(repoRoot, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(ts|tsx|mts|css)$/.test(file))
    .map((file) => path.join(repoRoot, dir, file));
}

describe('import boundaries', () => {
  it('recognises every way a file can name a module under src/', () => {
    const file = path.join(repoRoot, 'plugins/example/theme/Thing/index.tsx');
    const source = [
      "import A from '@site/src/components/A';",
      "const B = lazy(() => import('../../../../src/components/B'));",
      "import '../../../../src/css/c.css';",
      "export {d} from '@site/src/d';",
    ].join('\n');
    expect(importsOf(source).filter((specifier) => reachesSrc(file, specifier))).toHaveLength(4);
    expect(reachesSrc(file, '@site/lib/ui/ScriptFallback')).toBe(false);
    expect(reachesSrc(file, '../../client/x')).toBe(false);
  });

  it.each(['plugins', 'lib', 'remark'])('no file in %s/ imports from src/', (dir) => {
    const offending = sourcesUnder(dir).flatMap((file) =>
      importsOf(fs.readFileSync(file, 'utf8'))
        .filter((specifier) => reachesSrc(file, specifier))
        .map((specifier) => `${path.relative(repoRoot, file)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  // A remark plugin writes an element a plugin's theme renders: it may import that plugin's modules, never the reverse.
  it('no file in plugins/ or lib/ imports from remark/', () => {
    const file = path.join(repoRoot, 'plugins/example/index.ts');
    expect(reachesDir('remark', file, '../../remark/live-examples')).toBe(true);
    expect(reachesDir('remark', file, '@site/remark/mdxNodes')).toBe(true);
    expect(reachesDir('remark', file, 'remark-gfm')).toBe(false);
    const offending = [...sourcesUnder('plugins'), ...sourcesUnder('lib')].flatMap((source) =>
      importsOf(fs.readFileSync(source, 'utf8'))
        .filter((specifier) => reachesDir('remark', source, specifier))
        .map((specifier) => `${path.relative(repoRoot, source)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('src/ uses a plugin only through its index or types module', () => {
    const file = path.join(repoRoot, 'src/theme/Thing/index.tsx');
    expect(isPublicFace(pluginModuleOf(file, '@site/plugins/package-exports/types')!)).toBe(true);
    expect(isPublicFace(pluginModuleOf(file, '../../../plugins/search-index')!)).toBe(true);
    expect(isPublicFace(pluginModuleOf(file, '../../../plugins/search-index/client/searchClient')!)).toBe(false);
    const offending = sourcesUnder('src').flatMap((source) =>
      importsOf(fs.readFileSync(source, 'utf8')).flatMap((specifier) => {
        const pluginModule = pluginModuleOf(source, specifier);
        return pluginModule !== undefined && !isPublicFace(pluginModule)
          ? [`${path.relative(repoRoot, source)} imports ${specifier}`]
          : [];
      }),
    );
    expect(offending).toEqual([]);
  });
});

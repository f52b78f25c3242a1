/**
 * The direction of imports the tree is built on: plugins and the shared library (`lib/`) never import the site's own
 * pages and components (`src/`), so a plugin can be read, tested and moved on its own.
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

/** Whether `specifier`, imported by `file`, names a module under `src/`. */
function reachesSrc(file: string, specifier: string): boolean {
  if (specifier.startsWith('@site/')) return specifier.startsWith('@site/src/');
  if (!specifier.startsWith('.')) return false;
  const target = path.relative(repoRoot, path.resolve(path.dirname(file), specifier));
  return target === 'src' || target.startsWith(`src${path.sep}`);
}

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

  it.each(['plugins', 'lib'])('no file in %s/ imports from src/', (dir) => {
    const offending = sourcesUnder(dir).flatMap((file) =>
      importsOf(fs.readFileSync(file, 'utf8'))
        .filter((specifier) => reachesSrc(file, specifier))
        .map((specifier) => `${path.relative(repoRoot, file)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});

import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * docs/getting-started/supported-browsers.mdx derives the minimum browser
 * versions from the built-ins the installed Lexical bundles call. These tests
 * repeat that scan, so the page fails if an upgrade changes the facts.
 */
const nodeModules = path.resolve(__dirname, '../../node_modules');

function productionBundles(): Map<string, string> {
  const bundles = new Map<string, string>();
  const packageDirs = [
    path.join(nodeModules, 'lexical'),
    ...readdirSync(path.join(nodeModules, '@lexical')).map((name) => path.join(nodeModules, '@lexical', name)),
  ];
  for (const dir of packageDirs) {
    const dist = path.join(dir, 'dist');
    let files: string[];
    try {
      files = readdirSync(dist);
    } catch {
      continue; // a package without a dist folder
    }
    for (const file of files.filter((name) => name.endsWith('.prod.mjs'))) {
      bundles.set(path.relative(nodeModules, path.join(dist, file)), readFileSync(path.join(dist, file), 'utf8'));
    }
  }
  return bundles;
}

const page = readFileSync(path.resolve(__dirname, '../../docs/getting-started/supported-browsers.mdx'), 'utf8');

describe('supported browsers page', () => {
  const bundles = productionBundles();

  it('finds the Lexical production bundles', () => {
    expect(bundles.has('lexical/dist/Lexical.prod.mjs')).toBe(true);
    expect(bundles.size).toBeGreaterThan(20);
  });

  it('names the ES2023 built-in that sets the minimum versions, and the core bundle calls it', () => {
    expect(bundles.get('lexical/dist/Lexical.prod.mjs')).toMatch(/\.findLast\(/);
    expect(page).toContain('`Array.prototype.findLast`');
    expect(page).toMatch(/\| Chrome[^|]*\| 97 \|/);
    expect(page).toMatch(/\| Firefox[^|]*\| 104 \|/);
    expect(page).toMatch(/\| Safari \(macOS\) \| 15\.4 \|/);
  });

  it('finds no built-in newer than ES2023 that would raise the minimum versions', () => {
    const newerBuiltIns = [
      'Object.groupBy',
      'Map.groupBy',
      'Promise.withResolvers',
      '.toSorted(',
      '.toReversed(',
      '.toSpliced(',
      '.isSubsetOf(',
      '.symmetricDifference(',
      'Array.fromAsync',
      'Iterator.from',
      '.isWellFormed(',
    ];
    const found: string[] = [];
    for (const [file, code] of bundles) {
      for (const builtIn of newerBuiltIns) {
        if (code.includes(builtIn)) found.push(`${builtIn} in ${file}`);
      }
    }
    expect(found).toEqual([]);
  });
});

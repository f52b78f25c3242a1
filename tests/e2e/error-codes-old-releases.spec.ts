/**
 * Real errors of older Lexical releases (installed side by side under npm
 * aliases, see package.json): each production build's error URL, opened on the
 * built site, must lead with what the development build of the same release
 * throws for the same call.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {expect, test} from '@playwright/test';
import {commonMisuses, throwingEditor, type LexicalModule} from './support/lexicalMisuses';

const require = createRequire(__filename);
const nodeModules = path.resolve(__dirname, '../../node_modules');
const releases = Object.keys(
  (
    JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    }
  ).devDependencies,
)
  .filter((name) => /^lexical-\d+\.\d+\.\d+$/.test(name))
  .map((name) => name.slice('lexical-'.length));

/** A build of a release: old ones keep their bundles at the package root, newer ones in dist/. */
function load(release: string, build: 'prod' | 'dev'): LexicalModule {
  const root = path.join(nodeModules, `lexical-${release}`);
  const file = [path.join(root, 'dist', `Lexical.${build}.js`), path.join(root, `Lexical.${build}.js`)].find((f) =>
    fs.existsSync(f),
  );
  if (!file) throw new Error(`lexical-${release} has no ${build} bundle`);
  // A fresh module each time: the builds keep the active editor in module state.
  delete require.cache[file];
  return require(file) as LexicalModule;
}

/** Misuses every release from 0.3 on rejects, through APIs they all have. */
const misuses: Record<string, (l: LexicalModule) => void> = {
  ...commonMisuses,
  'text appended to the root': (l) => {
    throwingEditor(l).update(() => l.$getRoot().append(l.$createTextNode('x') as never), {discrete: true} as never);
  },
};

function thrownMessage(run: () => void): string | undefined {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
}

test('old releases are installed for this test', () => {
  expect(releases.length).toBeGreaterThanOrEqual(5);
});

for (const release of releases) {
  test(`decodes real production errors of Lexical ${release} as its development build words them`, async ({page}) => {
    let checked = 0;
    for (const [name, misuse] of Object.entries(misuses)) {
      const minified = thrownMessage(() => misuse(load(release, 'prod')));
      const match = minified && /Minified Lexical error #(\d+); visit (\S+) for the full message/.exec(minified);
      // Not every call is an error in every release (some releases accepted it, or threw plainly).
      if (!match) continue;
      const expected = thrownMessage(() => misuse(load(release, 'dev')));
      expect(expected, `${release}: ${name} throws in development too`).toBeDefined();
      const url = new URL(match[2]);
      await page.goto(`/docs/error${url.search}`);
      await expect(page.getByRole('heading', {level: 2, name: `Error code #${match[1]}`})).toBeVisible();
      const decoded = page.getByTestId('decoded-message');
      await expect(decoded).not.toBeEmpty();
      const text = (await decoded.textContent()) ?? '';
      if (!/\[value \d+ missing\]/.test(text)) {
        // The build tag is a value too: production says "+prod", development "+dev".
        expect(text, `${release}: ${name}`).toBe(expected!.replace(/\+dev\b/g, '+prod'));
      } else {
        // The earliest releases sent no values: the message must match with its values left out.
        expect(url.searchParams.getAll('v'), `${release}: ${name}: values were sent but not used`).toEqual([]);
        const pattern = text.split(/\[value \d+ missing\]/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
        expect(expected, `${release}: ${name}: "${text}"`).toMatch(new RegExp(`^${pattern.join('.+')}$`));
      }
      checked++;
    }
    expect(checked, `${release}: at least three misuses give coded errors`).toBeGreaterThanOrEqual(3);
  });
}

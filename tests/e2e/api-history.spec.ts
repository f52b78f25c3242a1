/**
 * 'Since', deprecations and source links on the API reference, judged without the API history: the release a
 * page names is checked against the published declarations themselves (tests/helpers/publishedDeclarations.ts,
 * the oracle of the API history's unit test), and a source link against the installed `src/` file it names.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {compareVersions} from '../../plugins/error-codes/allVersions';
import {packageOf, PublishedDeclarations, type DeclarationSample} from '../helpers/publishedDeclarations';

const nodeModules = path.resolve(__dirname, '../../node_modules');
const installedVersion = (name: string): string =>
  JSON.parse(fs.readFileSync(path.join(nodeModules, name, 'package.json'), 'utf8')).version;
const documented = installedVersion('lexical');

interface Sample extends DeclarationSample {
  what: string;
  /** The page and the heading id of its section (`''`: the page's own title). */
  url: string;
  anchor: string;
}

const samples: Sample[] = [
  {
    what: 'a function',
    module: '@lexical/utils',
    name: '$dfs',
    url: '/docs/api/modules/lexical_utils',
    anchor: 'dfs',
  },
  {
    what: 'a function on a topic page',
    module: 'lexical',
    name: '$getRoot',
    url: '/docs/api/modules/lexical/utilities',
    anchor: 'getroot',
  },
  {what: 'a class', module: 'lexical', name: 'TabNode', url: '/docs/api/classes/lexical.TabNode', anchor: ''},
  {
    what: 'a class method added later',
    module: 'lexical',
    name: 'LexicalEditor',
    member: 'read',
    url: '/docs/api/classes/lexical.LexicalEditor',
    anchor: 'read',
  },
  {
    what: 'an interface',
    module: 'lexical',
    name: 'EditorConfig',
    url: '/docs/api/interfaces/lexical.EditorConfig',
    anchor: '',
  },
  {
    what: 'a command',
    module: 'lexical',
    name: 'SELECTION_INSERT_CLIPBOARD_NODES_COMMAND',
    url: '/docs/api/modules/lexical/commands',
    anchor: 'selection_insert_clipboard_nodes_command',
  },
  {
    what: 'a type alias',
    module: 'lexical',
    name: 'CommandPayloadType',
    url: '/docs/api/modules/lexical/editor',
    anchor: 'commandpayloadtype',
  },
  {
    what: 'a late package',
    module: '@lexical/extension',
    name: 'AutoFocusExtension',
    url: '/docs/api/modules/lexical_extension',
    anchor: 'autofocusextension',
  },
  {
    what: 'a deprecated export',
    module: '@lexical/code',
    name: 'registerCodeHighlighting',
    url: '/docs/api/modules/lexical_code',
    anchor: 'registercodehighlighting',
  },
];

/** The first element matching `selector` in the section: after its heading, or under the page title. */
function inSection(page: Page, anchor: string, selector: string): Locator {
  const heading = anchor ? `article h3[id="${anchor}"]` : 'article .markdown > header';
  return page.locator(`${heading} ~ * ${selector}, ${heading} ~ ${selector}`).first();
}

let published: PublishedDeclarations;
let registryProblem: string | undefined;

test.describe('since and deprecation, against the published declarations', () => {
  test.describe.configure({mode: 'serial'});
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    published = new PublishedDeclarations();
    registryProblem = await published.loadVersions(samples.map((sample) => packageOf(sample.module)));
  });
  test.afterAll(() => published?.dispose());

  for (const sample of samples) {
    const label = `${sample.what}: ${sample.module} ${sample.name}${sample.member ? `.${sample.member}` : ''}`;
    test(label, async ({page}) => {
      test.setTimeout(180_000);
      await page.goto(`${sample.url}${sample.anchor ? `#${sample.anchor}` : ''}`);
      const badge = inSection(page, sample.anchor, '.api-since');
      await expect(badge).toHaveText(/^Since v\d+\.\d+\.\d+( or earlier)?$/);
      const text = (await badge.textContent())!;
      const [, since, lowerBound] = /^Since v(\S+)( or earlier)?$/.exec(text)!;
      expect(compareVersions(since!, documented)).toBeLessThanOrEqual(0);
      if (sample.what === 'a deprecated export') {
        const notice = inSection(page, sample.anchor, '.theme-admonition');
        await expect(notice).toContainText(/Deprecated since v\d+\.\d+\.\d+/);
        await expect(notice).toContainText('@lexical/code-prism');
      }
      test.skip(!!registryProblem, `skipped the check against the published declarations: ${registryProblem}`);
      const key = sample.member ?? sample.name;
      const versions = published.stableVersions(packageOf(sample.module));
      expect(versions).toContain(since);
      expect((await published.exportedNames(sample, since!))?.has(key), `${since} has it`).toBe(true);
      const previous = versions.filter((version) => compareVersions(version, since!) < 0).at(-1);
      if (lowerBound) {
        expect(previous, 'a release before the first typed one').toBeDefined();
        const earlier = await published.exportedNames(sample, previous!);
        expect(earlier === undefined || earlier.size === 0, `${previous} has no declarations`).toBe(true);
      } else if (previous) {
        expect((await published.exportedNames(sample, previous))?.has(key) ?? false, `${previous} lacks it`).toBe(
          false,
        );
      }
      if (sample.what === 'a deprecated export') {
        const title = await inSection(page, sample.anchor, '.theme-admonition').textContent();
        const deprecatedSince = /Deprecated since v(\d+\.\d+\.\d+)/.exec(title!)![1]!;
        expect(await published.isDeprecated(sample, deprecatedSince), `${deprecatedSince} deprecates it`).toBe(true);
        const before = versions.filter((version) => compareVersions(version, deprecatedSince) < 0).at(-1)!;
        expect(await published.isDeprecated(sample, before), `${before} does not`).toBe(false);
      }
    });
  }
});

test(
  'a member that appeared with its class has no badge of its own; one deprecated later than v' +
    documented +
    ' shows no notice',
  async ({page}) => {
    await page.goto('/docs/api/classes/lexical.LexicalEditor#update');
    const update = page.locator('article h3[id="update"]');
    await expect(update).toBeVisible();
    // Its first paragraph is its summary, without a badge.
    await expect(update.locator('xpath=following-sibling::p[1]//*[contains(@class, "api-since")]')).toHaveCount(0);
    await page.goto('/docs/api/modules/lexical_react_LexicalComposer');
    await expect(page.locator('article .theme-admonition')).toHaveCount(0);
    await expect(page.locator('article')).toContainText(`This reference documents Lexical v${documented}`);
  },
);

for (const [what, url, anchor, name] of [
  ['a function', '/docs/api/modules/lexical_utils', 'dfs', '$dfs'],
  ['a class', '/docs/api/classes/lexical.TabNode', '', 'TabNode'],
  ['a class method', '/docs/api/classes/lexical.LexicalEditor', 'read', 'read'],
  ['a re-exported default export', '/docs/api/modules/lexical_utils', 'dedupeselectionrects', 'dedupeSelectionRects'],
] as const) {
  test(`the source link of ${what} points at its line at v${documented}`, async ({page}) => {
    await page.goto(url);
    const href = (await inSection(page, anchor, 'a.api-source').getAttribute('href'))!;
    const match =
      /^https:\/\/github\.com\/facebook\/lexical\/blob\/v([^/]+)\/packages\/([^/]+)\/(src\/[^#]+)#L(\d+)$/.exec(href);
    expect(match, href).not.toBeNull();
    const [, version, folder, file, line] = match!;
    expect(version).toBe(documented);
    const packageName = folder === 'lexical' ? 'lexical' : `@lexical/${folder!.slice('lexical-'.length)}`;
    const repositoryDirectory = JSON.parse(fs.readFileSync(path.join(nodeModules, packageName, 'package.json'), 'utf8'))
      .repository.directory;
    expect(repositoryDirectory).toBe(`packages/${folder}`);
    const source = fs.readFileSync(path.join(nodeModules, packageName, file!), 'utf8').split('\n');
    expect(source[Number(line) - 1]).toMatch(new RegExp(`(?<![\\w$])${name.replace('$', '\\$')}(?![\\w$])`));
  });
}

test('the package page lists when each export appeared', async ({page}) => {
  await page.goto('/docs/packages/lexical-utils');
  const table = page.locator('[data-package-exports] table').first();
  await expect(table.locator('thead th').nth(3)).toHaveText('Since');
  await expect(page.locator('[data-package-exports] tr[data-export-name="$dfs"] td').nth(3)).toHaveText(
    /^v\d+\.\d+\.\d+( or earlier)?$/,
  );
});

test('search marks a deprecated symbol', async ({page}) => {
  await page.goto('/search?q=registerCodeHighlighting');
  const hit = page.locator('article', {has: page.locator('a[href*="lexical_code#registercodehighlighting"]')});
  await expect(hit.first().locator('.search-deprecated-label')).toHaveText('Deprecated');
  await page.goto('/docs/intro');
  const input = page.locator('.DocSearch-Input');
  await expect(async () => {
    if ((await input.count()) === 0) await page.keyboard.press('ControlOrMeta+k');
    await expect(input).toBeFocused({timeout: 1_000});
  }).toPass({timeout: 15_000});
  await input.fill('registerCodeHighlighting');
  await expect(page.locator('.DocSearch-Hit .search-deprecated-label').first()).toHaveText('Deprecated');
});

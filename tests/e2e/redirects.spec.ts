import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {buildDir} from './support/builtSite';
import {expectNotNotFound, notFoundTexts, waitForHydration} from './support/site';

const playground = 'https://playground.lexical.dev/';

/** Opens `from` and checks that it ends on `to` (path, and anchor naming an element, if given). */
async function expectRedirect(page: Page, from: string, to: string): Promise<void> {
  const [toPath, toAnchor] = to.split('#');
  // A redirect page moves on before it has loaded.
  await page.goto(from, {waitUntil: 'commit'});
  await expect.poll(() => new URL(page.url()).pathname, {message: `${from} should lead to ${toPath}`}).toBe(toPath);
  await waitForHydration(page);
  await expectNotNotFound(page);
  if (toAnchor) {
    await expect
      .poll(() => new URL(page.url()).hash, {message: `${from} should end at #${toAnchor}`})
      .toBe(`#${toAnchor}`);
    await expect(page.locator(`[id="${toAnchor}"]`)).toHaveCount(1);
  }
}

const pathRedirects: [string, string][] = [
  ['/docs', '/docs/intro'],
  ['/docs/concepts/traversals', '/docs/concepts/traversal'],
  ['/docs/concepts/serialization', '/docs/serialization/serialization'],
  ['/docs/collaboration', '/docs/collaboration/react'],
  ['/docs/concepts/extending-nodes', '/docs/concepts/node-replacement'],
  ['/docs/demos/plugins/tables', '/gallery/tables'],
  ['/docs/demos/plugins/embeds/youtube', '/docs/react/plugins#lexicalautoembedplugin'],
  ['/docs/api/lexical-selection', '/docs/api/modules/lexical_selection'],
  ['/docs/api/lexical-react', '/docs/api/modules/lexical_react'],
  [
    '/docs/api/modules/lexical_react_LexicalContextMenuPlugin',
    '/docs/api/modules/lexical_react_LexicalNodeContextMenuPlugin',
  ],
  [
    '/docs/api/modules/lexical_react_LexicalTableOfContents',
    '/docs/api/modules/lexical_react_LexicalTableOfContentsPlugin',
  ],
];

const movedSections: [string, string][] = [
  [
    '/docs/concepts/serialization#lexical---html',
    '/docs/serialization/dom-render#generating-html-with-generatehtmlfromnodes',
  ],
  ['/docs/concepts/nodes#textnode', '/docs/concepts/nodes#the-built-in-classes'],
  ['/docs/concepts/listeners#registerupdatelistener', '/docs/concepts/listeners#update-listener'],
  ['/docs/react/plugins#lexicalonchangeplugin', '/docs/react/plugins#onchangeplugin'],
];

const apiSchemes: [string, string][] = [
  ['/docs/api/modules/lexical_rich-text', '/docs/api/modules/lexical_rich_text'],
  ['/docs/api/modules/lexical_plain-text', '/docs/api/modules/lexical_plain_text'],
  ['/docs/api/modules/lexical_devtools-core', '/docs/api/modules/lexical_devtools_core'],
  ['/docs/api/modules/lexical_headless/dom', '/docs/api/modules/lexical_headless_dom'],
  ['/docs/api/modules/lexical_rich-text#registerrichtext', '/docs/api/modules/lexical_rich_text#registerrichtext'],
  ['/docs/api/modules/lexical#domslot', '/docs/api/classes/lexical.DOMSlot'],
  ['/docs/api/modules/lexical_html#domimportrule', '/docs/api/interfaces/lexical_html.DOMImportRule'],
  ['/docs/api/modules/lexical#keyboardshortcut', '/docs/api/interfaces/lexical.KeyboardShortcut'],
  ['/docs/api/modules/lexical_rich-text#headingnode', '/docs/api/classes/lexical_rich_text.HeadingNode'],
  ['/docs/api/classes/lexical.RangeSelection#anchor', '/docs/api/classes/lexical.RangeSelection#property-anchor'],
  ['/docs/api/classes/lexical.LexicalEditor#version', '/docs/api/classes/lexical.LexicalEditor#property-version'],
];

/** Own pages of the core module's members, now sections of its topic pages: each kind, and a `$` in the name. */
const apiTopicMembers: [string, string][] = [
  ['/docs/api/functions/lexical.$getRoot', '/docs/api/modules/lexical/utilities#getroot'],
  ['/docs/api/functions/lexical.createEditor', '/docs/api/modules/lexical/editor#createeditor'],
  [
    '/docs/api/variables/lexical.SELECTION_CHANGE_COMMAND',
    '/docs/api/modules/lexical/commands#selection_change_command',
  ],
  ['/docs/api/type-aliases/lexical.CommandListener', '/docs/api/modules/lexical/editor#commandlistener'],
  ['/docs/api/type-aliases/lexical.configTypeSymbol-1', '/docs/api/modules/lexical/extensions#configtypesymbol-1'],
];

for (const [group, redirects] of [
  ['moved page', pathRedirects],
  ['moved section', movedSections],
  ['API URL scheme', apiSchemes],
  ['API member page', apiTopicMembers],
] as const) {
  for (const [from, to] of redirects) {
    test(`${group}: ${from} -> ${to}`, async ({page}) => {
      await expectRedirect(page, from, to);
    });
  }
}

test('a demo with no guide leads to the Playground', async ({page}) => {
  // The Playground is another site: answer for it instead of leaving the machine.
  await page.route(`${playground}**`, (route) =>
    route.fulfill({contentType: 'text/html', body: '<h1>Playground</h1>'}),
  );
  await page.goto('/docs/demos/plugins/poll', {waitUntil: 'commit'});
  await expect.poll(() => page.url()).toBe(playground);
});

test('the README badge is a real SVG image', async ({request}) => {
  const response = await request.get('/img/see-api-documentation.svg');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(await response.text()).toContain('See API documentation');
});

test('an anchor redirect replaces the history entry: Back returns to the previous page', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.goto('/docs/concepts/nodes#textnode');
  await expect.poll(() => new URL(page.url()).hash).toBe('#the-built-in-classes');
  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/intro');
});

test('a page opened without a missing anchor loads no part of the redirect map', async ({page}) => {
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/redirect-anchors/')) mapRequests.push(request.url());
  });
  await page.goto('/docs/concepts/nodes#the-built-in-classes');
  await waitForHydration(page);
  await page.goto('/docs/api/classes/lexical.RangeSelection');
  await waitForHydration(page);
  expect(mapRequests).toEqual([]);
});

test('the server rules hold the same path redirects as the redirect pages', () => {
  const rules = fs
    .readFileSync(path.join(buildDir, '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
  const vercel = JSON.parse(fs.readFileSync(path.join(buildDir, 'vercel.json'), 'utf8')) as {
    redirects: {source: string; destination: string; permanent: boolean}[];
  };
  expect(rules).toContain('/docs/concepts/traversals /docs/concepts/traversal 301');
  expect(rules).toContain('/docs/demos/intro /gallery 301');
  expect(rules).toContain(`/docs/demos/plugins/poll ${playground} 301`);
  expect(vercel.redirects).toContainEqual({
    source: '/docs/api/modules/lexical_rich-text',
    destination: '/docs/api/modules/lexical_rich_text',
    permanent: true,
  });
  // Besides the moved paths: the temporary redirects of requests for Markdown (tested with the twins).
  expect(vercel.redirects.filter((redirect) => redirect.permanent)).toHaveLength(rules.length);
});

test('a malformed percent-escape shows the 404 page without an uncaught error', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // Hosts answer such an address with the site's 404 page (as the test server does); answering
  // it here keeps the case independent of the server.
  // The served build's own 404 page: another build's names scripts this server does not have.
  const notFoundPage = fs.readFileSync(path.join(buildDir, '404.html'), 'utf8');
  await page.route('**/docs/%E0%A4%A', (route) =>
    route.fulfill({status: 404, contentType: 'text/html', body: notFoundPage}),
  );
  await page.goto('/docs/%E0%A4%A');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {name: notFoundTexts.title})).toBeVisible();
  expect(errors.filter((error) => /URI malformed|could not be decoded/i.test(error))).toEqual([]);
});

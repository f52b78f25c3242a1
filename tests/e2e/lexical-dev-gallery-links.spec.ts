import {expect, test} from '@playwright/test';
import {expectNotNotFound, waitForHydration} from './support/site';

/**
 * Addresses of lexical.dev that readers hold (its development examples, its maintainers' guide named by Lexical's
 * README, old section anchors) and where each must land here.
 */
const landings: [from: string, to: RegExp, section?: string][] = [
  ['/dev-examples/mdast-editor/', /\/gallery\/mdast-editor$/],
  ['/dev-examples/dom-import/', /\/gallery\/dom-import$/],
  ['/dev-examples/shadow-dom/', /\/gallery\/shadow-dom-iframe$/],
  ['/dev-examples/shadow-dom-web-component/', /\/gallery\/shadow-dom-iframe$/],
  ['/docs/demos/demo-intro', /\/gallery$/],
  ['/docs/demos/intro', /\/gallery$/],
  ['/docs/demos/plugins/tables', /\/gallery\/tables$/],
  ['/docs/serialization', /\/docs\/serialization\/serialization$/],
  [
    '/docs/concepts/commands#editorregistercommand',
    /\/docs\/concepts\/commands#listening-to-a-command$/,
    'listening-to-a-command',
  ],
  ['/docs/concepts/transforms#transform-heuristic', /#when-transforms-run$/, 'when-transforms-run'],
  ['/docs/getting-started/quick-start#putting-it-together', /#a-minimal-editor$/, 'a-minimal-editor'],
  ['/docs/collaboration/react#custom-node-property-syncing', /#the-rules-and-why$/, 'the-rules-and-why'],
  ['/docs/api/classes/lexical_list.ListItemNode#canmergewith', /ListItemNode#canmergewhenempty$/, 'canmergewhenempty'],
  [
    '/docs/api/modules/lexical#registermutationlistener',
    /lexical\.LexicalEditor#registermutationlistener$/,
    'registermutationlistener',
  ],
  ['/docs/api/modules/lexical#geteditorstate', /lexical\.LexicalEditor#geteditorstate$/, 'geteditorstate'],
  ['/docs/api/modules/lexical#getalltextnodes', /lexical\.ElementNode#getalltextnodes$/, 'getalltextnodes'],
  ['/docs/api/modules/lexical#getchildren', /lexical\.ElementNode#getchildren$/, 'getchildren'],
  ['/docs/api/modules/lexical#getfirstdescendant', /lexical\.ElementNode#getfirstdescendant$/, 'getfirstdescendant'],
  ['/docs/api/modules/lexical#isshadowroot', /lexical\.ElementNode#isshadowroot$/, 'isshadowroot'],
];

for (const [from, to, section] of landings) {
  test(`${from} lands on ${to.source}`, async ({page}) => {
    await page.goto(from, {waitUntil: 'commit'});
    await expect(page).toHaveURL(to, {timeout: 20_000});
    await waitForHydration(page);
    await expectNotNotFound(page);
    if (section) await expect(page.locator(`[id="${section}"]`)).toBeAttached();
  });
}

/** Addresses that leave the site: their redirect pages name the page they lead to. */
const external: [from: string, to: string][] = [
  [
    '/docs/maintainers-guide',
    'https://github.com/facebook/lexical/blob/main/packages/lexical-website/docs/maintainers-guide.md',
  ],
  [
    '/docs/maintainers-guide-link',
    'https://github.com/facebook/lexical/blob/main/packages/lexical-website/docs/maintainers-guide.md',
  ],
  ['/2024-recap', 'https://github.com/facebook/lexical/discussions/7220'],
];

for (const [from, to] of external) {
  test(`${from} leads to ${to}`, async ({request}) => {
    const response = await request.get(from);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${to}"`);
    expect(html).toContain(`http-equiv="refresh" content="0; url=${to}"`);
  });
}

import {expect, test, type Page, type Route} from '@playwright/test';

/** What the build was given (see the build:hosted script in package.json). */
const appId = 'TESTAPP';

interface AlgoliaRequest {
  requests: {indexName: string; query?: string; facetFilters?: unknown; params?: string}[];
}

function answer(query: string) {
  return {
    results: [
      {
        hits: [
          {
            objectID: 'intercepted-1',
            url: 'https://lexical.dev/docs/concepts/selection#range-selection',
            type: 'lvl2',
            content: null,
            hierarchy: {
              lvl0: 'Concepts',
              lvl1: 'Selection',
              lvl2: 'Intercepted range selection',
              lvl3: null,
              lvl4: null,
              lvl5: null,
              lvl6: null,
            },
            _highlightResult: {
              hierarchy: {
                lvl0: {value: 'Concepts', matchLevel: 'none', matchedWords: []},
                lvl1: {value: 'Selection', matchLevel: 'none', matchedWords: []},
                lvl2: {value: 'Intercepted <mark>range</mark> selection', matchLevel: 'full', matchedWords: ['range']},
              },
            },
            _snippetResult: {
              hierarchy: {
                lvl1: {value: 'Selection', matchLevel: 'none'},
                lvl2: {value: 'Intercepted <mark>range</mark> selection', matchLevel: 'full'},
              },
            },
          },
        ],
        nbHits: 1,
        nbPages: 1,
        page: 0,
        hitsPerPage: 20,
        query,
        params: '',
        index: 'lexical',
        processingTimeMS: 1,
        exhaustiveNbHits: true,
      },
    ],
  };
}

/** Answer every Algolia query and keep what was asked. */
async function interceptAlgolia(page: Page): Promise<AlgoliaRequest[]> {
  const seen: AlgoliaRequest[] = [];
  await page.route(/algolia(net)?\.(net|com)|algolianet\.com/, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS')
      return route.fulfill({
        status: 204,
        headers: {'access-control-allow-origin': '*', 'access-control-allow-headers': '*'},
      });
    const body = JSON.parse(request.postData() ?? '{}') as AlgoliaRequest;
    seen.push(body);
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: {'access-control-allow-origin': '*'},
      body: JSON.stringify(answer(body.requests?.[0]?.query ?? '')),
    });
  });
  return seen;
}

// What Docusaurus' Algolia theme sends from any page of this site: the language, and the tags of pages outside the
// docs and of each docs instance's one version.
const contextualFilters = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-api-current'],
];

test('hosted: the modal queries Algolia with contextual filters, and its answer renders', async ({page}) => {
  const seen = await interceptAlgolia(page);
  await page.goto('/docs/intro');
  await expect(page.locator(`link[rel="preconnect"][href="https://${appId}-dsn.algolia.net"]`)).toHaveCount(1);
  const input = page.locator('.DocSearch-Input');
  await expect(async () => {
    if ((await input.count()) === 0) await page.keyboard.press('ControlOrMeta+k');
    await expect(input).toBeFocused({timeout: 1_000});
  }).toPass({timeout: 15_000});
  await page.keyboard.type('range');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('Intercepted range selection');
  const request = seen.at(-1)!.requests[0]!;
  expect(request.indexName).toBe('lexical');
  expect(request.facetFilters).toEqual(contextualFilters);
  await expect(page.getByText('Powered by').first()).toBeVisible();
  // The hit's absolute URL becomes a route of this site.
  await page.locator('.DocSearch-Hit').first().click();
  await expect(page).toHaveURL(/\/docs\/concepts\/selection#range-selection$/);
});

test('hosted: the search page sends the same filters and renders the answer', async ({page}) => {
  const seen = await interceptAlgolia(page);
  await page.goto('/search?q=range');
  await expect(page.locator('article').first()).toContainText('Intercepted range selection');
  await expect(page.getByText('One document found')).toBeVisible();
  const request = seen.at(-1)!.requests[0]!;
  expect(request.indexName).toBe('lexical');
  expect(request.facetFilters).toEqual(contextualFilters);
});

/**
 * The build the smoke subset runs against is really without the speed layer: its pages carry what the layer takes
 * out (the route registry's module paths, nprogress and the build-only fields of the site config in main.js), no
 * compile hint, and render their content as Docusaurus does.
 */
import {expect, test} from '@playwright/test';
import {scriptsRunBy} from '../e2e/support/site';

test('pages run Docusaurus as it comes: the route registry with module paths, nprogress loaded up front, the whole site config, no deferred content', async ({
  page,
}) => {
  const scripts = await scriptsRunBy(page, '/docs/intro');
  expect(scripts).toMatch(/"@(site|generated|theme)\/[^"]+",\d+\]/);
  expect(scripts).toContain('role="bar"');
  // The whole site config, build-only fields included.
  expect(scripts).toContain('onBrokenLinks:"throw"');
  expect(scripts).not.toContain('//# allFunctionsCalledOnLoad');
  await expect(page.locator('article h1')).toHaveText('Introduction');
  await expect(page.locator('[data-deferred-content]')).toHaveCount(0);
});

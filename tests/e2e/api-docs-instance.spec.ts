/**
 * The API reference is a docs instance of its own: a guide page does not download the API sidebar, an API page
 * does, and the navbar still marks the section the reader is in. No page downloads the list of every API page
 * (the API instance's global data keeps only its main doc).
 */
import {expect, test} from '@playwright/test';
import {scriptBodiesRunBy, scriptsRunBy} from './support/site';

// An entry of the API sidebar, and one of the guides' sidebar, as they appear in a version's sidebar data.
const apiSidebarEntry = '"href":"/docs/api/modules/lexical_react_LexicalComposer"';
const guideSidebarEntry = '"href":"/docs/concepts/editor-state"';

test('a guide page runs the guides sidebar and not the API sidebar', async ({page}) => {
  const scripts = await scriptsRunBy(page, '/docs/intro');
  expect(scripts).toContain(guideSidebarEntry);
  expect(scripts).not.toContain(apiSidebarEntry);
  expect(scripts).toContain('"id":"intro"');
  expect(scripts).not.toContain('"id":"classes/lexical.LexicalEditor"');
  await expect(page.locator('.navbar__link--active')).toHaveText(['Docs']);
});

test('an API page runs the API sidebar and not the guides sidebar', async ({page}) => {
  const scripts = await scriptsRunBy(page, '/docs/api/classes/lexical.LexicalEditor');
  expect(scripts).toContain(apiSidebarEntry);
  expect(scripts).not.toContain(guideSidebarEntry);
  await expect(page.locator('.navbar__link--active')).toHaveText(['API']);
  await expect(
    page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'All modules'}),
  ).toHaveCount(1);
});

// The version data each docs page downloads holds the sidebars and not the map of every doc of the version
// (plugins/speed/lean-docs): only the theme's DocCard reads that map, and no page renders one.
for (const route of ['/docs/intro', '/docs/api/classes/lexical.LexicalEditor']) {
  test(`${route} downloads its version's sidebars without the map of every doc`, async ({page}) => {
    const bodies = await scriptBodiesRunBy(page, route);
    const versionData = bodies.filter((body) => body.includes('"docsSidebars"'));
    expect(versionData).toHaveLength(1);
    expect(versionData[0]).toContain('"docs":{}');
    expect(versionData[0]).not.toMatch(/"description":/);
  });
}

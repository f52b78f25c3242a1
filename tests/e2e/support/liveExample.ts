/** Locators and steps shared by the live-example specs. */
import AxeBuilder from '@axe-core/playwright';
import {expect, type Locator, type Page} from '@playwright/test';

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What axe finds in the page's live examples, in light and then in dark mode (`mode rule: targets`). */
export async function liveExampleAxeViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
    const results = await new AxeBuilder({page}).include('[data-testid="live-example"]').withTags(axeTags).analyze();
    found.push(...results.violations.map((v) => `${mode} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`));
  }
  return found;
}

/** A string of the runtime's own module (runtime/index.tsx): what tells its chunk from the others. */
export const runtimeMarker = 'The example must have a default export';

export const exampleOf = (page: Page, index = 0) => page.getByTestId('live-example').nth(index);
export const editorOf = (page: Page, index = 0) =>
  exampleOf(page, index).getByTestId('live-preview').locator('[contenteditable="true"]');
export const sourceOf = (page: Page, index = 0) =>
  exampleOf(page, index).getByRole('textbox', {name: /^Source of the live example/});
export const panelOf = (page: Page, name: string, index = 0) =>
  exampleOf(page, index).getByTestId(`live-panel-${name}`);
export const errorOf = (page: Page, index = 0) => exampleOf(page, index).getByTestId('live-error');

export async function startExample(page: Page, index = 0): Promise<void> {
  await exampleOf(page, index).scrollIntoViewIfNeeded();
  await expect(editorOf(page, index)).toBeVisible();
}

/** One live example of a guide page, and how a reader sees that it works. */
export interface LiveExamplePage {
  url: string;
  /** Which example of the page (in document order, counting hidden tabs), when it has several. */
  index?: number;
  /** The label of the tab to select first (a `<Tabs groupId="live-flavour">` item), if the example is in one. */
  tab?: string;
  /** Something the reader does in the running editor (type, press keys, click)... */
  interact: (editor: Locator, page: Page) => Promise<void>;
  /** ...and what the editor state panel then contains. */
  stateAfterInteract: string | RegExp;
  /** An edit of the source that changes the example's behaviour (`from` must occur in the source)... */
  edit: {from: string; to: string};
  /** ...and how that change shows in the running example (after the edit has re-run it). */
  afterEdit: (example: Locator, page: Page) => Promise<void>;
}

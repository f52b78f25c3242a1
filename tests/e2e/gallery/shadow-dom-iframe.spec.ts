import {expect, test, type Locator, type Page} from '@playwright/test';

/** Replaces the editor's text, bolds it with Ctrl+B, and types on after it: the caret must stay inside the bold run. */
async function typeAndBold(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(editor).toHaveText(text);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+B');
  await expect(editor.locator('strong')).toHaveText(text);
  await page.keyboard.press('End');
  await page.keyboard.type(' more');
  await expect(editor.locator('strong')).toHaveText(`${text} more`);
}

test('editors inside a shadow root and an iframe take typing and Ctrl+B', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The preview server has no favicon; a missing one is no error of the example.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
  });

  await page.goto('/gallery/shadow-dom-iframe');
  const example = page.locator('[data-gallery-example="shadow-dom-iframe"]');
  const [shadowPanel, iframePanel] = [example.locator('section').nth(0), example.locator('section').nth(1)];

  // Shadow root: Playwright's locators pierce open shadow roots.
  const shadowEditor = shadowPanel.getByRole('textbox', {name: 'Editor in a shadow root'});
  await expect(shadowEditor).toContainText('lives in a shadow tree');
  expect(await shadowEditor.evaluate((element) => element.getRootNode() instanceof ShadowRoot)).toBe(true);
  // The shadow root got its own style sheet: the page's styles.css does not reach in.
  await expect(shadowEditor).toHaveCSS('padding-top', '10px');
  await expect(shadowPanel.getByTestId('root-location')).toHaveText('in a shadow root');

  await typeAndBold(page, shadowEditor, 'Hello from the shadow');
  await expect(shadowEditor.locator('strong')).toHaveCSS('font-weight', '700');
  // React, outside the shadow root, sees the editor's text.
  await expect(shadowPanel.getByTestId('text-content')).toHaveText('Hello from the shadow more');

  // Iframe: the editor's root element is in the frame's document.
  const frame = page.frameLocator('iframe[title="Rich text editor frame"]');
  const iframeEditor = frame.getByRole('textbox', {name: 'Editor in an iframe'});
  await expect(iframeEditor).toContainText('lives in the iframe');
  await expect(iframeEditor).toHaveCSS('padding-top', '10px');
  await expect(iframePanel.getByTestId('root-location')).toHaveText('in the iframe’s document');

  await typeAndBold(page, iframeEditor, 'Hello from the frame');
  await expect(iframePanel.getByTestId('text-content')).toHaveText('Hello from the frame more');

  // Undo in the iframe removes the typed words only there; the shadow editor is untouched.
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(iframeEditor.locator('strong')).toHaveText('Hello from the frame');
  await expect(shadowEditor.locator('strong')).toHaveText('Hello from the shadow more');

  expect(errors).toEqual([]);
});

import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/site';

// Guide pages that carry code blocks; the test uses the first one that has one, so it
// keeps working as the wording of these pages changes.
const pagesWithCode = [
  '/docs/intro',
  '/blog/long-blog-post',
  '/blog/first-blog-post',
  '/blog/welcome',
  '/blog/mdx-blog-post',
  '/markdown-page',
];

test.use({permissions: ['clipboard-read', 'clipboard-write']});

test("a code block's copy button reads 'Copy', then 'Copied', and copies the code", async ({page, request}) => {
  let pathWithCode: string | undefined;
  for (const path of pagesWithCode) {
    const html = await (await request.get(path)).text();
    if (html.includes('theme-code-block')) {
      pathWithCode = path;
      break;
    }
  }
  expect(pathWithCode, `one of ${pagesWithCode.join(', ')} has a code block`).toBeDefined();

  await page.goto(pathWithCode!);
  await waitForHydration(page);
  const codeBlock = page.locator('.theme-code-block').first();
  await codeBlock.scrollIntoViewIfNeeded();
  await codeBlock.hover();
  const button = codeBlock.getByRole('button', {name: 'Copy code to clipboard'});
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('title', 'Copy');

  // 'Copied' only lasts a second: record every label the button takes instead of racing it.
  await button.evaluate((element) => {
    const labels: string[] = [];
    (window as unknown as {copyButtonLabels: string[]}).copyButtonLabels = labels;
    new MutationObserver(() => labels.push(element.getAttribute('aria-label') ?? '')).observe(element, {
      attributes: true,
      attributeFilter: ['aria-label'],
    });
  });
  await button.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {copyButtonLabels: string[]}).copyButtonLabels))
    .toEqual(['Copied', 'Copy code to clipboard']);

  const code = await codeBlock.locator('code').innerText();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim()).toBe(code.trim());
  expect(copied.trim().length).toBeGreaterThan(0);
});

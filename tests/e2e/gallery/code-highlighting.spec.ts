import {expect, test, type Locator} from '@playwright/test';
import {collectErrors, placeCaretAtEnd} from '../support/galleryExample';

const slug = 'code-highlighting';

/** The inline color Shiki gave the token that starts with `text`. */
async function shikiColorOf(code: Locator, text: string): Promise<string> {
  return code
    .locator('span', {hasText: text})
    .first()
    .evaluate((span) => (span as HTMLElement).style.color);
}

test.describe('code-highlighting gallery example', () => {
  let errors: string[];
  let example: Locator;

  test.beforeEach(async ({page}) => {
    errors = collectErrors(page);
    await page.goto(`/gallery/${slug}`);
    example = page.locator(`[data-gallery-example="${slug}"]`);
  });

  test.afterEach(() => {
    expect(errors).toEqual([]);
  });

  test('Prism highlights the code block, and a new language tokenizes it again', async ({page}) => {
    const editor = example.getByRole('textbox', {name: 'Prism code editor'});
    const code = editor.locator('code');
    const language = example.getByRole('toolbar', {name: 'Prism code block'}).getByRole('combobox', {name: 'Language'});

    await expect(code).toHaveAttribute('data-language', 'js');
    await expect(code.locator('span.ch-token-keyword', {hasText: 'function'})).toHaveCount(1);
    await expect(code.locator('span.ch-token-comment')).toHaveText(['// Count the words in a line of text', '// 2']);
    await expect(language).toBeDisabled();

    await code.getByText('countWords', {exact: true}).first().click();
    await expect(language).toBeEnabled();
    await expect(language).toHaveValue('js');

    // In Python `//` is an operator and `const` no keyword: the JavaScript comments and keywords are gone.
    await language.selectOption('py');
    await expect(code).toHaveAttribute('data-language', 'py');
    await expect(code.locator('span.ch-token-comment')).toHaveCount(0);
    await expect(code.locator('span.ch-token-keyword', {hasText: 'const'})).toHaveCount(0);
    await expect(code.locator('span.ch-token-number', {hasText: '2'})).toHaveCount(1);

    // Typing keeps the tokens up to date: a Python comment is highlighted as one.
    await placeCaretAtEnd(page, editor);
    await page.keyboard.press('Enter');
    await page.keyboard.type('# a Python comment');
    await expect(code.locator('span.ch-token-comment')).toHaveText(['# a Python comment']);
  });

  test("Prism's block and tokens take the example's colors, in the site's light theme and in its dark one", async ({
    page,
  }) => {
    const code = example.getByRole('textbox', {name: 'Prism code editor'}).locator('code');
    const keyword = code.locator('span.ch-token-keyword', {hasText: 'function'});
    await expect(keyword).toHaveCount(1);
    const colors = () =>
      Promise.all([
        keyword.evaluate((span) => getComputedStyle(span).color),
        code.evaluate((block) => getComputedStyle(block).backgroundColor),
      ]);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await colors()).toEqual(['rgb(207, 34, 46)', 'rgb(246, 248, 250)']);
    await page.locator('button[aria-label*="(currently light mode)"]').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(colors).toEqual(['rgb(255, 123, 114)', 'rgb(22, 27, 34)']);
  });

  test('on a phone every menu stays inside its pane', async ({page}) => {
    await page.setViewportSize({width: 390, height: 900});
    const selects = example.locator('section select');
    await expect(selects).toHaveCount(3);
    const overflows = await selects.evaluateAll((elements) =>
      elements
        .filter(
          (select) => select.getBoundingClientRect().right > select.closest('section')!.getBoundingClientRect().right,
        )
        .map((select) => select.getAttribute('aria-label') ?? select.id),
    );
    expect(overflows).toEqual([]);
  });

  test('Shiki highlights the code block with inline theme colors, and follows language and theme changes', async () => {
    const editor = example.getByRole('textbox', {name: 'Shiki code editor'});
    const code = editor.locator('code');
    const toolbar = example.getByRole('toolbar', {name: 'Shiki code block'});
    const language = toolbar.getByRole('combobox', {name: 'Language'});
    const theme = toolbar.getByRole('combobox', {name: 'Theme'});

    // The grammar and theme load on demand; the tokens appear once they have.
    await expect(code).toHaveAttribute('data-language', 'javascript');
    await expect(code.locator('span[style*="color"]').first()).toBeVisible();
    const commentColor = await shikiColorOf(code, '// Count the words');
    const keywordColor = await shikiColorOf(code, 'function');
    expect(commentColor).not.toBe('');
    expect(keywordColor).not.toBe(commentColor);

    await code.getByText('countWords', {exact: true}).first().click();
    await expect(language).toHaveValue('javascript');
    await expect(theme).toHaveValue('github-light-high-contrast');

    // Python: `//` is no comment any more, so the first line is no longer colored as one.
    await language.selectOption('python');
    await expect(code).toHaveAttribute('data-language', 'python');
    await expect.poll(() => shikiColorOf(code, 'Count')).not.toBe(commentColor);
    await expect(code.locator('span', {hasText: '// Count the words in a line of text'})).toHaveCount(0);

    // A dark theme changes the block's background and the tokens' colors.
    const background = await code.evaluate((element) => (element as HTMLElement).style.backgroundColor);
    await theme.selectOption('github-dark-default');
    await expect(code).toHaveAttribute('data-theme', 'github-dark-default');
    await expect
      .poll(() => code.evaluate((element) => (element as HTMLElement).style.backgroundColor))
      .not.toBe(background);
  });
});

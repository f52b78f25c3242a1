import {expect, test, type Locator, type Page} from '@playwright/test';

const slug = 'code-highlighting';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // The standalone preview serves no favicon; the browser's request for it is not the example's doing.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

/**
 * Clicks into the editor and moves the caret to the end of its text, then checks that it is there. On a busy machine
 * a key pressed right after a click can be handled before the editor has taken the click's selection, so the two
 * steps are retried until the caret stays at the end.
 */
async function placeCaretAtEnd(page: Page, editor: Locator): Promise<void> {
  await expect(async () => {
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    const rest = await editor.evaluate((root) => {
      const selection = root.ownerDocument.getSelection();
      if (!selection?.focusNode || !root.contains(selection.focusNode)) return null;
      const after = root.ownerDocument.createRange();
      after.selectNodeContents(root);
      after.setStart(selection.focusNode, selection.focusOffset);
      return after.toString();
    });
    expect(rest).toBe('');
  }).toPass({timeout: 20_000});
}

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

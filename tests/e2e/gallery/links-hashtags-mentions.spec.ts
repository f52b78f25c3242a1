import {expect, test, type Page} from '@playwright/test';
import {selectBackwards} from '../support/galleryExample';

const slug = 'links-hashtags-mentions';

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The standalone preview serves no favicon; the site does.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
  });
  return errors;
}

test.describe('gallery: links, hashtags and mentions', () => {
  let errors: string[];

  test.beforeEach(async ({page}) => {
    errors = watchErrors(page);
    await page.goto(`/gallery/${slug}`);
  });

  test.afterEach(() => {
    expect(errors).toEqual([]);
  });

  const parts = (page: Page) => {
    const example = page.locator(`[data-gallery-example="${slug}"]`);
    const panel = example.getByRole('complementary', {name: 'In this document'});
    return {
      example,
      editor: example.getByRole('textbox', {name: 'Note'}),
      links: panel.getByRole('list', {name: /^Links/}),
      hashtags: panel.getByRole('list', {name: /^Hashtags/}),
      mentions: panel.getByRole('list', {name: /^Mentions/}),
    };
  };

  /** A new paragraph after the starting text, with the caret in it. */
  async function newParagraph(page: Page): Promise<void> {
    await parts(page).editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
  }

  test('the starting text is read by the plugins: a mention, a hashtag and an email link', async ({page}) => {
    const {editor, links, hashtags, mentions} = parts(page);
    await expect(editor.locator('a[href="mailto:team@example.com"]')).toHaveText('team@example.com');
    await expect(editor.locator('.lhm-hashtag')).toHaveText(['#release']);
    await expect(editor.locator('.lhm-mention')).toHaveText(['@maria']);
    await expect(links.getByRole('listitem')).toHaveCount(1);
    await expect(links).toContainText('mailto:team@example.com (auto)');
    await expect(hashtags.getByRole('listitem')).toHaveText(['#release']);
    await expect(mentions.getByRole('listitem')).toHaveText(['@maria']);
  });

  test('a typed URL becomes an auto-link and "#docs" a hashtag; the panel lists both', async ({page}) => {
    const {editor, links, hashtags} = parts(page);
    await newParagraph(page);
    await page.keyboard.type('see https://lexical.dev #docs');

    const link = editor.locator('a[href="https://lexical.dev"]');
    await expect(link).toHaveText('https://lexical.dev');
    await expect(editor.locator('.lhm-hashtag', {hasText: '#docs'})).toHaveCount(1);
    await expect(editor.locator('span.lhm-hashtag')).toHaveText(['#release', '#docs']);

    await expect(links.getByRole('listitem')).toHaveCount(2);
    await expect(links.getByRole('listitem').nth(1)).toContainText('https://lexical.dev (auto)');
    await expect(hashtags.getByRole('listitem')).toHaveText(['#release', '#docs']);

    // Breaking the hashtag takes it off the list again.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Backspace');
    await expect(hashtags.getByRole('listitem')).toHaveText(['#release']);
  });

  test('"Add link" turns the selected text into a link, "Remove link" undoes it', async ({page}) => {
    const {example, editor, links} = parts(page);
    await newParagraph(page);
    await page.keyboard.type('read the guide');
    await selectBackwards(page, editor, 'guide');

    await example.getByRole('textbox', {name: 'Link address'}).fill('lexical.dev/docs/intro');
    await example.getByRole('button', {name: 'Add link'}).click();
    const link = editor.locator('a[href="https://lexical.dev/docs/intro"]');
    await expect(link).toHaveText('guide');
    await expect(links).toContainText('https://lexical.dev/docs/intro (manual)');

    await link.click();
    await example.getByRole('button', {name: 'Remove link'}).click();
    await expect(link).toHaveCount(0);
    await expect(editor).toContainText('read the guide');
    await expect(links.getByRole('listitem')).toHaveCount(1);
  });

  test('typing "@sam" makes a mention, which the panel lists', async ({page}) => {
    const {editor, mentions} = parts(page);
    await newParagraph(page);
    await page.keyboard.type('thanks @sam!');
    await expect(editor.locator('.lhm-mention')).toHaveText(['@maria', '@sam']);
    await expect(mentions.getByRole('listitem')).toHaveText(['@maria', '@sam']);
  });
});

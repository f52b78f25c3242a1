import {expect, test, type Page} from '@playwright/test';
import {typeKeyAndEnterInOneTask} from '../support/galleryExample';

const slug = 'chat-input';

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The standalone preview serves no favicon; the site does.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
  });
  return errors;
}

test.describe('gallery: chat input', () => {
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
    return {
      example,
      editor: example.getByRole('textbox', {name: 'Message'}),
      messages: example.getByRole('list', {name: 'Messages'}).getByRole('listitem'),
      count: example.getByTestId('character-count'),
      send: example.getByRole('button', {name: 'Send'}),
    };
  };

  test('Enter sends the message and empties the editor; the counter follows the text', async ({page}) => {
    const {editor, messages, count, send} = parts(page);
    await expect(messages).toHaveCount(1);
    await expect(count).toHaveText('280 characters left');
    await expect(send).toBeDisabled();

    await editor.click();
    await page.keyboard.type('hello');
    await expect(count).toHaveText('275 characters left');
    await expect(send).toBeEnabled();

    await page.keyboard.press('Enter');
    await expect(messages).toHaveCount(2);
    await expect(messages.last()).toContainText('You');
    await expect(messages.last().locator('p')).toHaveText('hello');
    await expect(editor).toHaveText('');
    await expect(count).toHaveText('280 characters left');

    // The Send button does the same as Enter.
    await page.keyboard.type('second');
    await send.click();
    await expect(messages).toHaveCount(3);
    await expect(messages.last().locator('p')).toHaveText('second');
  });

  test('Shift+Enter breaks the line, and the sent message keeps both lines', async ({page}) => {
    const {editor, messages} = parts(page);
    await editor.click();
    await page.keyboard.type('line one');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('line two');
    await expect(editor.locator('br')).toHaveCount(1);
    expect(await editor.innerText()).toBe('line one\nline two');
    await expect(messages).toHaveCount(1);

    await page.keyboard.press('Enter');
    await expect(messages).toHaveCount(2);
    expect(await messages.last().locator('p').innerText()).toBe('line one\nline two');
  });

  test('"@al" opens the people menu and choosing a person inserts a mention', async ({page}) => {
    const {example, editor, messages, count} = parts(page);
    await editor.click();
    await page.keyboard.type('hi @al');
    const options = example.getByRole('option');
    await expect(options).toHaveText(['Alice Chen', 'Alan Kay']);
    await options.filter({hasText: 'Alice Chen'}).click();

    const mention = editor.locator('.chat-input__mention');
    await expect(mention).toHaveText('@Alice Chen');
    await expect(options).toHaveCount(0);
    // "hi @Alice Chen " is 15 characters.
    await expect(count).toHaveText('265 characters left');

    // Enter with no menu open sends; the mention stays a mention in the list.
    await page.keyboard.type('welcome');
    await page.keyboard.press('Enter');
    await expect(messages).toHaveCount(2);
    await expect(messages.last().locator('p')).toHaveText('hi @Alice Chen welcome');
    await expect(messages.last().locator('.chat-input__mention')).toHaveText('@Alice Chen');
  });

  test('Enter picks the highlighted option while a menu is open, and ":" offers emoji', async ({page}) => {
    const {example, editor, messages} = parts(page);
    await editor.click();
    await page.keyboard.type('@car');
    await expect(example.getByRole('option')).toHaveText(['Carmen Ruiz']);
    await page.keyboard.press('Enter');
    await expect(editor.locator('.chat-input__mention')).toHaveText('@Carmen Ruiz');
    await expect(messages).toHaveCount(1);

    // At a reader's pace: keys sent all at once can arrive before the menu has closed after the pick.
    await page.keyboard.type(':roc', {delay: 60});
    await expect(example.getByRole('option')).toHaveText(['🚀 :rocket:']);
    await page.keyboard.press('Enter');
    await expect(editor).toHaveText('@Carmen Ruiz 🚀');
    await expect(messages).toHaveCount(1);
  });

  test('Enter picks from the whole query when the menu has not caught up with the last key', async ({page}) => {
    const {example, editor, messages} = parts(page);
    await editor.click();
    await page.keyboard.type('@ca');
    await expect(example.getByRole('option')).toHaveText(['Carmen Ruiz']);
    await typeKeyAndEnterInOneTask(editor, 'r');
    await expect(editor.locator('.chat-input__mention')).toHaveText('@Carmen Ruiz');
    await expect(editor).toHaveText('@Carmen Ruiz ');
    await expect(example.getByRole('option')).toHaveCount(0);

    // At a reader's pace, as in the test above: keys sent all at once can beat the closing of the menu.
    await page.keyboard.type(':ro', {delay: 60});
    await expect(example.getByRole('option')).toHaveText(['🚀 :rocket:']);
    await typeKeyAndEnterInOneTask(editor, 'c');
    await expect(editor).toHaveText('@Carmen Ruiz 🚀');
    await expect(messages).toHaveCount(1);
  });

  test('text past 280 characters is flagged and cannot be sent', async ({page}) => {
    const {editor, messages, count, send} = parts(page);
    await editor.click();
    await page.keyboard.insertText('x'.repeat(290));
    await expect(count).toHaveText('10 over the limit');
    await expect(editor.locator('.chat-input__overflow')).toHaveText('x'.repeat(10));
    await expect(send).toBeDisabled();
    await page.keyboard.press('Enter');
    await expect(messages).toHaveCount(1);

    for (let i = 0; i < 10; i += 1) await page.keyboard.press('Backspace');
    await expect(count).toHaveText('0 characters left');
    await expect(editor.locator('.chat-input__overflow')).toHaveCount(0);
    await expect(send).toBeEnabled();
  });
});

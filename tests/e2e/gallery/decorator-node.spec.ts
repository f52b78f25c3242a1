import {expect, test, type Page} from '@playwright/test';

const slug = 'decorator-node';

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The standalone preview serves no favicon; the site does.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
  });
  return errors;
}

test.describe('gallery: decorator node', () => {
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
    const toolbar = example.getByRole('toolbar', {name: 'Insert'});
    return {
      example,
      editor: example.getByRole('textbox', {name: 'Notes with polls'}),
      insertPoll: toolbar.getByRole('button', {name: 'Insert poll'}),
      insertDivider: toolbar.getByRole('button', {name: 'Insert divider'}),
      reload: toolbar.getByRole('button', {name: 'Reload from JSON'}),
    };
  };

  /** Puts the caret at the end of the document. */
  async function caretAtEnd(page: Page): Promise<void> {
    await parts(page).editor.locator('p').first().click();
    await page.keyboard.press('ControlOrMeta+End');
  }

  test('a poll is inserted, votes count up and stay in the editor state', async ({page}) => {
    const {example, editor, insertPoll, reload} = parts(page);
    await caretAtEnd(page);
    await insertPoll.click();

    const poll = editor.getByRole('group', {name: 'Poll: Where should the team lunch be?'});
    await expect(poll).toBeVisible();
    const votes = poll.getByTestId('votes');
    await expect(votes).toHaveText(['0 votes', '0 votes', '0 votes']);

    await poll.getByRole('button', {name: 'Vote for Taco truck'}).click();
    await expect(votes).toHaveText(['0 votes', '1 vote', '0 votes']);
    await poll.getByRole('button', {name: 'Vote for Taco truck'}).click();
    await poll.getByRole('button', {name: 'Vote for Noodle bar'}).click();
    await expect(votes).toHaveText(['1 vote', '2 votes', '0 votes']);
    await expect(poll).toContainText('3 votes in total');

    // Another edit elsewhere in the document redraws the editor; the counts come from the node and stay.
    await caretAtEnd(page);
    await page.keyboard.type('Decided by vote.');
    await expect(editor.locator('p').last()).toHaveText('Decided by vote.');
    await expect(votes).toHaveText(['1 vote', '2 votes', '0 votes']);

    // The serialized node carries the votes (exportJSON)...
    await example.getByText('Poll JSON in the editor state').click();
    const json = JSON.parse((await example.getByTestId('poll-json').textContent()) ?? '[]');
    expect(json).toEqual([
      {
        type: 'poll',
        version: 1,
        question: 'Where should the team lunch be?',
        options: [
          {id: 'option-1', text: 'Noodle bar', votes: 1},
          {id: 'option-2', text: 'Taco truck', votes: 2},
          {id: 'option-3', text: 'Picnic in the park', votes: 0},
        ],
      },
    ]);

    // ...and a state rebuilt from that JSON (importJSON) draws the same poll.
    await reload.click();
    await expect(editor.getByRole('group', {name: 'Poll: Where should the team lunch be?'})).toHaveCount(1);
    await expect(editor.getByTestId('votes')).toHaveText(['1 vote', '2 votes', '0 votes']);
    await expect(editor.locator('p').last()).toHaveText('Decided by vote.');
  });

  test('"Insert divider" adds an <hr> to the document', async ({page}) => {
    const {editor, insertDivider, insertPoll} = parts(page);
    await caretAtEnd(page);
    await expect(editor.locator('hr')).toHaveCount(0);
    await insertDivider.click();
    await expect(editor.locator('hr')).toHaveCount(1);

    // A second poll gets the next question of the list.
    await insertPoll.click();
    await insertPoll.click();
    await expect(editor.getByRole('group')).toHaveCount(2);
    await expect(editor.getByRole('group', {name: 'Poll: Which day suits the retro?'})).toBeVisible();
  });
});

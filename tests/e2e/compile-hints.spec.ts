/** The entry scripts every page runs carry V8's compile hint as their first line; route chunks stay lazily compiled. */
import {expect, test} from '@playwright/test';
import {compileHintComment} from '../../plugins/speed/compile-hints';
import {waitForHydration} from './support/site';

test("main.js and the runtime start with V8's compile hint, and no route chunk does", async ({page}) => {
  const scripts: Promise<[string, string]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const file = new URL(response.url()).pathname;
    scripts.push(response.text().then((body) => [file, body]));
  });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const bodies = await Promise.all(scripts);
  const entry = bodies.filter(([file]) => /\/(main|runtime~main)\.[0-9a-f]{8}\.js$/.test(file));
  expect(entry.map(([file]) => file.replace(/\.[0-9a-f]{8}\.js$/, ''))).toEqual(
    expect.arrayContaining(['/assets/js/runtime~main', '/assets/js/main']),
  );
  for (const [file, body] of entry) expect(body.startsWith(`${compileHintComment}\n`), file).toBe(true);
  const chunks = bodies.filter(([file]) => !entry.some(([entryFile]) => entryFile === file));
  expect(chunks.length).toBeGreaterThan(0);
  for (const [file, body] of chunks) expect(body, file).not.toContain(compileHintComment);
});

import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {globSync} from 'tinyglobby';
import {expectNotNotFound, repoRoot, waitForHydration} from './support/site';

/**
 * Every lexical.dev link the installed Lexical packages print or ship (READMEs,
 * doc comments in declarations and sources, URLs in the bundles) must resolve
 * in this site: to a page, and when the link has an anchor, to that section
 * (possibly through a redirect).
 */
const linkPattern = /https:\/\/lexical\.dev\/[^\s)'"`>\]]*/g;

function packagedLinks(): Map<string, string[]> {
  const nodeModules = path.join(repoRoot, 'node_modules');
  const files = globSync(
    ['lexical/**/*.{md,ts,tsx,js,mjs,cjs,json,flow}', '@lexical/*/**/*.{md,ts,tsx,js,mjs,cjs,json,flow}'],
    {
      cwd: nodeModules,
      ignore: ['**/node_modules/**'],
    },
  );
  const links = new Map<string, string[]>();
  for (const file of files) {
    for (const [match] of fs.readFileSync(path.join(nodeModules, file), 'utf8').matchAll(linkPattern)) {
      // Sentence punctuation after a link in prose is not part of it.
      const link = match.replace(/[.,;:]+$/, '');
      links.set(link, [...(links.get(link) ?? []), file]);
    }
  }
  return links;
}

const links = packagedLinks();

test('the installed packages link to lexical.dev', () => {
  const occurrences = [...links.values()].reduce((sum, files) => sum + files.length, 0);
  console.info(`${occurrences} lexical.dev links in the installed packages, ${links.size} distinct`);
  expect(links.size).toBeGreaterThan(20);
});

for (const [link, files] of [...links].sort(([a], [b]) => a.localeCompare(b))) {
  const {pathname, search, hash} = new URL(link);
  const sitePath = `${pathname}${search}${hash}`;

  test(`${sitePath} resolves (linked from ${files[0]}${files.length > 1 ? ` and ${files.length - 1} more` : ''})`, async ({
    page,
    request,
  }) => {
    if (/\.(svg|png|jpe?g|ico)$/.test(pathname)) {
      const response = await request.get(sitePath);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\//);
      return;
    }
    // A redirect page moves on before it has loaded: wait for the page of the site it leads to.
    await page.goto(sitePath, {waitUntil: 'commit'});
    await waitForHydration(page);
    await expectNotNotFound(page);
    if (hash) {
      const landsOnElement = () =>
        page
          .evaluate(() => Boolean(document.getElementById(decodeURIComponent(location.hash.slice(1)))))
          .catch(() => false); // the anchor redirect may be loading another page
      await expect
        .poll(landsOnElement, {message: `${sitePath} lands on ${page.url()} without that element`})
        .toBe(true);
    }
  });
}

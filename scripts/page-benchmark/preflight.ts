import {chromium} from '@playwright/test';

/**
 * Why each page would give figures that mean nothing: a page that throws during start-up and never hydrates runs
 * less JavaScript and scores better than a working one. Loads every URL once and reports the pages that logged an
 * error or did not hydrate (Docusaurus sets `data-has-hydrated` on <html> once it has).
 */
export async function brokenPages(urls: readonly string[], executablePath: string): Promise<string[]> {
  const browser = await chromium.launch({executablePath});
  const problems: string[] = [];
  try {
    for (const url of urls) {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      try {
        await page.goto(url, {waitUntil: 'load'});
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 15_000});
      } catch {
        errors.push('did not hydrate within 15 s');
      } finally {
        await page.close();
      }
      if (errors.length > 0) problems.push(`${url}: ${errors[0]!.split('\n')[0]}`);
    }
  } finally {
    await browser.close();
  }
  return problems;
}

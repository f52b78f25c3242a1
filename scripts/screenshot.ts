/**
 * Screenshots pages of a running site in light and dark mode at desktop and
 * phone widths, for looking at what we build.
 * Usage: npx tsx scripts/screenshot.ts http://127.0.0.1:4173 /path-a /path-b ... [--out dir]
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const outDir = outIndex >= 0 ? args.splice(outIndex, 2)[1] : '/tmp/shots';
  const [origin, ...paths] = args;
  if (!origin || paths.length === 0) {
    throw new Error('usage: screenshot.ts ORIGIN PATH... [--out DIR]');
  }
  fs.mkdirSync(outDir, {recursive: true});
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({viewport: {width, height: width > 500 ? 900 : 844}});
      await context.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      for (const p of paths) {
        await page.goto(origin + p, {waitUntil: 'networkidle'});
        const name = `${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${theme}-${width}.png`;
        await page.screenshot({path: path.join(outDir, name), fullPage: process.env.FULL === '1'});
        console.log(path.join(outDir, name));
      }
      await context.close();
    }
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

/**
 * Takes the picture of each gallery example that /gallery shows on its card: the running example on its page of
 * the production build, in the light theme, as a JPEG at most 640×400 in static/img/gallery/<slug>.jpg. Also measures
 * the height of each running example on a phone and on a desktop screen (static/img/gallery/heights.json), which its
 * page reserves while the example loads, so that nothing below it moves; and keeps the markup of each started example
 * (static/img/gallery/first-frames.json), which its page's HTML shows until the example's code has run. Run after a
 * build whenever an example's look changes, and commit what it writes:
 *
 *   npm run build && npm run gallery:pictures
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {startBuildServer} from './serve-build/server';
import {boxHeightsFile, firstFramesFile, stillFrame, type BoxHeights} from '../plugins/gallery/types';

const siteDir = path.resolve(__dirname, '..');
const outDir = path.join(siteDir, 'static/img/gallery');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function main(): Promise<void> {
  const slugs = fs
    .readdirSync(path.join(siteDir, 'gallery'), {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const server = await startBuildServer({dir: path.join(siteDir, 'build'), port: 0, host: '127.0.0.1'});
  const {port} = server.address() as {port: number};
  const browser = await chromium.launch({executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu']});
  fs.mkdirSync(outDir, {recursive: true});
  try {
    // The example laid out at desktop width (960 px of it), pictured at two thirds: a 640×400 card picture.
    const page = await browser.newPage({viewport: {width: 1280, height: 1000}, deviceScaleFactor: 2 / 3});
    for (const slug of slugs) {
      await page.goto(`http://127.0.0.1:${port}/gallery/${slug}`);
      const box = page.locator(`[data-gallery-example="${slug}"]`);
      await box.locator('[data-gallery-status="ready"], [contenteditable], iframe').first().waitFor({timeout: 30_000});
      await page.waitForTimeout(1500);
      const bounds = await box.boundingBox();
      if (!bounds) throw new Error(`${slug}: the example's box is not on the page`);
      const width = Math.min(bounds.width, 960);
      await page.screenshot({
        path: path.join(outDir, `${slug}.jpg`),
        type: 'jpeg',
        quality: 70,
        // The box only: a short example is pictured whole (its card crops the picture to 16:10 from the top).
        clip: {x: bounds.x, y: bounds.y, width, height: Math.min(bounds.height, (width * 10) / 16)},
        scale: 'device',
      });
      console.log(`static/img/gallery/${slug}.jpg`);
    }
    const heights: Record<string, BoxHeights> = {};
    const frames: Record<string, string> = {};
    for (const [kind, width] of [
      ['narrow', 412],
      ['wide', 1280],
    ] as const) {
      const measuring = await browser.newPage({viewport: {width, height: 900}});
      for (const slug of slugs) {
        await measuring.goto(`http://127.0.0.1:${port}/gallery/${slug}`);
        const box = measuring.locator(`[data-gallery-example="${slug}"][data-gallery-status="ready"]`);
        await box.waitFor({timeout: 30_000});
        await measuring.waitForTimeout(1000);
        const height = await box.evaluate((element) => Math.ceil(element.getBoundingClientRect().height));
        heights[slug] = {...heights[slug]!, [kind]: height};
        if (kind === 'wide') {
          const html = await box.evaluate((element) =>
            element.querySelector('iframe, canvas, object, embed') ||
            Array.from(element.querySelectorAll('*')).some((node) => node.shadowRoot)
              ? null
              : element.innerHTML,
          );
          if (html !== null) frames[slug] = stillFrame(html);
        }
      }
      await measuring.close();
    }
    fs.writeFileSync(path.join(siteDir, boxHeightsFile), `${JSON.stringify(heights, null, 2)}\n`);
    console.log(boxHeightsFile);
    fs.writeFileSync(path.join(siteDir, firstFramesFile), `${JSON.stringify(frames, null, 2)}\n`);
    console.log(firstFramesFile);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

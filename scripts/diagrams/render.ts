/**
 * Renders every mermaid block of docs/ and blog/ to static/diagrams/<hash>.light.svg and
 * <hash>.dark.svg with the installed Mermaid, in Chromium, so readers get plain images and no
 * Mermaid JavaScript. Files of diagrams that no page has any more are deleted. The remark plugin
 * (plugins/mermaid-svg) fails the build when a diagram has no current files.
 * Usage: npm run diagrams [-- --force]   (--force renders files that already exist again)
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Browser} from 'playwright-core';
import {
  accessibilityOf,
  collectDiagrams,
  diagramFileName,
  diagramsDir,
  mermaidVersion,
  renderSettings,
  siteDir,
  svgSize,
  variants,
  type PageDiagram,
  type VariantSettings,
} from '../../plugins/mermaid-svg/diagrams';

const mermaidBundle = path.join(siteDir, 'node_modules/mermaid/dist/mermaid.min.js');

interface RenderJob {
  hash: string;
  source: string;
}

/** Renders the jobs in one page of the browser, with one variant's settings. */
async function renderVariant(
  browser: Browser,
  settings: VariantSettings,
  jobs: RenderJob[],
): Promise<Array<{svg?: string; error?: string}>> {
  const page = await browser.newPage();
  try {
    await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
    await page.addScriptTag({path: mermaidBundle});
    return await page.evaluate(
      async ({settings, jobs}) => {
        type Mermaid = {
          initialize(config: unknown): void;
          render(id: string, text: string): Promise<{svg: string}>;
        };
        const mermaid = (window as unknown as {mermaid: Mermaid}).mermaid;
        mermaid.initialize(settings.mermaid);
        const results: Array<{svg?: string; error?: string}> = [];
        for (const job of jobs) {
          try {
            const {svg} = await mermaid.render(`diagram-${job.hash}`, job.source);
            const root = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
            if (root.nodeName !== 'svg') {
              throw new Error(`Mermaid's output is not well-formed SVG: ${root.textContent}`);
            }
            // Fixed pixel size from the drawing's own box: the page gives the <img> the same
            // width and height, and scales it down with CSS where the column is narrower.
            const [, , width, height] = (root.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
            root.setAttribute('width', String(Math.ceil(width)));
            root.setAttribute('height', String(Math.ceil(height)));
            root.removeAttribute('style');
            // The page's background, so the file opened on its own looks as it does on the page.
            root.setAttribute('style', `background-color: ${settings.background}`);
            results.push({svg: new XMLSerializer().serializeToString(root)});
          } catch (error) {
            results.push({error: error instanceof Error ? error.message : String(error)});
          }
        }
        return results;
      },
      {settings, jobs},
    );
  } finally {
    await page.close();
  }
}

/** svgo if it is installed (Docusaurus ships it), keeping what the page and assistive technology need. */
async function optimizer(): Promise<(svg: string) => string> {
  try {
    const {optimize} = await import('svgo');
    return (svg) =>
      optimize(svg, {
        multipass: true,
        plugins: [
          {
            name: 'preset-default',
            params: {
              overrides: {
                // The <img> takes its size from width/height; the viewBox keeps it scalable.
                removeViewBox: false,
                // <title> and <desc> carry accTitle and accDescr.
                removeTitle: false,
                removeDesc: false,
                removeUnknownsAndDefaults: {keepRoleAttr: true, keepAriaAttrs: true},
                // Mermaid's styles select `rect` and `polygon`: shapes turned into paths lose them.
                convertShapeToPath: false,
              },
            },
          },
        ],
      }).data;
  } catch {
    console.warn('svgo is not installed: writing the SVGs unoptimized');
    return (svg) => svg;
  }
}

/** The hashes name the pinned version: rendering with another one would file its output under the wrong name. */
function checkInstalledMermaid(): string {
  const pinned = mermaidVersion();
  const installed = (
    JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules/mermaid/package.json'), 'utf8')) as {version: string}
  ).version;
  if (installed !== pinned) {
    throw new Error(`package.json pins mermaid ${pinned} but ${installed} is installed: run npm install first`);
  }
  return pinned;
}

async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  const diagrams = collectDiagrams(checkInstalledMermaid());
  const problems: string[] = [];
  for (const diagram of diagrams) {
    const {title, description} = accessibilityOf(diagram.source);
    if (!title || !description) {
      problems.push(`${diagram.file}:${diagram.line}: the diagram needs an accTitle: and an accDescr: line`);
    }
  }

  const unique = new Map<string, PageDiagram>(diagrams.map((diagram) => [diagram.hash, diagram]));
  const wanted = new Set([...unique.keys()].flatMap((hash) => variants.map((v) => diagramFileName(hash, v))));
  fs.mkdirSync(diagramsDir, {recursive: true});
  const toRender = [...unique.values()].filter(
    (diagram) =>
      force || variants.some((v) => !fs.existsSync(path.join(diagramsDir, diagramFileName(diagram.hash, v)))),
  );

  if (toRender.length > 0) {
    const optimize = await optimizer();
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      for (const variant of variants) {
        const results = await renderVariant(
          browser,
          renderSettings[variant],
          toRender.map(({hash, source}) => ({hash, source})),
        );
        results.forEach((result, index) => {
          const diagram = toRender[index];
          if (result.error !== undefined || result.svg === undefined) {
            problems.push(`${diagram.file}:${diagram.line}: Mermaid cannot render it (${variant}): ${result.error}`);
            return;
          }
          const svg = optimize(result.svg);
          if (!svgSize(svg)) {
            problems.push(`${diagram.file}:${diagram.line}: the ${variant} SVG has no width and height`);
            return;
          }
          fs.writeFileSync(path.join(diagramsDir, diagramFileName(diagram.hash, variant)), svg);
        });
      }
    } finally {
      await browser.close();
    }
  }

  const stale = fs.readdirSync(diagramsDir).filter((name) => !wanted.has(name));
  for (const name of stale) {
    fs.rmSync(path.join(diagramsDir, name));
  }

  for (const problem of problems) {
    console.error(problem);
  }
  const bytes = [...wanted].reduce(
    (sum, name) => sum + (fs.statSync(path.join(diagramsDir, name), {throwIfNoEntry: false})?.size ?? 0),
    0,
  );
  console.log(
    `${diagrams.length} diagrams (${unique.size} distinct): ${toRender.length} rendered, ` +
      `${stale.length} stale files deleted, ${wanted.size} files, ${(bytes / 1024).toFixed(1)} KiB in ${path.relative(siteDir, diagramsDir)}`,
  );
  if (problems.length > 0) {
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

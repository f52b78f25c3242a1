/**
 * gallery: complete example editors, each on its own page (/gallery/<slug>) where it runs, with its source file by
 * file and a button that opens it in StackBlitz; and /gallery, their cards. The examples are folders of the
 * `path` folder (see model.ts); their code is bundled from those files, so the running app, the listing and the
 * StackBlitz project are the same files.
 */
import path from 'node:path';
import fs from 'node:fs/promises';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadFreshModule, normalizeUrl} from '@docusaurus/utils';
import {appFile, readGallery, type GalleryExample} from './model';
import {validateOptions, type GalleryOptions} from './options';
import {boxHeightsFile, firstFramesFile, type BoxHeights} from './types';

export {DEFAULT_OPTIONS, validateOptions} from './options';
export type {GalleryOptions} from './options';

/** A card of /gallery: what the index page shows of an example. */
export interface GalleryCard {
  slug: string;
  title: string;
  summary: string;
  tags: readonly string[];
  packages: string[];
  permalink: string;
  picture: string;
}

/** What an example's page receives (route module `example`). */
export interface GalleryExamplePageData extends GalleryExample {
  permalink: string;
  indexPermalink: string;
  /** The running example's height in pixels on a phone and on a desktop screen, when measured (heights.json). */
  boxHeights?: BoxHeights;
  /** The started example's markup, shown still until its code has run, when recorded (first-frames.json). */
  firstFrame?: string;
}

/**
 * A slug-keyed file that `npm run gallery:pictures` writes (measured heights, first frames); empty when the file is
 * missing or unreadable, and the pages then do without.
 */
async function readRecorded<T>(siteDir: string, file: string): Promise<Record<string, T>> {
  try {
    return JSON.parse(await fs.readFile(path.join(siteDir, file), 'utf8')) as Record<string, T>;
  } catch {
    return {};
  }
}

async function installedVersion(siteDir: string, packageName: string): Promise<string> {
  const manifest = path.join(siteDir, 'node_modules', packageName, 'package.json');
  return (JSON.parse(await fs.readFile(manifest, 'utf8')) as {version: string}).version;
}

export function orderExamples(examples: GalleryExample[], featured: readonly string[]): GalleryExample[] {
  const rank = (slug: string) => (featured.includes(slug) ? featured.indexOf(slug) : featured.length);
  return [...examples].sort(
    (a, b) => rank(a.meta.slug) - rank(b.meta.slug) || a.meta.title.localeCompare(b.meta.title),
  );
}

export default function galleryPlugin(context: LoadContext, validatedOptions: unknown): Plugin<unknown> {
  const options = validatedOptions as GalleryOptions;
  const galleryDir = path.resolve(context.siteDir, options.path);
  const indexPermalink = normalizeUrl([context.baseUrl, options.routeBasePath]);
  return {
    name: 'gallery',
    getPathsToWatch() {
      return [`${galleryDir}/**/*.{ts,tsx,css}`];
    },
    async loadContent() {
      const examples = await readGallery(galleryDir, loadFreshModule, (name) =>
        installedVersion(context.siteDir, name),
      );
      const unknown = options.featured.filter((slug) => !examples.some((example) => example.meta.slug === slug));
      if (unknown.length > 0) throw new Error(`gallery: featured examples not found: ${unknown.join(', ')}`);
      return orderExamples(examples, options.featured);
    },
    async contentLoaded({content, actions}) {
      const examples = content as GalleryExample[];
      const {createData, addRoute} = actions;
      const cards: GalleryCard[] = examples.map(({meta, packages}) => ({
        slug: meta.slug,
        title: meta.title,
        summary: meta.summary,
        tags: meta.tags,
        packages: Object.keys(packages).filter((name) => name !== 'react' && name !== 'react-dom'),
        permalink: normalizeUrl([indexPermalink, meta.slug]),
        picture: normalizeUrl([context.baseUrl, 'img/gallery', `${meta.slug}.jpg`]),
      }));
      addRoute({
        path: indexPermalink,
        exact: true,
        component: path.resolve(__dirname, 'theme/GalleryIndex/index.tsx'),
        modules: {cards: await createData('cards.json', JSON.stringify(cards))},
      });
      const heights = await readRecorded<BoxHeights>(context.siteDir, boxHeightsFile);
      const frames = await readRecorded<string>(context.siteDir, firstFramesFile);
      for (const example of examples) {
        const {slug} = example.meta;
        const data: GalleryExamplePageData = {
          ...example,
          permalink: normalizeUrl([indexPermalink, slug]),
          indexPermalink,
          ...(heights[slug] ? {boxHeights: heights[slug]} : {}),
          ...(typeof frames[slug] === 'string' ? {firstFrame: frames[slug]} : {}),
        };
        // The app is a chunk of its own, loaded by the page once it has rendered (see ExampleRunner).
        const loader = `export default function loadApp() {
  return import(/* webpackChunkName: "gallery-${slug}" */ ${JSON.stringify(path.join(galleryDir, slug, appFile))});
}
`;
        addRoute({
          path: data.permalink,
          exact: true,
          component: path.resolve(__dirname, 'theme/GalleryExample/index.tsx'),
          modules: {
            example: await createData(`example-${slug}.json`, JSON.stringify(data)),
            loadApp: await createData(`load-${slug}.js`, loader),
          },
        });
      }
    },
  };
}

galleryPlugin.validateOptions = validateOptions;

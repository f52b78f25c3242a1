/** What the gallery says of an example; its sources and packages are read from its folder. */
export interface GalleryExampleMeta {
  /** The folder's name and the page's address: /gallery/<slug>. */
  slug: string;
  title: string;
  /** One line for the card: what the example shows. */
  summary: string;
  tags: readonly GalleryTag[];
  /** What the example demonstrates, a few sentences each, shown on its page. */
  demonstrates: readonly string[];
  /** The APIs it uses that a reader should look up: the export's name and its API reference page. */
  apis: readonly {name: string; href: string}[];
}

export const galleryTags = [
  'rich text',
  'plain text',
  'toolbar',
  'menus',
  'markdown',
  'tables',
  'code',
  'collaboration',
  'custom nodes',
  'links',
  'serialization',
  'extensions',
  'no react',
  'embedding',
  'import',
] as const;

export type GalleryTag = (typeof galleryTags)[number];

/** A running example's height in pixels on a phone (412 px wide) and on a desktop screen (1280 px). */
export interface BoxHeights {
  narrow: number;
  wide: number;
}

/** Where `npm run gallery:pictures` writes each example's measured heights (slug → BoxHeights), from the site. */
export const boxHeightsFile = 'static/img/gallery/heights.json';

/**
 * Where `npm run gallery:pictures` writes each example's first frame (slug → HTML, see `stillFrame`), from the site.
 * An example whose box holds what HTML cannot carry (an iframe, a canvas, a shadow root) has none.
 */
export const firstFramesFile = 'static/img/gallery/first-frames.json';

/**
 * A running example's box contents (its `innerHTML`) made into a still frame that its page's HTML can show while the
 * example's code downloads: the same elements, with nothing left editable, so that nothing typed into it is lost.
 */
export function stillFrame(boxHtml: string): string {
  return boxHtml.replace(/\scontenteditable="[^"]*"/g, '');
}

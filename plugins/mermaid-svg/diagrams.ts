/**
 * What the render script (scripts/diagrams/render.ts), remark/mermaid-svg and the
 * tests share: where diagram sources are, how they are found in a page, the render settings,
 * and the file name each rendered variant gets. The name hashes the source and the settings,
 * so an edited diagram (or a new Mermaid version or palette) has no file until it is rendered.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import fastGlob from 'fast-glob';

export const siteDir = path.resolve(__dirname, '../..');

/** Folders (relative to the site) whose Markdown may hold mermaid blocks. */
export const sourceDirs = ['docs', 'blog'] as const;

/** Where the rendered SVGs live: served from the site root at `diagramsUrlPath`. */
export const diagramsDir = path.join(siteDir, 'static', 'diagrams');
export const diagramsUrlPath = '/diagrams';

/** The site's font stack (--ifm-font-family-base in src/css/custom.css). */
const fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, Cantarell, 'Noto Sans', sans-serif";

export type Variant = 'light' | 'dark';
export const variants: readonly Variant[] = ['light', 'dark'];

export interface VariantSettings {
  /** The page background in this color mode (Infima's), painted behind the diagram. */
  background: string;
  /** Passed to mermaid.initialize(). */
  mermaid: Record<string, unknown>;
}

/**
 * Mermaid's `base` theme, the only one whose colors can all be set. Labels are SVG text (htmlLabels off): an SVG shown through <img> must not depend on HTML
 * inside foreignObject. The primary colors are the site's (--ifm-color-primary); every text
 * color is at least 4.5:1 against the fill behind it and the page background.
 */
const common = {
  startOnLoad: false,
  securityLevel: 'strict',
  fontFamily,
  // Lines break only where the source has <br/>, never inside a word.
  flowchart: {htmlLabels: false, useMaxWidth: false, wrappingWidth: 1000},
  sequence: {useMaxWidth: false},
  htmlLabels: false,
  markdownAutoWrap: false,
  // Some shapes are drawn by rough.js even in the classic look: a fixed seed keeps the files
  // byte-identical from one run to the next.
  handDrawnSeed: 1,
};

export const renderSettings: Record<Variant, VariantSettings> = {
  light: {
    background: '#ffffff',
    mermaid: {
      ...common,
      theme: 'base',
      themeVariables: {
        fontFamily,
        primaryColor: '#e8f0fb',
        primaryBorderColor: '#1360c4',
        primaryTextColor: '#1c1e21',
        lineColor: '#4a5563',
        textColor: '#1c1e21',
        edgeLabelBackground: '#ffffff',
        clusterBkg: '#f5f7fa',
        clusterBorder: '#8a96a6',
        actorBkg: '#e8f0fb',
        actorBorder: '#1360c4',
        actorTextColor: '#1c1e21',
        signalColor: '#1c1e21',
        signalTextColor: '#1c1e21',
        labelTextColor: '#1c1e21',
        noteBkgColor: '#fff5ad',
        noteTextColor: '#1c1e21',
        sequenceNumberColor: '#ffffff',
      },
    },
  },
  dark: {
    background: '#1b1b1d',
    mermaid: {
      ...common,
      theme: 'base',
      themeVariables: {
        darkMode: true,
        fontFamily,
        background: '#1b1b1d',
        primaryColor: '#1f2a3a',
        primaryBorderColor: '#6cb2ff',
        primaryTextColor: '#e3e3e3',
        lineColor: '#b8c2cf',
        textColor: '#e3e3e3',
        edgeLabelBackground: '#1b1b1d',
        clusterBkg: '#242526',
        clusterBorder: '#6b7585',
        actorBkg: '#1f2a3a',
        actorBorder: '#6cb2ff',
        actorTextColor: '#e3e3e3',
        actorLineColor: '#b8c2cf',
        signalColor: '#e3e3e3',
        signalTextColor: '#e3e3e3',
        labelBoxBkgColor: '#1f2a3a',
        labelTextColor: '#e3e3e3',
        loopTextColor: '#e3e3e3',
        noteBkgColor: '#3b3520',
        noteBorderColor: '#b8a35a',
        noteTextColor: '#e3e3e3',
        sequenceNumberColor: '#1b1b1d',
      },
    },
  },
};

/** The Mermaid version the site pins (devDependencies), part of every hash. */
export function mermaidVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
    devDependencies?: Record<string, string>;
  };
  const version = manifest.devDependencies?.mermaid;
  if (!version) {
    throw new Error('mermaid-svg: package.json has no devDependencies.mermaid (the renderer of static/diagrams)');
  }
  return version;
}

/** The hash naming both variants of a diagram: its source, the render settings and the Mermaid version. */
export function diagramHash(source: string, version: string = mermaidVersion()): string {
  return createHash('sha256').update(JSON.stringify({source, renderSettings, version})).digest('hex').slice(0, 16);
}

export function diagramFileName(hash: string, variant: Variant): string {
  return `${hash}.${variant}.svg`;
}

export interface MermaidBlock {
  /** The fence's content, as the Markdown parser gives it (the `value` of an mdast code node). */
  source: string;
  /** 1-based line of the opening fence. */
  line: number;
}

/** Mermaid fences at the start of a line, as the site writes them (see README, "Diagrams"). */
const fencePattern = /^```mermaid[^\S\n]*\n([\s\S]*?)\n?^```[^\S\n]*$/gm;

export function findMermaidBlocks(markdown: string): MermaidBlock[] {
  return [...markdown.matchAll(fencePattern)].map((match) => ({
    source: match[1],
    line: markdown.slice(0, match.index).split('\n').length,
  }));
}

export interface Accessibility {
  title: string;
  description: string;
}

/**
 * The one-line `accTitle:` and `accDescr:` of a diagram (Mermaid's syntax): Mermaid writes them
 * into the SVG's <title> and <desc>, and the page uses them as the image's alt text.
 */
export function accessibilityOf(source: string): Partial<Accessibility> {
  const line = (keyword: string) => new RegExp(`^\\s*${keyword}\\s*:\\s*(.+?)\\s*$`, 'm').exec(source)?.[1];
  return {title: line('accTitle'), description: line('accDescr')};
}

/** Alt text of a diagram's images: its title, then what it shows. */
export function altText({title, description}: Accessibility): string {
  return `${title.replace(/[.:]$/, '')}: ${description}`;
}

/** Width and height of a rendered SVG (its root element's attributes, in CSS pixels). */
export function svgSize(svg: string): {width: number; height: number} | undefined {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="([\d.]+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="([\d.]+)"/.exec(root)?.[1]);
  return width > 0 && height > 0 ? {width, height} : undefined;
}

export interface PageDiagram extends MermaidBlock {
  /** The Markdown file, relative to the site. */
  file: string;
  hash: string;
}

/** Every mermaid block of every Markdown file under `sourceDirs`, in file order. */
export function collectDiagrams(version: string = mermaidVersion()): PageDiagram[] {
  const files = fastGlob
    .sync(
      sourceDirs.map((dir) => `${dir}/**/*.{md,mdx}`),
      {cwd: siteDir},
    )
    .sort();
  return files.flatMap((file) =>
    findMermaidBlocks(readFileSync(path.join(siteDir, file), 'utf8')).map((block) => ({
      ...block,
      file,
      hash: diagramHash(block.source, version),
    })),
  );
}

import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {globSync} from 'tinyglobby';
import {readGallery, type GalleryExample} from '../../plugins/gallery/model';
import {boxHeightsFile, firstFramesFile, stillFrame, type BoxHeights} from '../../plugins/gallery/types';
import {entryFile, importedPackages, openFileOf, stackblitzProject} from '../../plugins/gallery/stackblitz';
import {matchesFilter, readFilter, writeFilter} from '../../plugins/gallery/theme/GalleryIndex/filter';
import {orderExamples} from '../../plugins/gallery';

const siteDir = path.resolve(__dirname, '../..');
const galleryDir = path.join(siteDir, 'gallery');
const installed = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as {version: string})
    .version;
const examples: GalleryExample[] = await readGallery(
  galleryDir,
  (file) => import(file),
  async (name) => installed(name),
);

describe('gallery model', () => {
  it('reads the bare package of every import form', () => {
    const code = `import {a} from 'lexical';
import type {B} from '@lexical/react/LexicalComposer';
import './styles.css';
import * as Y from 'yjs';
export {c} from '@lexical/utils';
const later = () => import('@lexical/code-shiki');
import {d} from './local';`;
    expect(importedPackages(code)).toEqual([
      '@lexical/code-shiki',
      '@lexical/react',
      '@lexical/utils',
      'lexical',
      'yjs',
    ]);
  });

  it('has at least 14 examples, each with an App, a picture and its measured heights', () => {
    expect(examples.length).toBeGreaterThanOrEqual(14);
    const heights = JSON.parse(fs.readFileSync(path.join(siteDir, boxHeightsFile), 'utf8')) as Record<
      string,
      BoxHeights
    >;
    for (const {meta} of examples) {
      expect(heights[meta.slug]?.narrow, meta.slug).toBeGreaterThan(0);
      expect(heights[meta.slug]?.wide, meta.slug).toBeGreaterThan(0);
    }
    for (const {meta, files} of examples) {
      expect(files[0]!.name, meta.slug).toBe('App.tsx');
      expect(files.map((file) => file.name)).not.toContain('meta.ts');
      expect(fs.existsSync(path.join(siteDir, 'static/img/gallery', `${meta.slug}.jpg`)), meta.slug).toBe(true);
    }
  });

  it("scopes each example's CSS under one root class of its own, which no class of the site's theme shares", () => {
    // Docusaurus merges every chunk's CSS into the one stylesheet of every page: an example's rules reach all pages.
    const themeCss = [
      fs.readFileSync(path.join(siteDir, 'node_modules/infima/dist/css/default/default.css'), 'utf8'),
      ...globSync('node_modules/@docusaurus/theme-classic/lib/**/*.css', {cwd: siteDir}).map((file) =>
        fs.readFileSync(path.join(siteDir, file), 'utf8'),
      ),
      ...globSync('src/**/*.css', {cwd: siteDir}).map((file) => fs.readFileSync(path.join(siteDir, file), 'utf8')),
    ].join('\n');
    const themeClasses = new Set([...themeCss.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((match) => match[1]!));
    for (const {meta, files} of examples) {
      for (const {name, code} of files.filter((file) => file.name.endsWith('.css'))) {
        const rules = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@[^{]+\{/g, '');
        const selectors = [...rules.matchAll(/([^{}]+)\{/g)]
          .flatMap((match) => match[1]!.split(','))
          .map((selector) => selector.trim())
          .filter((selector) => selector && !/^(from|to|\d+%)$/.test(selector));
        // A rule for the site's dark theme (data-theme on <html>) is still under the root class.
        const roots = new Set(
          selectors
            .map((selector) => selector.replace(/^\[data-theme='dark'\]\s+/, ''))
            .map((selector) => /^\.([\w-]+)/.exec(selector)?.[1] ?? selector),
        );
        expect(roots.size, `${meta.slug}/${name}: ${[...roots].join(' ')}`).toBe(1);
        const [root] = roots;
        expect(themeClasses.has(root!), `${meta.slug}/${name}: .${root} is a class of the site's theme`).toBe(false);
      }
    }
  });

  it("uses no light-dark() in the site's CSS or an example's: the build's minifier makes it a color never set", () => {
    // Lightning CSS rewrites light-dark() for the older browsers the site supports into variables that only a literal
    // color-scheme declaration sets; the theme sets color-scheme through a variable, so those colors come out unset.
    const sources = globSync(['src/**/*.css', 'lib/**/*.css', 'plugins/**/*.css', 'gallery/**/*.css'], {cwd: siteDir});
    expect(sources.length).toBeGreaterThan(20);
    const rules = (file: string) => fs.readFileSync(path.join(siteDir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const using = sources.filter((file) => /light-dark\(/.test(rules(file)));
    expect(using).toEqual([]);
  });

  it('lists featured examples first, the rest by title', () => {
    const ordered = orderExamples(examples, [examples.at(-1)!.meta.slug]);
    expect(ordered[0]!.meta.slug).toBe(examples.at(-1)!.meta.slug);
    const rest = ordered.slice(1).map((example) => example.meta.title);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
  });
});

describe('gallery first frames', () => {
  it('leaves nothing editable in a still frame, whatever the attribute says', () => {
    expect(
      stillFrame(
        '<div class="a" contenteditable="true" role="textbox"><p>x</p><span contenteditable="false">y</span></div>' +
          '<div contenteditable="plaintext-only"></div><div contenteditable=""></div>',
      ),
    ).toBe('<div class="a" role="textbox"><p>x</p><span>y</span></div><div></div><div></div>');
  });

  it('has a frame for each example whose box HTML can carry, and none for another', () => {
    const frames = JSON.parse(fs.readFileSync(path.join(siteDir, firstFramesFile), 'utf8')) as Record<string, string>;
    const slugs = examples.map(({meta}) => meta.slug);
    expect(Object.keys(frames).every((slug) => slugs.includes(slug))).toBe(true);
    // Only the example that runs editors in a shadow root and an iframe goes without.
    expect(slugs.filter((slug) => !(slug in frames))).toEqual(['shadow-dom-iframe']);
    for (const [slug, frame] of Object.entries(frames)) {
      expect(frame, slug).not.toMatch(/contenteditable/i);
      expect(frame, slug).toContain('data-lexical-editor="true"');
    }
  });
});

describe('gallery StackBlitz projects', () => {
  it.each(examples.map((example) => [example.meta.slug, example] as const))('%s', (_slug, example) => {
    const project = stackblitzProject({
      ...example.meta,
      files: example.files,
      packages: example.packages,
      start: 'component',
    });
    // The example's own files, unchanged, under src/.
    for (const file of example.files) expect(project.files[`src/${file.name}`]).toBe(file.code);
    for (const file of fs.readdirSync(path.join(galleryDir, example.meta.slug)).filter((name) => name !== 'meta.ts'))
      expect(Object.keys(project.files)).toContain(`src/${file}`);
    // The entry point exists, renders the app, and index.html loads it.
    expect(project.files[entryFile]).toContain("import App from './App'");
    expect(project.files['index.html']).toContain(`src="/${entryFile}"`);
    expect(project.files[openFileOf(example)]).toBe(example.files[0]!.code);
    // Every package the files import is pinned to the version installed here: Lexical's is the documented one.
    const manifest = JSON.parse(project.files['package.json']!) as {dependencies: Record<string, string>};
    const imported = new Set(example.files.flatMap((file) => importedPackages(file.code)));
    for (const name of imported) expect(manifest.dependencies[name], name).toBe(installed(name));
    expect(manifest.dependencies['react-dom']).toBe(installed('react-dom'));
    const lexical = Object.entries(manifest.dependencies).filter(
      ([name]) => name === 'lexical' || name.startsWith('@lexical/'),
    );
    expect(lexical.length).toBeGreaterThan(0);
    for (const [, version] of lexical) expect(version).toBe(installed('lexical'));
  });
});

describe('gallery filter', () => {
  const tags = ['tables', 'markdown', 'code'];
  it('reads a shared address, dropping what the gallery does not have', () => {
    expect(readFilter('?q=table&tag=tables&tag=nope&tag=tables', tags)).toEqual({query: 'table', tags: ['tables']});
    // A malformed escape is read as the browser reads it, never thrown.
    expect(readFilter('?q=%E0%A4%A&tag[]=x&tag=<script>', tags)).toEqual({query: '\ufffd%A', tags: []});
    expect(readFilter(`?q=${'a'.repeat(500)}`, tags).query).toHaveLength(100);
  });
  it('writes what it reads', () => {
    const filter = {query: 'merge cells', tags: ['tables', 'code']};
    expect(readFilter(writeFilter(filter), tags)).toEqual(filter);
    expect(writeFilter({query: ' ', tags: []})).toBe('');
  });
  it('matches every word and every tag', () => {
    const card = {title: 'Tables', summary: 'Merge cells', tags: ['tables'], packages: ['@lexical/table']};
    expect(matchesFilter(card, {query: 'merge TABLE', tags: ['tables']})).toBe(true);
    expect(matchesFilter(card, {query: '@lexical/table', tags: []})).toBe(true);
    expect(matchesFilter(card, {query: 'merge', tags: ['markdown']})).toBe(false);
    expect(matchesFilter(card, {query: 'yjs', tags: []})).toBe(false);
  });
});

/**
 * The gallery read from its folder: one folder per example, holding `App.tsx` (the whole app), the modules and
 * styles it imports, and `meta.ts` (what the gallery says of it). Node only: the plugin reads it at build time and
 * hands each page the data it shows.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import {importedPackages} from './stackblitz';
import {galleryTags, type GalleryExampleMeta} from './types';

export type {GalleryFile} from './stackblitz';
import type {GalleryFile} from './stackblitz';

export interface GalleryExample {
  meta: GalleryExampleMeta;
  /** Every file of the example but `meta.ts`, `App.tsx` first. */
  files: GalleryFile[];
  /**
   * The npm packages the files import, and `react` and `react-dom` (the entry renders the app with them), each with
   * the version installed here: what the StackBlitz project pins.
   */
  packages: Record<string, string>;
}

/** The file whose default export is the example's app. */
export const appFile = 'App.tsx';
const metaFile = 'meta.ts';
const sourceFile = /\.(tsx?|css)$/;

const metaSchema = Joi.object({
  slug: Joi.string()
    .pattern(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .required(),
  title: Joi.string().required(),
  summary: Joi.string().required(),
  tags: Joi.array()
    .items(Joi.string().valid(...galleryTags))
    .min(1)
    .required(),
  demonstrates: Joi.array().items(Joi.string()).min(1).required(),
  apis: Joi.array()
    .items(
      Joi.object({
        name: Joi.string().required(),
        href: Joi.string()
          .pattern(/^\/docs\/api\//)
          .required(),
      }),
    )
    .required(),
});

async function listFiles(folder: string, prefix = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(folder, prefix), {withFileTypes: true});
  const names = await Promise.all(
    entries.map(async (entry) => {
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return listFiles(folder, name);
      return sourceFile.test(entry.name) && name !== metaFile ? [name] : [];
    }),
  );
  return names.flat().sort((a, b) => Number(b === appFile) - Number(a === appFile) || a.localeCompare(b));
}

/**
 * Reads every example of the gallery folder. `loadMeta` loads a `meta.ts` (the plugin passes Docusaurus'
 * `loadFreshModule`); `installedVersion` tells the version of a package installed here.
 */
export async function readGallery(
  galleryDir: string,
  loadMeta: (file: string) => Promise<unknown>,
  installedVersion: (packageName: string) => Promise<string>,
): Promise<GalleryExample[]> {
  const folders = (await fs.readdir(galleryDir, {withFileTypes: true})).filter((entry) => entry.isDirectory());
  const examples = await Promise.all(
    folders.map(async ({name: slug}): Promise<GalleryExample> => {
      const folder = path.join(galleryDir, slug);
      const loaded = (await loadMeta(path.join(folder, metaFile))) as {meta?: unknown};
      const {error, value} = metaSchema.validate(loaded.meta, {abortEarly: false});
      if (error) throw new Error(`gallery/${slug}/${metaFile}: ${error.message}`);
      const meta = value as GalleryExampleMeta;
      if (meta.slug !== slug) throw new Error(`gallery/${slug}/${metaFile}: slug "${meta.slug}" is not "${slug}"`);
      const names = await listFiles(folder);
      if (names[0] !== appFile) throw new Error(`gallery/${slug} has no ${appFile}`);
      const files = await Promise.all(
        names.map(async (name) => ({name, code: await fs.readFile(path.join(folder, name), 'utf8')})),
      );
      const imported = files.flatMap(({code}) => importedPackages(code));
      const packageNames = [...new Set(['react', 'react-dom', ...imported])].sort();
      const versions = await Promise.all(packageNames.map(installedVersion));
      return {meta, files, packages: Object.fromEntries(packageNames.map((name, index) => [name, versions[index]!]))};
    }),
  );
  return examples.sort((a, b) => a.meta.title.localeCompare(b.meta.title));
}

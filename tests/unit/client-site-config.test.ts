/**
 * The browser's copy of the site config drops the fields only the build reads. Safe only while no client code reads
 * them: the installed Docusaurus' client and theme code and this site's own are scanned for a read of each field,
 * so an upgrade that starts reading one fails here and names the file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import {describe, expect, it} from 'vitest';
import type {DocusaurusConfig} from '@docusaurus/types';
import {generateSiteFiles} from '@docusaurus/core/lib/server/codegen/codegen.js';
import {buildOnlyFields, buildOnlyPrismFields, clientSiteConfig} from '../../plugins/speed/client-site-config';

const root = path.resolve(__dirname, '../..');

/** Code that runs in the browser: Docusaurus' client, theme and client-module files, and the site's own. */
const clientCodeGlobs = [
  'node_modules/@docusaurus/core/lib/client/**/*.js',
  'node_modules/@docusaurus/theme-*/lib/{theme,client,hooks,utils,contexts}/**/*.js',
  'node_modules/@docusaurus/theme-common/lib/**/*.js',
  // theme-classic's client modules; beside them, its plugin code runs in the build only.
  'node_modules/@docusaurus/theme-classic/lib/{nprogress,prism-include-languages}.js',
  'node_modules/@docusaurus/plugin-*/lib/{client,theme}/**/*.js',
  'src/**/*.{ts,tsx}',
  'lib/ui/**/*.{ts,tsx}',
  'plugins/**/{client,theme,runtime}/**/*.{ts,tsx}',
];

/** A read of `field` from the site config: `siteConfig.field`, `siteConfig?.field`, or a destructuring of it. */
function readsField(source: string, field: string): boolean {
  const member = new RegExp(`\\bsiteConfig\\??\\.${field}\\b`);
  const destructured = new RegExp(`\\{[^{}]*\\b${field}\\b[^{}]*\\}\\s*=\\s*[\\w.()?]*\\bsiteConfig\\b`);
  const nested = new RegExp(`\\bsiteConfig\\s*:\\s*\\{[^{}]*\\b${field}\\b`);
  return member.test(source) || destructured.test(source) || nested.test(source);
}

const config = {
  title: 'Fixture',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: './sidebars.ts'}}]],
  plugins: [() => ({name: 'inline'}), ['some-plugin', {option: true}]],
  themes: [],
  clientModules: ['./src/client.ts'],
  scripts: [],
  stylesheets: [],
  headTags: [],
  staticDirectories: ['static'],
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  future: {experimental_router: 'browser'},
  i18n: {defaultLocale: 'en', locales: ['en']},
  themeConfig: {
    navbar: {title: 'Fixture'},
    prism: {
      theme: {plain: {color: '#000'}},
      darkTheme: {plain: {color: '#fff'}},
      magicComments: [],
      additionalLanguages: ['bash'],
    },
  },
  customFields: {version: '1.0.0'},
} as unknown as DocusaurusConfig;

describe('client-site-config', () => {
  it("is Docusaurus' own serialisation of the config, less the build-only fields", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-site-config-'));
    try {
      await generateSiteFiles({
        generatedFilesDir: dir,
        siteConfig: config,
        clientModules: [],
        routes: [],
        globalData: {},
        i18n: {defaultLocale: 'en', locales: ['en'], currentLocale: 'en', path: 'i18n', localeConfigs: {}},
        codeTranslations: {},
        siteMetadata: {docusaurusVersion: '3', pluginVersions: {}, siteVersion: undefined},
        siteStorage: {type: 'localStorage', namespace: ''},
        baseUrl: '/',
      } as never);
      const written = fs.readFileSync(path.join(dir, 'docusaurus.config.mjs'), 'utf8');
      const generated = JSON.parse(
        written.slice(written.indexOf('export default ') + 15).replace(/;\s*$/, ''),
      ) as Record<string, unknown>;
      for (const field of buildOnlyFields) delete generated[field];
      const prism = (generated.themeConfig as {prism: Record<string, unknown>}).prism;
      for (const field of buildOnlyPrismFields) delete prism[field];
      expect(clientSiteConfig(config)).toEqual(generated);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('keeps what pages read and drops the rest', () => {
    const client = clientSiteConfig(config);
    expect(client).toMatchObject({
      title: 'Fixture',
      baseUrl: '/',
      future: {experimental_router: 'browser'},
      themeConfig: {navbar: {title: 'Fixture'}, prism: {magicComments: [], additionalLanguages: ['bash']}},
      customFields: {version: '1.0.0'},
    });
    for (const field of buildOnlyFields) expect(client).not.toHaveProperty(field);
    for (const field of buildOnlyPrismFields) expect(client).not.toHaveProperty(['themeConfig', 'prism', field]);
  });

  it('finds reads of a field in the forms client code uses', () => {
    expect(readsField('const x = siteConfig.plugins.length;', 'plugins')).toBe(true);
    expect(readsField('const {baseUrl, presets} = useDocusaurusContext().siteConfig;', 'presets')).toBe(true);
    expect(readsField('const {siteConfig: {themes}} = useDocusaurusContext();', 'themes')).toBe(true);
    expect(readsField('// You can mutate PrismObject: registering plugins', 'plugins')).toBe(false);
  });

  it('drops no field that client code reads', () => {
    const files = fg.sync(clientCodeGlobs, {cwd: root, absolute: true});
    expect(files.length).toBeGreaterThan(300);
    const reads = files.flatMap((file) => {
      const source = fs.readFileSync(file, 'utf8');
      return buildOnlyFields
        .filter((field) => readsField(source, field))
        .map((field) => `${path.relative(root, file)} reads siteConfig.${field}`);
    });
    expect(reads).toEqual([]);
  });

  it('reads the Prism themes only through usePrismTheme, whose callers the site replaces', () => {
    const readers = fg
      .sync(clientCodeGlobs, {cwd: root})
      .filter((file) => /\busePrismTheme\(|\bprism\??\.(theme|darkTheme)\b/.test(fs.readFileSync(file, 'utf8')));
    expect(readers.sort()).toEqual([
      'node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Container/index.js',
      'node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js',
      'node_modules/@docusaurus/theme-common/lib/hooks/usePrismTheme.js',
    ]);
    for (const replaced of ['CodeBlock/Container/index.tsx', 'CodeBlock/Content/index.tsx']) {
      expect(fs.existsSync(path.join(root, 'plugins/syntax-highlighting/theme', replaced)), replaced).toBe(true);
    }
  });
});

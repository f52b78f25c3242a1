import fs from 'node:fs';
import path from 'node:path';
import type {DocusaurusConfig, LoadContext, Plugin} from '@docusaurus/types';

/**
 * The site config every page downloads, without the fields only the build reads.
 *
 * Docusaurus writes the whole validated config into `.docusaurus/docusaurus.config.mjs` (`genSiteConfig` in
 * `@docusaurus/core/lib/server/codegen/codegen.js`), and main.js imports it as `@generated/docusaurus.config`: the
 * presets' and plugins' options, the client module list, the broken-link policies. No client code of Docusaurus or of
 * this site reads those (a unit test scans the installed client code for them), and they are about a third of the
 * file: 1 KB gzipped of main.js. Nor do the Prism themes (`buildOnlyPrismFields`). The browser build gets a copy
 * without them; the server render keeps the original.
 */
export const buildOnlyFields = [
  'presets',
  'plugins',
  'themes',
  'clientModules',
  'scripts',
  'stylesheets',
  'headTags',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
] as const satisfies readonly (keyof DocusaurusConfig)[];

/**
 * The Prism themes, `themeConfig.prism.theme` and `darkTheme`: a colour for every token type, 0.6 KB gzipped. In the
 * browser only theme-common's `usePrismTheme` reads them, and its two callers, theme-classic's `CodeBlock/Content`
 * and `CodeBlock/Container`, are replaced by plugins/syntax-highlighting, which writes the colours into a stylesheet at
 * build time (the unit test checks both).
 */
export const buildOnlyPrismFields = ['theme', 'darkTheme'] as const;

/** The config as Docusaurus serialises it for the browser (functions dropped by JSON), less the build's fields. */
export function clientSiteConfig(siteConfig: DocusaurusConfig): Record<string, unknown> {
  const serialised = JSON.parse(JSON.stringify(siteConfig)) as Record<string, unknown> & {
    themeConfig?: {prism?: Record<string, unknown>};
  };
  for (const field of buildOnlyFields) delete serialised[field];
  const prism = serialised.themeConfig?.prism;
  if (prism) for (const field of buildOnlyPrismFields) delete prism[field];
  return serialised;
}

export default function clientSiteConfigPlugin(context: LoadContext): Plugin {
  return {
    name: 'client-site-config',
    configureWebpack(config, isServer) {
      // The browser's production bundle only: `docusaurus start` regenerates the config as it changes.
      if (isServer || config.mode !== 'production') return {};
      const file = path.join(context.generatedFilesDir, 'docusaurus.config.client.mjs');
      fs.writeFileSync(file, `export default ${JSON.stringify(clientSiteConfig(context.siteConfig))};\n`);
      // First in the alias list: `@generated` (every generated file) would otherwise match first.
      config.resolve = {...config.resolve, alias: {'@generated/docusaurus.config$': file, ...config.resolve?.alias}};
      return {};
    },
  };
}

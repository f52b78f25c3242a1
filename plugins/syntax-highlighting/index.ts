import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import type {PrismTheme} from 'prism-react-renderer';
import Prism, {registerGrammars} from './client/prism';
import {prismThemeCss, tokenTypeOrder} from './themeCss';
import {validateWith} from '../../lib/pluginOptions';

/** No options: the schema only rejects unknown keys. */
const optionsSchema = Joi.object({id: Joi.string()}).unknown(false);

export const validateOptions = validateWith(optionsSchema);

type PrismThemeConfig = {theme: PrismTheme; darkTheme?: PrismTheme; additionalLanguages?: string[]};

const requireHere = createRequire(__filename);

/** Every grammar the site highlights with, as the browser has them; every additional language must be one. */
function siteGrammars(additionalLanguages: readonly string[]): Record<string, unknown> {
  // A component registers itself on the global Prism when it runs, once per process: other plugins (through
  // @lexical/code) have already run some on the `prismjs` package's Prism, so they must run again here.
  for (const id of Object.keys(requireHere.cache)) {
    if (id.includes(`${path.sep}prismjs${path.sep}components${path.sep}`)) delete requireHere.cache[id];
  }
  registerGrammars();
  const missing = additionalLanguages.filter((language) => !(language in Prism.languages));
  if (missing.length > 0) {
    throw new Error(
      `syntax-highlighting: themeConfig.prism.additionalLanguages has ${missing.join(', ')}, which registerGrammars ` +
        '(plugins/syntax-highlighting/client/prism.ts) does not load: add it there, after the languages it extends.',
    );
  }
  return Prism.languages;
}

/** The stylesheet of the site's light and dark code themes (see themeCss.ts). */
export function siteThemeCss({theme, darkTheme = theme, additionalLanguages = []}: PrismThemeConfig): string {
  const themeTypes = [...theme.styles, ...darkTheme.styles].flatMap((entry) => entry.types);
  return prismThemeCss({light: theme, dark: darkTheme}, tokenTypeOrder(siteGrammars(additionalLanguages), themeTypes));
}

/**
 * Code blocks, highlighted at build time and hydrated without Prism.
 *
 * - Only the Prism languages the site highlights ship. prism-react-renderer's single module bundles its own Prism
 *   with some thirty grammars and all its themes, and theme-classic imports `Prism` from it; in the client and
 *   server bundles that import resolves to client/, a Prism built from the `prismjs` package with only the
 *   languages the docs use (client/prism.ts). Node code (the site config's themes) still gets the package itself.
 * - theme/CodeBlock/Content renders each block's code as one HTML string, which the browser takes back from the
 *   server's markup instead of tokenizing again and hydrating an element per token.
 * - So the browser loads Prism only for a block it must tokenize itself (after a client-side navigation, which
 *   starts the load): Prism is a chunk of its own, not part of the bundle every page loads (client/highlighter.ts).
 * - Token colours come from a stylesheet generated from the configured light and dark themes, not inline styles,
 *   so a block renders the same in both colour modes and the page has the right colours before any script runs.
 */
export default function syntaxHighlightingPlugin(context: LoadContext): Plugin<unknown> {
  const themeCssFile = path.join(context.generatedFilesDir, 'syntax-highlighting', 'prism-theme.css');
  return {
    name: 'syntax-highlighting',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getClientModules() {
      return [themeCssFile, path.resolve(__dirname, 'client/loadOnNavigation.ts')];
    },
    async loadContent() {
      const css = siteThemeCss((context.siteConfig.themeConfig as {prism: PrismThemeConfig}).prism);
      await fs.mkdir(path.dirname(themeCssFile), {recursive: true});
      await fs.writeFile(themeCssFile, css);
    },
    configureWebpack(_config, isServer) {
      const eagerTokens = isServer ? 'client/tokens.ts' : 'client/noEagerTokens.ts';
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': path.resolve(__dirname, 'client/index.ts'),
            '@syntax-highlighting/eager-tokens$': path.resolve(__dirname, eagerTokens),
          },
        },
      };
    },
  };
}

syntaxHighlightingPlugin.validateOptions = validateOptions;

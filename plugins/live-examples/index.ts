import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {validateOptions, type LiveExamplesOptions} from './options';

export {DEFAULT_OPTIONS, validateOptions} from './options';
export type {LiveExamplesOptions} from './options';

/** What the LiveExample component reads with `usePluginData('live-examples')`. */
export interface LiveExamplesGlobalData extends LiveExamplesOptions {
  /**
   * The installed versions of what examples import, for their StackBlitz projects: `lexical` (every `@lexical/*`
   * package has its version) and `react` (and `react-dom`).
   */
  versions: {lexical: string; react: string};
}

function installedVersion(siteDir: string, name: string): string {
  const manifest = path.join(siteDir, 'node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version;
}

/**
 * Live, editable examples: remark/live-examples turns a ```tsx live fence into <LiveExample>, the theme
 * component that shows the source and, once it scrolls near the viewport, loads the runtime (runtime/) that
 * transpiles and runs it in the browser with the site's own Lexical.
 */
export default function liveExamplesPlugin(context: LoadContext, validatedOptions: unknown): Plugin<unknown> {
  const {debounceMs, rootMargin} = validatedOptions as LiveExamplesOptions;
  return {
    name: 'live-examples',
    async contentLoaded({actions}) {
      const versions = {
        lexical: installedVersion(context.siteDir, 'lexical'),
        react: installedVersion(context.siteDir, 'react'),
      };
      actions.setGlobalData({debounceMs, rootMargin, versions} satisfies LiveExamplesGlobalData);
    },
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    configureWebpack(_config, isServer) {
      // The server bundle takes in the runtime's import map too, where @lexical/headless/dom resolves to its Node
      // build (happy-dom, then ws): ws's optional native add-ons are not installed, and the server never runs it.
      return isServer ? {resolve: {alias: {bufferutil: false, 'utf-8-validate': false}}} : {};
    },
  };
}

liveExamplesPlugin.validateOptions = validateOptions;

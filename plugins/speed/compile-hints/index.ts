import type {Plugin} from '@docusaurus/types';

/**
 * V8's explicit compile hint: a file that starts with this comment has all its functions compiled while the file
 * streams in, on a background thread, instead of each one on the main thread the first time it is called (Chromium
 * 136 and later; other engines read a comment).
 */
export const compileHintComment = '//# allFunctionsCalledOnLoad';

/**
 * Starts the entry scripts (main.js and the runtime) with V8's compile hint. Nearly every function in them runs while
 * a page loads and hydrates: React, the router, the theme's layout. Compiled lazily, that compilation lands in the
 * page's longest main-thread tasks; on the benchmark's phone profile it was a third of main.js's evaluation and of
 * hydration. Route chunks are left lazy: many of their functions wait for a reader's click.
 *
 * The banner goes in after minification, which strips comments, and before the content hash is computed, so the
 * file names still name the bytes served.
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: compileHintComment,
            raw: true,
            entryOnly: true,
            test: /\.js$/,
            stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        ],
      };
    },
  };
}

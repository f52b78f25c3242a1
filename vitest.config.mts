import {createRequire} from 'node:module';
import {availableParallelism} from 'node:os';
import {defineConfig} from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // The site's tsconfig leaves JSX to Docusaurus' bundler; components under test are compiled as React would be.
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {
    // Docusaurus' bundler alias, for client code under test.
    alias: {
      '@docusaurus/router': require.resolve('@docusaurus/core/lib/client/exports/router.js'),
      // The theme component a swizzled wrapper renders, stood in for (tests/unit/support).
      '@theme-original/Blog/Components/Author/Socials': new URL(
        'tests/unit/support/authorSocialLinks.ts',
        import.meta.url,
      ).pathname,
      '@theme/MDXContent': new URL('tests/unit/support/mdxContent.ts', import.meta.url).pathname,
      '@docusaurus/Translate': new URL('tests/unit/support/translate.ts', import.meta.url).pathname,
      '@site/': new URL('./', import.meta.url).pathname,
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 60_000,
    // Vitest keeps a core for itself by default, which on a two-core machine runs the test files one at a time.
    maxWorkers: availableParallelism(),
    reporters: ['default', 'json'],
    outputFile: {json: 'test-results/vitest.json'},
  },
});

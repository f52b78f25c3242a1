import {createRequire} from 'node:module';
import {defineConfig} from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // tsconfig.json leaves JSX to Docusaurus' bundler (`preserve`); tests of components compile it for React.
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {
    // Docusaurus' bundler alias, for client code under test.
    alias: {'@docusaurus/router': require.resolve('@docusaurus/core/lib/client/exports/router.js')},
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: {json: 'test-results/vitest.json'},
  },
});

import {createRequire} from 'node:module';
import {defineConfig} from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // Docusaurus' bundler alias, for client code under test.
    alias: {'@docusaurus/router': require.resolve('@docusaurus/core/lib/client/exports/router.js')},
  },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: {json: 'test-results/vitest.json'},
  },
});

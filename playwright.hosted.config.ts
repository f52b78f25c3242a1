import {defineConfig} from '@playwright/test';
import base from './playwright.config';

// The build the server below serves, which tests that read built files from disk read too (tests/e2e/support/builtSite.ts).
const buildFolder = 'build-hosted';
process.env.E2E_BUILD_FOLDER = buildFolder;
const port = Number(process.env.E2E_PORT ?? 4173) + 1;

/**
 * The site built with its hosted services configured (`npm run build:hosted`
 * writes build-hosted/ with Algolia and Google Analytics variables set); both
 * are answered by request interception, since no network is reachable in tests.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-hosted',
  reporter: [['list'], ['json', {outputFile: 'test-results/playwright-hosted.json'}]],
  outputDir: 'test-results/playwright-hosted-artifacts',
  use: {...base.use, baseURL: `http://127.0.0.1:${port}`},
  webServer: {
    command: `npx tsx scripts/serve-build.ts --dir ${buildFolder} --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

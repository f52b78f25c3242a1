import {defineConfig} from '@playwright/test';
import base from './playwright.config';
import {servedBuild} from './tests/helpers/servedBuild';

const {baseURL, webServer} = servedBuild('build-hosted', 1);

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
  use: {...base.use, baseURL},
  webServer,
});

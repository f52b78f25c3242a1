import {defineConfig} from '@playwright/test';
import base from './playwright.config';
import {servedBuild} from './tests/helpers/servedBuild';

const {baseURL, webServer} = servedBuild('build-speed-off', 2);

/**
 * The smoke subset of the end-to-end suite against the site built without its speed layer
 * (`npm run build:speed-off` writes build-speed-off/ with LEXICAL_DOCS_SPEED_LAYER=off): every kind of page loads and
 * hydrates without an error, every route renders, search answers, live examples and the gallery run. The layer can
 * then be switched off for a Docusaurus upgrade at any time, knowing the site stands without it.
 */
export default defineConfig({
  ...base,
  testDir: 'tests',
  testMatch: [
    'e2e/hydration.spec.ts',
    'e2e/routes.spec.ts',
    'e2e/search.spec.ts',
    'e2e/live-examples.spec.ts',
    'e2e/gallery.spec.ts',
    'e2e/gallery/*.spec.ts',
    // What a reader's browser, network or address can do to a page.
    'e2e/hostile-addresses.spec.ts',
    'e2e/redirects.spec.ts',
    'e2e/without-scripts.spec.ts',
    'e2e/crash-fallback.spec.ts',
    'e2e/storage-unavailable.spec.ts',
    'e2e/layout-shift.spec.ts',
    // That this build is the one without the layer.
    'e2e-speed-off/*.spec.ts',
  ],
  reporter: [['list'], ['json', {outputFile: 'test-results/playwright-speed-off.json'}]],
  outputDir: 'test-results/playwright-speed-off-artifacts',
  use: {...base.use, baseURL},
  webServer,
});

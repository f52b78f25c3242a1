import {defineConfig, devices} from '@playwright/test';
import {testChromiumPath} from './tests/helpers/chromium';
import {servedBuild} from './tests/helpers/servedBuild';

const {baseURL, webServer} = servedBuild('build', 0);
const chromiumPath = testChromiumPath();

/**
 * End-to-end tests run against the production build (`npm run build`) served
 * on loopback, in Debian's Chromium (its headless shell when installed: see
 * tests/helpers/chromium.ts): browser downloads are impossible here.
 * The server (scripts/serve-build.ts) sends the headers of the build's
 * `_headers`, so every page runs under the site's Content-Security-Policy.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', {outputFile: 'test-results/playwright.json'}]],
  // Playwright empties its output folder when it starts: keep it apart from the JSON
  // reports in test-results/, which the suite's closing line adds up.
  outputDir: 'test-results/playwright-artifacts',
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {
    baseURL,
    trace: 'off',
    // Every spec measures a first visit, as most readers' is: the offline-reading worker (which answers later visits)
    // is allowed only in tests/e2e/offline-reading.spec.ts, which also browses the main page kinds with it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer,
});

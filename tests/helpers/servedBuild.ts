import type {PlaywrightTestConfig} from '@playwright/test';

/**
 * What a Playwright config needs to run its tests against one production build: the base URL, and the server
 * (scripts/serve-build.ts, which sends the headers of the build's `_headers`) on loopback. Each config serves its build
 * on its own port, `E2E_PORT` (4173 unless set) plus `portOffset`, so that the suites can run side by side. The tests
 * that read built files from disk (tests/e2e/support/builtSite.ts) read the same folder, through `E2E_BUILD_FOLDER`.
 */
export function servedBuild(
  buildFolder: string,
  portOffset: number,
): {baseURL: string; webServer: NonNullable<PlaywrightTestConfig['webServer']>} {
  process.env.E2E_BUILD_FOLDER = buildFolder;
  const port = Number(process.env.E2E_PORT ?? 4173) + portOffset;
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    baseURL,
    webServer: {
      command: `npx tsx scripts/serve-build.ts --dir ${buildFolder} --host 127.0.0.1 --port ${port}`,
      url: `${baseURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  };
}

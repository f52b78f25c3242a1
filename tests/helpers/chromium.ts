import {existsSync} from 'node:fs';

/**
 * The Chromium the end-to-end tests drive: `CHROMIUM_PATH` when set, else Debian's chromium-headless-shell (the same
 * Chromium release without the desktop browser around it, which runs the suite in about half the time on a 2-core
 * machine), else Debian's full chromium. scripts/ensure-chromium.sh installs both when it can.
 */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';
export const desktopChromiumPath = '/usr/bin/chromium';

export function testChromiumPath(env: NodeJS.ProcessEnv = process.env, exists = existsSync): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return [headlessShellPath, desktopChromiumPath].find((candidate) => exists(candidate)) ?? headlessShellPath;
}

/**
 * The full browser, for a test of what only it has (profile preferences such as "Block all cookies", which the
 * headless shell does not read); undefined when it is not installed.
 */
export function profileChromiumPath(env: NodeJS.ProcessEnv = process.env, exists = existsSync): string | undefined {
  if (env.CHROMIUM_PATH && !env.CHROMIUM_PATH.includes('headless-shell')) return env.CHROMIUM_PATH;
  return exists(desktopChromiumPath) ? desktopChromiumPath : undefined;
}

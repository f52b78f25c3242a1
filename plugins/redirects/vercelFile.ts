/**
 * `vercel.json` in the build folder holds what more than one plugin writes after the build: the redirects
 * (plugins/redirects) and the response headers (plugins/security-headers). Their `postBuild`s run at the same
 * time, so each sets its own keys with a read, merge and write that is synchronous: nothing else in the process
 * runs in between, and neither overwrites the other's keys.
 */
import fs from 'node:fs';
import path from 'node:path';

export const vercelConfigFile = 'vercel.json';

/** Sets `entries` in the build's `vercel.json`, keeping its other keys; keys are written in a stable order. */
export function mergeVercelConfig(outDir: string, entries: Record<string, unknown>): void {
  const file = path.join(outDir, vercelConfigFile);
  let current: Record<string, unknown> = {};
  if (fs.existsSync(file)) current = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const merged: Record<string, unknown> = {...current, ...entries};
  const ordered = Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((key) => [key, merged[key]]),
  );
  fs.writeFileSync(file, `${JSON.stringify(ordered, null, 2)}\n`);
}

/**
 * Content-Security-Policy violations as a test sees them. The server of the tests sends the build's `_headers`
 * (scripts/serve-build.ts), so every page runs under the site's policy; these helpers make a violation a failure
 * rather than a line in the console.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {BrowserContext, ConsoleMessage, Page} from '@playwright/test';
import {parseHeadersFile, type Header} from '../../../plugins/security-headers/headersFile';
import {buildDir} from './builtSite';

const bindingName = '__reportCspViolation';

/**
 * Calls `report` with each violation of the policy in the context's pages: the `securitypolicyviolation` events of
 * every document (an init script listens from before the page's own scripts run). Call once per context.
 */
export async function watchCspViolations(context: BrowserContext, report: (violation: string) => void): Promise<void> {
  await context.exposeBinding(bindingName, (_source, violation: string) => report(violation));
  await context.addInitScript((name) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const blocked = event.blockedURI || 'inline code';
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
        const sendReport = (window as unknown as Record<string, (violation: string) => void>)[name];
        sendReport?.(`${event.effectiveDirective} blocked ${blocked}${where} on ${location.pathname}`);
      },
      true,
    );
  }, bindingName);
}

/** Whether a console message is the browser's report of a violation (older wording first, then Chromium's now). */
export function isCspConsoleMessage(message: ConsoleMessage): boolean {
  const text = message.text();
  return /^Refused to\b/.test(text) || /violates the following Content Security Policy directive/.test(text);
}

/** The violations of one page, from both sources, as they come. */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await watchCspViolations(page.context(), (violation) => violations.push(violation));
  page.on('console', (message) => {
    if (isCspConsoleMessage(message)) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** The headers the build's `_headers` gives every path (the one `/*` rule the site writes). */
export function builtSecurityHeaders(dir = buildDir): Header[] {
  const file = path.join(dir, '_headers');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run the production build (npm run build).`);
  const rules = parseHeadersFile(fs.readFileSync(file, 'utf8'));
  const all = rules.find((rule) => rule.path === '/*');
  if (!all) throw new Error(`${file} has no rule for every path (/*)`);
  return all.headers;
}

/** The policy of the build, directive -> sources. */
export function builtPolicy(dir = buildDir): Map<string, string[]> {
  const policy = builtSecurityHeaders(dir).find(({key}) => key.toLowerCase() === 'content-security-policy');
  if (!policy) throw new Error('the build sends no Content-Security-Policy');
  return new Map(
    policy.value.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

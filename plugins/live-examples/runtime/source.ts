/**
 * The pure parts of running an example: which modules its transpiled code requires, where a specifier is
 * imported in the source, whether the example is a React component, and which source line an error points at.
 */

/** The module specifiers a transpiled (CommonJS) example requires, in order, each once. */
export function requiredModules(transpiled: string): string[] {
  const found = new Set<string>();
  for (const match of transpiled.matchAll(/\brequire\(\s*(['"])([^'"\n]+)\1\s*\)/g)) found.add(match[2]);
  return [...found];
}

/** The 1-based line of the source that imports `specifier`, or null when no import names it. */
export function importLine(source: string, specifier: string): number | null {
  const lines = source.split('\n');
  const quoted = [`'${specifier}'`, `"${specifier}"`];
  // An import spans lines: its specifier is on the line with `from`, or on the `import` line itself.
  const index = lines.findIndex((line) => quoted.some((text) => line.includes(text)));
  return index === -1 ? null : index + 1;
}

/** Modules that make an example a React component rather than a vanilla mount function. */
export function isReactModule(specifier: string): boolean {
  return /^(react|react-dom)(\/|$)/.test(specifier) || specifier.startsWith('@lexical/react/');
}

/** An example is a React component when it imports React, @lexical/react or uses JSX; otherwise a mount function. */
export function isReactExample(modules: readonly string[]): boolean {
  return modules.some(isReactModule);
}

/** The name the running code of an example gets in stack traces (its `//# sourceURL`). */
export function exampleSourceUrl(id: string, language: 'ts' | 'tsx'): string {
  return `live-example-${id.replace(/[^\w-]/g, '')}.${language}`;
}

/**
 * The source URL of the example run named first in `text` (a stack, or an error event's file name), or null: the
 * run whose code threw. Every run has its own URL, so an error of a run that has ended is told apart too.
 */
export function exampleSourceIn(text: string | undefined): string | null {
  return text ? (/live-example-[\w-]+\.tsx?(?![\w.])/.exec(text)?.[0] ?? null) : null;
}

/**
 * The 1-based source line of the first stack frame in the example's own code, or null. The transpiled code keeps
 * the source's lines (sucrase preserves them) and runs with the source URL `sourceUrl`; Chrome writes frames as
 * `at fn (live-example-x.tsx:3:9)`, Firefox and Safari as `fn@live-example-x.tsx:3:9`.
 */
export function errorLine(stack: string | undefined, sourceUrl: string): number | null {
  if (!stack) return null;
  const escaped = sourceUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}:(\\d+):\\d+`).exec(stack);
  return match ? Number(match[1]) : null;
}

/** A sucrase syntax error's message without its trailing `(line:column)`, and the line. */
export function compileErrorLocation(error: unknown): {message: string; line: number | null} {
  const raw = error instanceof Error ? error.message : String(error);
  const loc = (error as {loc?: {line?: number}} | null)?.loc;
  const fromMessage = /\((\d+):(\d+)\)\s*$/.exec(raw);
  const line = typeof loc?.line === 'number' ? loc.line : fromMessage ? Number(fromMessage[1]) : null;
  return {message: raw.replace(/\s*\(\d+:\d+\)\s*$/, ''), line};
}

/**
 * A loaded module as `require` returns it to sucrase's interop helpers: ES namespaces as they are (marked
 * `__esModule` so a default import reads `default`), with a CommonJS module's exports (React) also readable by
 * name, as a bundler gives them to `import {useState} from 'react'`.
 */
export function interopModule(namespace: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const fallback = namespace.default;
  if (fallback !== null && (typeof fallback === 'object' || typeof fallback === 'function')) {
    for (const key of Object.keys(fallback)) result[key] = (fallback as Record<string, unknown>)[key];
  }
  for (const key of Object.keys(namespace)) result[key] = namespace[key];
  result.__esModule = true;
  return result;
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {rspack, type Configuration} from '@rspack/core';
import {getMinimizers} from '@docusaurus/bundler';
import type {ConfigureWebpackUtils, Plugin} from '@docusaurus/types';
import compileHintsPlugin, {compileHintComment} from '../../plugins/speed/compile-hints';

/**
 * The compile hint must survive what a production build does after the plugin adds it: Docusaurus' own minimizer
 * (which drops comments) and the content hash in file names. So this builds a small entry with an async chunk using
 * the installed Rspack and Docusaurus' minimizer setup, as `docusaurus build` configures them.
 */
async function build(withHints: boolean): Promise<Map<string, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    'export function run() { return import("./later.js").then((m) => m.later()); }\nrun();\n',
  );
  fs.writeFileSync(path.join(dir, 'later.js'), 'export function later() { return "later"; }\n');
  const currentBundler = {name: 'rspack', instance: rspack} as unknown as ConfigureWebpackUtils['currentBundler'];
  const config: Configuration = {
    mode: 'production',
    context: dir,
    entry: {main: './entry.js'},
    output: {
      path: path.join(dir, 'out'),
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[id].[contenthash:8].js',
    },
    optimization: {
      minimize: true,
      minimizer: (await getMinimizers({
        faster: {swcJsMinimizer: true, lightningCssMinimizer: true, rspackBundler: true},
        currentBundler,
      } as Parameters<typeof getMinimizers>[0])) as Configuration['plugins'],
      realContentHash: true,
      runtimeChunk: true,
    },
    plugins: [],
  };
  if (withHints) {
    const plugin = compileHintsPlugin() as Required<Pick<Plugin, 'configureWebpack'>>;
    const added = plugin.configureWebpack(
      config as never,
      false,
      {currentBundler} as ConfigureWebpackUtils,
      undefined as never,
    ) as Configuration;
    config.plugins!.push(...(added.plugins ?? []));
  }
  await new Promise<void>((resolve, reject) =>
    rspack(config).run((error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString())) : resolve(),
    ),
  );
  const files = new Map<string, string>();
  for (const name of fs.readdirSync(path.join(dir, 'out')))
    files.set(name, fs.readFileSync(path.join(dir, 'out', name), 'utf8'));
  fs.rmSync(dir, {recursive: true, force: true});
  return files;
}

describe('compile-hints', () => {
  it('starts the minified entry scripts with the hint, leaves async chunks without it, and hashes what is served', async () => {
    const [withHints, without] = await Promise.all([build(true), build(false)]);
    const entryFiles = [...withHints.keys()].filter((name) => /^(main|runtime~main)\./.test(name));
    expect(entryFiles).toHaveLength(2);
    for (const name of entryFiles) expect(withHints.get(name)!.startsWith(`${compileHintComment}\n`), name).toBe(true);
    const asyncChunks = [...withHints].filter(([name]) => !entryFiles.includes(name));
    expect(asyncChunks.length).toBeGreaterThan(0);
    for (const [name, source] of asyncChunks) expect(source, name).not.toContain(compileHintComment);
    // The minifier ran after the banner went in would have stripped it; and the same code without the hint has
    // other file names, so a cached file name never stands for bytes without (or with) it.
    for (const source of without.values()) expect(source).not.toContain(compileHintComment);
    const mainName = (files: Map<string, string>) => [...files.keys()].find((name) => name.startsWith('main.'));
    expect(mainName(withHints)).not.toBe(mainName(without));
  }, 60_000);

  it('adds nothing to the server bundle or a development build', () => {
    const plugin = compileHintsPlugin() as Required<Pick<Plugin, 'configureWebpack'>>;
    const utils = {currentBundler: {name: 'rspack', instance: rspack}} as unknown as ConfigureWebpackUtils;
    expect(plugin.configureWebpack({mode: 'production'} as never, true, utils, undefined as never)).toEqual({});
    expect(plugin.configureWebpack({mode: 'development'} as never, false, utils, undefined as never)).toEqual({});
  });
});

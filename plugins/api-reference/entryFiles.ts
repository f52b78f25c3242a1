import fs from 'node:fs';
import path from 'node:path';
import {listDeclaredExports} from './declaredExports';
import type {ApiModule} from './entryPoints';
import {moduleAlias} from '../../lib/lexical-packages/naming';

/**
 * Entry file of one module: re-exports it under its import name, with the
 * package description as summary. Classes and a default export are re-exported by name too: TypeDoc
 * documents a class exported with `export type` (as Lexical does for
 * LexicalEditor, EditorState, RangeSelection...) as an interface, and readers
 * and links expect a class.
 */
function entryFileSource(module: ApiModule, namedAgain: string[]): string {
  const summary = (module.description ?? `Exports of \`${module.name}\`.`).replace(/\*\//g, '*\\/');
  const named = namedAgain.length ? `export {${namedAgain.join(', ')}} from '${module.name}';\n` : '';
  return `/**\n * ${summary}\n *\n * @module ${module.name}\n */\nexport * from '${module.name}';\n${named}`;
}

/**
 * Writes one entry file per module into `workDir` (emptied first) and the
 * tsconfig TypeDoc reads them with. Returns the tsconfig and the entry files.
 */
export function writeEntryFiles(
  modules: readonly ApiModule[],
  workDir: string,
): {tsconfig: string; entryFiles: string[]} {
  const declared = listDeclaredExports(modules);
  fs.rmSync(workDir, {recursive: true, force: true});
  fs.mkdirSync(workDir, {recursive: true});
  const entryFiles = modules.map((module) => {
    const file = path.join(workDir, `${moduleAlias(module.name)}.ts`);
    const exports = declared.get(module.name) ?? [];
    const classNames = exports.filter((e) => e.kind === 'class').map((e) => e.name);
    // `export *` never re-exports a default export: name it (e.g. @lexical/eslint-plugin's plugin object).
    const defaultExport = exports.some((e) => e.name === 'default') ? ['default'] : [];
    fs.writeFileSync(file, entryFileSource(module, [...classNames, ...defaultExport]));
    return file;
  });
  const tsconfig = path.join(workDir, 'tsconfig.json');
  fs.writeFileSync(
    tsconfig,
    JSON.stringify(
      {
        compilerOptions: {
          target: 'es2022',
          module: 'esnext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          lib: ['es2022', 'dom', 'dom.iterable'],
          strict: true,
          skipLibCheck: true,
          noEmit: true,
          types: [],
        },
        files: entryFiles,
      },
      null,
      2,
    ),
  );
  return {tsconfig, entryFiles};
}

import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {diffModule} from '../../plugins/api-history/diff';
import type {ModuleSnapshot} from '../../plugins/api-history/types';
import {declarationReadingOptions} from '../../lib/lexical-packages/declarationOptions';
import {normaliseDeclaration, snapshotModules} from '../../scripts/api-history/declarations';

/** Compiles one declaration file held in memory and snapshots it as the module `demo`. */
function snapshotOf(source: string): ModuleSnapshot {
  const fileName = '/virtual/demo/index.d.ts';
  const host = ts.createCompilerHost(declarationReadingOptions(ts));
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (file) => file === fileName;
  host.readFile = (file) => (file === fileName ? source : readFile(file));
  host.getSourceFile = (file, languageVersion, ...rest) =>
    file === fileName
      ? ts.createSourceFile(file, source, languageVersion, true)
      : getSourceFile(file, languageVersion, ...rest);
  const program = ts.createProgram({rootNames: [fileName], options: declarationReadingOptions(ts), host});
  return snapshotModules(program, [{name: 'demo', packageName: 'demo', file: fileName}])['demo']!;
}

const before = `
/** Makes a widget. */
export declare function createWidget(name: string): Widget;
export declare function oldName(): void;
export declare class Widget {
  private secret;
  __internal: number;
  constructor(name: string);
  getName(): string;
}
export interface WidgetOptions {
  size?: number;
}
export type WidgetSize = 'small' | 'large';
export declare const WIDGET_COMMAND: LexicalCommand<void>;
export type LexicalCommand<T> = {type?: string; payload?: T};
`;

// The same API written by another generator: comments, line breaks, quotes, separators and
// `import("…")` qualifiers differ; nothing a reader could tell apart.
const reformatted = `
export declare function createWidget(
  name: string,
): Widget;
export declare function oldName(): void;
/**
 * A widget.
 */
export declare class Widget {
    #secret;
    __internal: number;
    constructor(name: string);
    /** Its name. */
    getName(): string;
}
export interface WidgetOptions { size?: number, }
export type WidgetSize = "small" | "large";
export declare const WIDGET_COMMAND: import("./commands").LexicalCommand<void>;
export type LexicalCommand<T> = {
  type?: string,
  payload?: T,
};
`;

const after = `
export declare function createWidget(name: string, size?: number): Widget;
export declare function newName(): void;
export declare class Widget {
  constructor(name: string);
  getName(): string;
  /** @deprecated Use getName. */
  getLabel(): string;
}
/** @deprecated Use WidgetConfig. */
export interface WidgetOptions {
  size?: number;
}
export type WidgetSize = 'small' | 'large';
export declare const WIDGET_COMMAND: LexicalCommand<void>;
export type LexicalCommand<T> = {type?: string; payload?: T};
`;

describe('API history diffing', () => {
  const beforeSnapshot = snapshotOf(before);
  const changes = diffModule('demo', beforeSnapshot, snapshotOf(after));

  it('reads every export with its kind, ignoring private and `_` members', () => {
    expect(Object.fromEntries(Object.entries(beforeSnapshot).map(([name, entry]) => [name, entry.kind]))).toEqual({
      LexicalCommand: 'type',
      WIDGET_COMMAND: 'variable',
      Widget: 'class',
      WidgetOptions: 'interface',
      WidgetSize: 'type',
      createWidget: 'function',
      oldName: 'function',
    });
    expect(Object.keys(beforeSnapshot.Widget!.members!)).toEqual(['constructor', 'getName']);
    expect(beforeSnapshot.createWidget!.text).toBe('function createWidget(name: string): Widget');
  });

  it('reports a rename as one removed and one added export', () => {
    expect(changes.removed).toEqual([{name: 'oldName', kind: 'function'}]);
    expect(changes.added).toEqual([{name: 'newName', kind: 'function'}]);
  });

  it('reports a changed signature and a member added to a class', () => {
    expect(changes.changed).toEqual([
      {
        name: 'createWidget',
        before: 'function createWidget(name: string): Widget',
        after: 'function createWidget(name: string, size?: number): Widget',
      },
      {name: 'Widget.getLabel', before: '', after: 'getLabel(): string'},
    ]);
  });

  it('reports newly deprecated exports and members with their message', () => {
    expect(changes.deprecated).toEqual([
      {name: 'Widget.getLabel', message: 'Use getName.'},
      {name: 'WidgetOptions', message: 'Use WidgetConfig.'},
    ]);
  });

  it('does not count a change of declaration formatting as a change', () => {
    const formatting = diffModule('demo', beforeSnapshot, snapshotOf(reformatted));
    expect(formatting).toEqual({module: 'demo', added: [], removed: [], deprecated: [], changed: []});
  });

  it('reports a removed export and a removed module', () => {
    expect(diffModule('demo', beforeSnapshot, undefined).removed).toHaveLength(7);
    expect(diffModule('demo', undefined, beforeSnapshot).added).toHaveLength(7);
  });

  it('normalises qualifiers, quotes and separators', () => {
    expect(normaliseDeclaration('export declare const A: import("lexical").LexicalCommand<"x">;')).toBe(
      "const A: LexicalCommand<'x'>",
    );
  });
});

import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractCodeBlocks, readSkipReason} from '../../scripts/code-blocks/extract';
import {typecheckBlocks} from '../../scripts/code-blocks/typecheck';

const rootDir = path.resolve(__dirname, '../..');

const page = [
  '# A page', // 1
  '', // 2
  '{/* typecheck-preamble', // 3
  "import {createEditor} from 'lexical';", // 4
  'const editor = createEditor();', // 5
  '*/}', // 6
  '', // 7
  '```ts title="update.ts"', // 8
  'editor.update(() => {});', // 9
  '```', // 10
  '', // 11
  '````md', // 12
  '```ts', // 13
  'this is only an example of a fence inside a fence', // 14
  '```', // 15
  '````', // 16
  '', // 17
  '```tsx nocheck="shows a mistake on purpose"', // 18
  'broken(', // 19
  '```', // 20
  '', // 21
  '- A list item:', // 22
  '', // 23
  '  ```typescript', // 24
  "  import {$getRoot} from 'lexical';", // 25
  '  ```', // 26
  '```bash', // 27
  'npm install lexical', // 28
  '```', // 29
].join('\n');

describe('extractCodeBlocks', () => {
  const blocks = extractCodeBlocks('docs/page.mdx', page);

  it('finds ts, tsx and typescript fences, and skips fences nested in a longer fence', () => {
    expect(blocks.map((b) => [b.fenceLine, b.lang])).toEqual([
      [8, 'ts'],
      [18, 'tsx'],
      [24, 'ts'],
    ]);
  });

  it('attaches the hidden preamble written just before a fence', () => {
    expect(blocks[0].preamble).toBe("import {createEditor} from 'lexical';\nconst editor = createEditor();");
    expect(blocks[0].code).toBe('editor.update(() => {});');
    expect(blocks[2].preamble).toBe('');
  });

  it('removes the indentation of indented fences', () => {
    expect(blocks[2].code).toBe("import {$getRoot} from 'lexical';");
  });

  it('reads opt-outs with their reason', () => {
    expect(blocks[1].skipReason).toBe('shows a mistake on purpose');
    expect(blocks[0].skipReason).toBeNull();
    expect(readSkipReason('nocheck')).toBe('');
    expect(readSkipReason("title='x' nocheck='why'")).toBe('why');
  });
});

describe('typecheckBlocks', () => {
  it('accepts correct samples and reports errors at their line in the page', () => {
    const source = [
      '```ts', // 1
      "import {$getRoot, createEditor} from 'lexical';", // 2
      'const editor = createEditor();', // 3
      'editor.update(() => {', // 4
      '  $getRoot().clear();', // 5
      '});', // 6
      '```', // 7
      '```ts', // 8
      "import {$getRoot} from 'lexical';", // 9
      '$getRoot().notAMethod();', // 10
      '```', // 11
      '```tsx', // 12
      "import {LexicalComposer} from '@lexical/react/LexicalComposer';", // 13
      'export const App = () => <LexicalComposer initialConfig={{namespace: "x", onError: () => {}}}><div /></LexicalComposer>;', // 14
      '```', // 15
    ].join('\n');
    const diagnostics = typecheckBlocks(rootDir, extractCodeBlocks('docs/sample.md', source));
    expect(diagnostics.map((d) => [d.line, d.message.includes('notAMethod')])).toEqual([[10, true]]);
  });

  it('keeps blocks apart: the same top-level name in two blocks is fine', () => {
    const source = ['```ts', 'const editorName = 1;', '```', '```ts', 'const editorName = "two";', '```'].join('\n');
    expect(typecheckBlocks(rootDir, extractCodeBlocks('docs/sample.md', source))).toEqual([]);
  });
});

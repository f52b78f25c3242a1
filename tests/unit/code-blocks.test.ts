import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {rewriteMeta} from '../../remark/code-sample-output';
import {extractCodeBlocks, extractPage, metaWords, readSkipReason} from '../../scripts/code-blocks/extract';
import {formatLogCall, normalizeOutput, runnableSource} from '../../scripts/code-blocks/run';
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

describe('run and output blocks', () => {
  const runPage = [
    '{/* typecheck-preamble', // 1
    "import {createEditor} from 'lexical';", // 2
    '*/}', // 3
    '```ts run title="demo.ts"', // 4
    'console.log(createEditor() !== null);', // 5
    '```', // 6
    '', // 7
    '', // 8
    '```text output', // 9
    'true  ', // 10
    '```', // 11
    '```tsx', // 12
    'const shown = 1;', // 13
    '```', // 14
    '```ts run', // 15
    "console.log('no output');", // 16
    '```', // 17
    'Some prose.', // 18
    '```json output', // 19
    '{}', // 20
    '```', // 21
    '```bash run', // 22
    'ls', // 23
    '```', // 24
    '```ts title="run output"', // 25
    'const notRun = 1;', // 26
    '```', // 27
  ].join('\n');
  const {blocks, errors} = extractPage('docs/run.mdx', runPage);

  it('pairs a run block with the output block after it, across blank lines', () => {
    expect(blocks[0]).toMatchObject({
      fenceLine: 4,
      run: true,
      expectedOutput: 'true  ',
      outputLine: 9,
      preamble: "import {createEditor} from 'lexical';",
      code: 'console.log(createEditor() !== null);',
    });
    expect(blocks[1]).toMatchObject({fenceLine: 12, run: false, expectedOutput: null});
  });

  it('reads run and output as words, not inside attribute values', () => {
    expect(metaWords('run title="run output" {1,3}')).toEqual(['run', '{1,3}']);
    expect(blocks.find((b) => b.fenceLine === 25)?.run).toBe(false);
  });

  it('reports a run block with no output, an orphan output and run on another language, with their lines', () => {
    expect(errors.map((e) => [e.file, e.line, e.message.split(' ').slice(0, 3).join(' ')])).toEqual([
      ['docs/run.mdx', 15, 'a `run` block'],
      ['docs/run.mdx', 19, 'an `output` block'],
      ['docs/run.mdx', 22, '`run` only works'],
    ]);
    expect(blocks.find((b) => b.fenceLine === 15)).toMatchObject({run: true, expectedOutput: null});
  });

  it('joins the preamble and the code into the module that runs', () => {
    expect(runnableSource(blocks[0].preamble, blocks[0].code)).toBe(
      "import {createEditor} from 'lexical';\nconsole.log(createEditor() !== null);\nexport {};\n",
    );
  });

  it('formats what a sample logs as the output block shows it', () => {
    expect(formatLogCall(['text'])).toBe('text');
    expect(formatLogCall([{a: [1]}])).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(formatLogCall([true, undefined])).toBe('true undefined');
    expect(normalizeOutput('a  \nb\t\n\n')).toBe(normalizeOutput('a\nb'));
  });
});

describe('code-sample-output remark plugin', () => {
  it('titles output blocks "Output" and hides the run/output words', () => {
    expect(rewriteMeta('output')).toBe('title="Output"');
    expect(rewriteMeta('output title="Result"')).toBe('title="Result"');
    expect(rewriteMeta('run title="run.ts" showLineNumbers')).toBe('title="run.ts" showLineNumbers');
    expect(rewriteMeta('run')).toBeNull();
    expect(rewriteMeta('title="x"')).toBe('title="x"');
    expect(rewriteMeta(null)).toBeNull();
  });
});

describe('code-sample-output in the MDX pipeline', () => {
  it('reaches the theme as the metastring of the output block', async () => {
    const {compile} = await import('@mdx-js/mdx');
    // Docusaurus applies this plugin last; it copies each code node's meta to the `metastring` prop.
    const {default: codeCompatPlugin} = await import('@docusaurus/mdx-loader/lib/remark/mdx1Compat/codeCompatPlugin');
    const {default: codeSampleOutput} = await import('../../remark/code-sample-output');
    const source = ['```ts run', "console.log('hi');", '```', '', '```text output', 'hi', '```'].join('\n');
    const compiled = String(await compile(source, {remarkPlugins: [codeSampleOutput, codeCompatPlugin]}));
    expect(compiled).toContain('metastring: "title=\\"Output\\""');
    expect(compiled).not.toMatch(/metastring: "[^"]*\brun\b/);
  });
});

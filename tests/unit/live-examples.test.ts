import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';
import {DEFAULT_OPTIONS, validateOptions} from '../../plugins/live-examples';
import {isLiveMeta, parseLiveMeta} from '../../plugins/live-examples/meta';
import liveExamplesRemarkPlugin from '../../remark/live-examples';
import {compileExample} from '../../plugins/live-examples/runtime/compile';
import {moduleLoaders, unavailableModules} from '../../plugins/live-examples/runtime/modules';
import {
  compileErrorLocation,
  errorLine,
  exampleSourceUrl,
  importLine,
  interopModule,
  isReactExample,
  requiredModules,
} from '../../plugins/live-examples/runtime/source';
import {extractPage} from '../../scripts/code-blocks/extract';

const rootDir = path.resolve(__dirname, '../..');

describe('options', () => {
  const validate = (options: unknown) =>
    validateOptions({options, validate: normalizePluginOptions as never} as never) as Record<string, unknown>;

  it('fills in the defaults', () => {
    expect(validate({})).toMatchObject(DEFAULT_OPTIONS);
  });

  it('rejects unknown keys', () => {
    expect(() => validate({debounce: 300})).toThrow(/"debounce" is not allowed/);
  });
});

describe('fence meta', () => {
  it('recognises the word live, not an attribute value', () => {
    expect(isLiveMeta('live')).toBe(true);
    expect(isLiveMeta('title="live"')).toBe(false);
    expect(isLiveMeta(null)).toBe(false);
  });

  it('adds the asked panels to the default ones, in a fixed order', () => {
    expect(parseLiveMeta('live panels="transforms,selection"')).toEqual({
      panels: ['state', 'commands', 'tags', 'selection', 'transforms'],
      title: null,
    });
    expect(parseLiveMeta('live title="a demo"')).toMatchObject({
      panels: ['state', 'commands', 'tags'],
      title: 'a demo',
    });
  });

  it('rejects an unknown panel', () => {
    expect(() => parseLiveMeta('live panels="history"')).toThrow(/unknown panel "history"/);
  });
});

describe('remark plugin', () => {
  const render = async (markdown: string) =>
    String(await compile(markdown, {remarkPlugins: [liveExamplesRemarkPlugin], jsx: true}));

  it('turns a live fence into <LiveExample> carrying the same code', async () => {
    const out = await render('# Page\n\n```tsx live\nexport default function A() { return null; }\n```\n');
    expect(out).toContain('import LiveExample from "@theme/LiveExample"');
    expect(out).toContain('<LiveExample code="export default function A() { return null; }" language="tsx"');
    expect(out).toContain('panels="state,commands,tags"');
  });

  it('leaves other fences alone', async () => {
    const out = await render('```tsx\nconst a = 1;\n```\n');
    expect(out).not.toContain('LiveExample');
  });

  it('fails on a live fence of another language', async () => {
    await expect(render('```js live\nconst a = 1;\n```\n')).rejects.toThrow(/`live` works on ts and tsx fences/);
  });
});

describe('code-block checker', () => {
  it('marks live blocks and rejects live with run, or on another language', () => {
    const page = extractPage('x.mdx', '```ts live\nexport default () => () => {};\n```\n\n```js live\n1\n```\n');
    expect(page.blocks.map((block) => block.live)).toEqual([true]);
    expect(page.errors.map((error) => error.message)).toEqual(['`live` only works on ts and tsx blocks']);
    expect(extractPage('y.mdx', '```ts live run\n1\n```\n').errors.map((e) => e.line)).toContain(1);
  });
});

describe('compiling an example', () => {
  it('keeps the source lines and turns imports into require calls', () => {
    const source =
      "import {createEditor} from 'lexical';\n\nconst n: number = 1;\nexport default function mount() {\n  createEditor();\n}\n";
    const result = compileExample(source, 'ts');
    expect(result.ok).toBe(true);
    const code = (result as {code: string}).code;
    expect(code.split('\n')).toHaveLength(source.split('\n').length);
    expect(requiredModules(code)).toEqual(['lexical']);
  });

  it('uses the automatic JSX runtime for tsx', () => {
    const result = compileExample(
      "import {useState} from 'react';\nexport default () => <p>{useState(1)[0]}</p>;",
      'tsx',
    );
    expect(requiredModules((result as {code: string}).code)).toEqual(['react/jsx-runtime', 'react']);
  });

  it('reports a syntax error with its source line and without the location suffix', () => {
    const result = compileExample('const a = 1;\nconst b = (;\n', 'ts');
    expect(result).toEqual({ok: false, message: 'Unexpected token', line: 2});
  });
});

describe('pure helpers', () => {
  it('finds the line that imports a specifier', () => {
    const source = 'import {a} from \'lexical\';\nimport {\n  b,\n} from "left-pad";\n';
    expect(importLine(source, 'left-pad')).toBe(4);
    expect(importLine(source, 'react')).toBeNull();
  });

  it('tells React examples from vanilla ones by their imports', () => {
    expect(isReactExample(['lexical', '@lexical/rich-text'])).toBe(false);
    expect(isReactExample(['react/jsx-runtime'])).toBe(true);
    expect(isReactExample(['@lexical/react/LexicalComposer'])).toBe(true);
    expect(isReactExample(['react-dom/client'])).toBe(true);
  });

  it('maps a stack frame of the example to its source line (Chrome and Firefox formats)', () => {
    const url = exampleSourceUrl('3', 'tsx');
    expect(url).toBe('live-example-3.tsx');
    expect(errorLine(`Error: boom\n    at mount (${url}:7:11)\n    at run (runtime.js:1:1)`, url)).toBe(7);
    expect(errorLine(`mount@${url}:12:5\nrun@runtime.js:1:1`, url)).toBe(12);
    expect(errorLine('Error\n    at x (live-example-31.tsx:2:1)', url)).toBeNull();
    expect(errorLine(undefined, url)).toBeNull();
  });

  it('reads the line of a sucrase error from its loc or its message', () => {
    expect(compileErrorLocation(Object.assign(new SyntaxError('Unexpected token (4:2)'), {loc: {line: 4}}))).toEqual({
      message: 'Unexpected token',
      line: 4,
    });
    expect(compileErrorLocation(new Error('Bad (9:1)'))).toEqual({message: 'Bad', line: 9});
    expect(compileErrorLocation('odd')).toEqual({message: 'odd', line: null});
  });

  it('gives named access to a CommonJS module and keeps an ES namespace as it is', () => {
    const useState = () => 0;
    const react = interopModule({default: {useState}});
    expect(react.useState).toBe(useState);
    expect(react.__esModule).toBe(true);
    const lexical = interopModule({createEditor: 1});
    expect(lexical).toEqual({createEditor: 1, __esModule: true});
  });
});

describe('module map', () => {
  it('offers every browser entry point of lexical and the installed @lexical packages', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const expected: string[] = [];
    for (const name of Object.keys(pkg.dependencies)) {
      if (name !== 'lexical' && !name.startsWith('@lexical/')) continue;
      const manifest = JSON.parse(fs.readFileSync(path.join(rootDir, 'node_modules', name, 'package.json'), 'utf8'));
      const entries = Object.keys(manifest.exports ?? {'.': null}).filter(
        (entry) => !entry.endsWith('.js') && entry !== './package.json',
      );
      expected.push(...entries.map((entry) => (entry === '.' ? name : `${name}${entry.slice(1)}`)));
    }
    const offered = new Set([...Object.keys(moduleLoaders), ...Object.keys(unavailableModules)]);
    expect(expected.filter((specifier) => !offered.has(specifier))).toEqual([]);
    expect(Object.keys(moduleLoaders)).toEqual(expect.arrayContaining(['react', 'react/jsx-runtime', 'react-dom']));
  });
});

import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {createElement, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight as PackageHighlight, Prism as PackagePrism, type RenderProps} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {Highlight} from '../../plugins/prism-languages/client/Highlight';
import Prism, {registerGrammars} from '../../plugins/prism-languages/client/prism';
import {findFences} from '../../scripts/code-blocks/extract';
import {defaultRoots, markdownFiles, rootDir} from '../../scripts/code-blocks/pages';

const prismConfig = (config.themeConfig as {prism: {theme: never; additionalLanguages: string[]}}).prism;

// What theme-classic's prism-include-languages does in the browser: each additional language is a prismjs
// component that registers itself on the global Prism, here the one the site ships.
const requireFromHere = createRequire(__filename);
registerGrammars();
(globalThis as {Prism?: unknown}).Prism = Prism;
for (const language of prismConfig.additionalLanguages) requireFromHere(`prismjs/components/prism-${language}`);

/** Fence languages that are never highlighted, and why. */
const notHighlighted: Record<string, string> = {
  '': 'a fence without a language is plain text',
  mermaid: 'replaced by its SVG at build time (plugins/mermaid-svg)',
  mdx: 'Prism has no MDX grammar: shown as plain text',
};

type Sample = {file: string; language: string; code: string};

const samples: Sample[] = [...defaultRoots, 'api'].flatMap(markdownFiles).flatMap((file) => {
  const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/);
  return findFences(lines).map((fence) => ({
    file: path.relative(rootDir, file),
    language: fence.lang,
    code: lines.slice(fence.open + 1, fence.close).join('\n'),
  }));
});

function renderCode(render: (children: (props: RenderProps) => ReactElement) => ReactElement): string {
  return renderToStaticMarkup(
    render(({className, style, tokens, getLineProps, getTokenProps}) =>
      createElement(
        'pre',
        {className, style},
        tokens.map((line, index) =>
          createElement(
            'div',
            {key: index, ...getLineProps({line})},
            line.map((token, key) => createElement('span', {key, ...getTokenProps({token})})),
          ),
        ),
      ),
    ),
  );
}

describe('the Prism the site ships (plugins/prism-languages)', () => {
  it('has a grammar for every fence language of the docs, the blog and the pages', () => {
    expect(samples.length).toBeGreaterThan(100);
    const missing = samples
      .filter(({language}) => !(language in notHighlighted) && !Prism.languages[language])
      .map(({file, language}) => `${file}: ${language}`);
    expect(missing).toEqual([]);
  });

  it('leaves out the languages prism-react-renderer bundles that the content does not use', () => {
    for (const language of ['swift', 'kotlin', 'objectivec', 'reason', 'rust', 'go', 'cpp', 'python']) {
      expect(PackagePrism.languages[language], language).toBeDefined();
      expect(Prism.languages[language], language).toBeUndefined();
    }
  });

  it("renders every sample as prism-react-renderer's Highlight does with its own Prism", () => {
    // Languages prism-react-renderer bundles, and those neither Prism highlights (bash and diff are not bundled).
    const compared = samples.filter(({language}) => PackagePrism.languages[language] || !Prism.languages[language]);
    expect(compared.length).toBeGreaterThan(100);
    const rendered = compared.map(({file, language, code}) => {
      const props = {code, language, theme: prismConfig.theme};
      const ours = renderCode((children) => createElement(Highlight, {...props, children}));
      const reference = renderCode((children) => createElement(PackageHighlight, {...props, children}));
      expect(ours, `${file} (${language})`).toBe(reference);
      return ours;
    });
    // Tokens, with their types and theme colours, are what is compared, not only plain text.
    expect(rendered.filter((html) => html.includes('class="token keyword"')).length).toBeGreaterThan(100);
  });
});

import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {createElement, type CSSProperties, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  Highlight as PackageHighlight,
  Prism as PackagePrism,
  type PrismTheme,
  type RenderProps,
} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {siteThemeCss} from '../../plugins/syntax-highlighting';
import {codeLinesHtml} from '../../plugins/syntax-highlighting/client/codeHtml';
import {highlightTokens} from '../../plugins/syntax-highlighting/client/tokens';
import Prism, {registerGrammars} from '../../plugins/syntax-highlighting/client/prism';
import {tokenTypeOrder, tokenRules, type TokenRule} from '../../plugins/syntax-highlighting/themeCss';
import {findFences} from '../../scripts/code-blocks/extract';
import {defaultRoots, markdownFiles, rootDir} from '../../scripts/code-blocks/pages';

const prismConfig = (
  config.themeConfig as {prism: {theme: PrismTheme; darkTheme: PrismTheme; additionalLanguages: string[]}}
).prism;

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

/** What theme-classic's CodeBlock/Line and Line/Token render, through a Highlight, without style attributes. */
function renderLines(render: (children: (props: RenderProps) => ReactElement) => ReactElement): string {
  const html = renderToStaticMarkup(
    render(({tokens, getLineProps, getTokenProps}) =>
      createElement(
        'code',
        null,
        tokens.map((line, index) => {
          const lineTokens = line.length === 1 && line[0].content === '\n' ? [{...line[0], content: ''}] : line;
          return createElement(
            'div',
            {key: index, ...getLineProps({line: lineTokens})},
            ...lineTokens.map((token, key) => createElement('span', {key, ...getTokenProps({token})})),
            createElement('br'),
          );
        }),
      ),
    ),
  );
  return (
    html
      .replace(/^<code>|<\/code>$/g, '')
      .replace(/ style="[^"]*"/g, '')
      .replace(/<br\/>/g, '<br>')
      // The deliberate differences (plugins/syntax-highlighting/client/codeHtml.ts): plain text is written bare, and
      // an empty line is its line break alone.
      .replace(/<div class="token-line"><span class="token [^"]*"><\/span><br>/g, '<div class="token-line"><br>')
      .replace(/<span class="token plain">([^<]*)<\/span>/g, '$1')
  );
}

/** The theme as the browser gets it: the site config travels as JSON, which drops undefined values. */
const asShipped = (theme: PrismTheme): PrismTheme => JSON.parse(JSON.stringify(theme)) as PrismTheme;

/** The style the stylesheet's rules give a token of these types in a block of `language` (the CSS cascade). */
function cascadedStyle(rules: TokenRule[], mode: string, language: string, types: string[]): Record<string, unknown> {
  const matching = rules
    .map((rule, order) => ({rule, order}))
    .filter(({rule}) => rule.mode === mode && (!rule.language || rule.language === language))
    .filter(({rule}) => types.includes(rule.type))
    .sort((a, b) => Number(!!a.rule.language) - Number(!!b.rule.language) || a.order - b.order);
  return Object.assign({}, ...matching.map(({rule}) => rule.style));
}

const withoutLayout = ({display: _display, ...style}: CSSProperties = {}): Record<string, unknown> =>
  JSON.parse(JSON.stringify(style)) as Record<string, unknown>;

describe('the Prism the site ships (plugins/syntax-highlighting)', () => {
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

  it("renders every sample's markup as theme-classic's lines on prism-react-renderer's Highlight do, plain text bare", () => {
    // Languages prism-react-renderer bundles, and those neither Prism highlights (bash and diff are not bundled).
    const compared = samples.filter(({language}) => PackagePrism.languages[language] || !Prism.languages[language]);
    expect(compared.length).toBeGreaterThan(100);
    const rendered = compared.map(({file, language, code}) => {
      const ours = codeLinesHtml(highlightTokens(code, language));
      const reference = renderLines((children) =>
        createElement(PackageHighlight, {code, language, theme: prismConfig.theme, children}),
      );
      expect(ours, `${file} (${language})`).toBe(reference);
      return ours;
    });
    // Tokens, with their types, are what is compared, not only plain text.
    expect(rendered.filter((html) => html.includes('class="token keyword"')).length).toBeGreaterThan(100);
  });

  it('colours every token of every sample, in both modes, as the inline styles of the themes did', () => {
    const themes = {light: asShipped(prismConfig.theme), dark: asShipped(prismConfig.darkTheme)};
    const themeTypes = [...themes.light.styles, ...themes.dark.styles].flatMap((entry) => entry.types);
    const rules = tokenRules(themes, tokenTypeOrder(Prism.languages, themeTypes));
    const mismatches = new Set<string>();
    let checked = 0;
    for (const {file, language, code} of samples) {
      const lines = highlightTokens(code, language);
      for (const [mode, theme] of Object.entries(themes)) {
        renderToStaticMarkup(
          createElement(PackageHighlight, {
            code,
            language,
            theme,
            prism: Prism as never,
            children: ({getTokenProps}) => {
              for (const token of lines.flat()) {
                const expected = withoutLayout(getTokenProps({token}).style);
                const actual = cascadedStyle(rules, mode, language, token.types);
                checked += 1;
                if (JSON.stringify(actual) !== JSON.stringify(expected))
                  mismatches.add(`${file} ${mode} ${token.types.join(' ')}: ${JSON.stringify(actual)}`);
              }
              return createElement('pre');
            },
          }),
        );
      }
    }
    expect(checked).toBeGreaterThan(10_000);
    expect([...mismatches]).toEqual([]);
  });

  it('writes the stylesheet the plugin ships from the configured themes', () => {
    const css = siteThemeCss(prismConfig);
    expect(css).toContain(`[data-theme='light'] .prism-code{color:${prismConfig.theme.plain.color};`);
    expect(css).toContain(`[data-theme='dark'] .prism-code{color:${prismConfig.darkTheme.plain.color};`);
    expect(css).not.toContain('undefined');
  });

  it('fails the build when an additional language is configured that the browser would not register', () => {
    expect(() => siteThemeCss({...prismConfig, additionalLanguages: ['json', 'python']})).toThrow(
      /additionalLanguages has python, which registerGrammars/,
    );
  });
});

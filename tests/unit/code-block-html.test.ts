import type {PrismTheme} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {codeLinesHtml} from '../../plugins/syntax-highlighting/client/codeHtml';
import {declarations, prismThemeCss, tokenRules, tokenTypeOrder} from '../../plugins/syntax-highlighting/themeCss';

const plain = (content: string) => ({types: ['plain'], content});

describe('codeLinesHtml (the inside of a code block)', () => {
  it('writes a div per line, a span per token with its types as classes, plain text bare, and a line break', () => {
    expect(
      codeLinesHtml([[{types: ['keyword'], content: 'const'}, plain(' a '), {types: ['operator'], content: '='}]]),
    ).toBe(
      '<div class="token-line"><span class="token keyword">const</span> a <span class="token operator">=</span>' +
        '<br></div>',
    );
  });

  it("keeps the span of a token typed 'plain' and more: only text typed 'plain' alone is bare", () => {
    expect(codeLinesHtml([[{types: ['plain', 'keyword'], content: 'let'}]])).toBe(
      '<div class="token-line"><span class="token plain keyword">let</span><br></div>',
    );
  });

  it('escapes the text of tokens', () => {
    expect(codeLinesHtml([[plain(`a < b && c > "d" + 'e'`)]])).toBe(
      '<div class="token-line">a &lt; b &amp;&amp; c &gt; &quot;d&quot; + &#x27;e&#x27;<br></div>',
    );
  });

  it('writes an empty line as its line break alone', () => {
    expect(codeLinesHtml([[{types: ['plain'], content: '\n', empty: true}]])).toBe(
      '<div class="token-line"><br></div>',
    );
  });

  it('adds the classes of highlighted lines and magic comments to their line only', () => {
    const html = codeLinesHtml([[plain('a')], [plain('b')]], {
      lineClassNames: {1: ['theme-code-block-highlighted-line', 'code-block-error-line']},
    });
    expect(html).toBe(
      '<div class="token-line">a<br></div>' +
        '<div class="token-line theme-code-block-highlighted-line code-block-error-line">b<br></div>',
    );
  });

  it('wraps the tokens in the number and content cells of numbered lines', () => {
    const lineNumbers = {codeLine: 'line_1', codeLineNumber: 'number_2', codeLineContent: 'content_3'};
    expect(codeLinesHtml([[plain('a')]], {lineNumbers, lineClassNames: {0: ['marked']}})).toBe(
      '<div class="token-line marked line_1"><span class="number_2"></span>' +
        '<span class="content_3">a</span><br></div>',
    );
  });
});

describe('the code theme stylesheet', () => {
  const light: PrismTheme = {
    plain: {color: '#111111', backgroundColor: '#ffffff'},
    styles: [
      {types: ['tag', 'keyword'], style: {color: '#000099'}},
      {types: ['comment'], style: {color: '#555555', fontStyle: 'italic'}},
      {types: ['punctuation'], style: {color: '#333333'}},
      {types: ['namespace'], style: {color: undefined}},
      {types: ['keyword'], style: {color: '#990000'}, languages: ['css']},
    ],
  };
  const dark: PrismTheme = {plain: {color: '#eeeeee', backgroundColor: '#222222'}, styles: []};

  it('writes style objects as declarations, leaving undefined values out', () => {
    expect(
      declarations({color: '#fff', fontStyle: 'italic', opacity: 0.5, fontSize: 12, textDecoration: undefined}),
    ).toBe('color:#fff;font-style:italic;opacity:0.5;font-size:12px');
  });

  it("puts each mode's plain colours on the block and its token colours under its data-theme", () => {
    const css = prismThemeCss({light, dark}, ['tag', 'punctuation']);
    expect(css).toContain("[data-theme='light'] .prism-code{color:#111111;background-color:#ffffff}");
    expect(css).toContain("[data-theme='dark'] .prism-code{color:#eeeeee;background-color:#222222}");
    expect(css).toContain(
      "[data-theme='dark'] .theme-code-block{--prism-color:#eeeeee;--prism-background-color:#222222}",
    );
    expect(css).toContain("[data-theme='light'] .prism-code .token.comment{color:#555555;font-style:italic}");
    expect(css).toContain("[data-theme='light'] .prism-code.language-css .token.keyword{color:#990000}");
    expect(css).not.toContain('namespace');
  });

  it('orders the rules so that a nested type comes after the type it is nested in', () => {
    const rules = tokenRules({light}, ['tag', 'punctuation']).filter((rule) => !rule.language);
    const types = rules.map((rule) => rule.type);
    expect(types.indexOf('tag')).toBeLessThan(types.indexOf('punctuation'));
  });

  it('finds nesting in the grammars, aliases after their type, and keeps the theme order otherwise', () => {
    const languages = {
      markup: {
        tag: {pattern: /<[^>]*>/, inside: {punctuation: /[<>]/, 'attr-value': {pattern: /"[^"]*"/, alias: 'string'}}},
        comment: /<!--.*?-->/,
      },
    };
    expect(tokenTypeOrder(languages, ['punctuation', 'string', 'comment', 'attr-value', 'tag'])).toEqual([
      'comment',
      'tag',
      'punctuation',
      'attr-value',
      'string',
    ]);
  });
});

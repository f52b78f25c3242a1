/**
 * The shipped Prism builds its grammars on the first code block, not when the bundle starts: a page without code
 * never pays for them. A file of its own, so no other test has loaded the grammars first.
 */
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {expect, it} from 'vitest';
import {Highlight} from '../../plugins/prism-languages/client/Highlight';
import Prism from '../../plugins/prism-languages/client/prism';

it('has no grammar until a code block renders, then highlights with the grammars the content uses', () => {
  expect(Prism.languages.tsx).toBeUndefined();
  expect(Prism.languages.typescript).toBeUndefined();
  const html = renderToStaticMarkup(
    createElement(Highlight, {
      code: 'const answer: number = 42;',
      language: 'tsx',
      children: ({tokens, getTokenProps}) =>
        createElement(
          'pre',
          null,
          ...tokens.flat().map((token, key) => createElement('span', getTokenProps({token, key}))),
        ),
    }),
  );
  expect(Prism.languages.tsx).toBeDefined();
  expect(Prism.languages.yaml).toBeDefined();
  expect(html).toContain('class="token keyword"');
  // The components needed the global only while they registered.
  expect((globalThis as {Prism?: unknown}).Prism).toBeUndefined();
});

/**
 * The shipped Prism builds its grammars on the first code block, not when the bundle starts: a page without code
 * never pays for them. A file of its own, so no other test has loaded the grammars first.
 */
import {expect, it} from 'vitest';
import {highlightTokens} from '../../plugins/syntax-highlighting/client/tokens';
import Prism, {grammarsRegisteredMark} from '../../plugins/syntax-highlighting/client/prism';

it('has no grammar until a code block renders, then highlights with the grammars the content uses', () => {
  expect(Prism.languages.tsx).toBeUndefined();
  expect(Prism.languages.typescript).toBeUndefined();
  expect(performance.getEntriesByName(grammarsRegisteredMark)).toHaveLength(0);
  const tokens = highlightTokens('const answer: number = 42;', 'tsx').flat();
  expect(Prism.languages.tsx).toBeDefined();
  expect(Prism.languages.yaml).toBeDefined();
  expect(tokens).toContainEqual({types: ['keyword'], content: 'const'});
  // The mark the e2e tests read to see whether a page tokenized.
  expect(performance.getEntriesByName(grammarsRegisteredMark)).toHaveLength(1);
  // The components needed the global only while they registered.
  expect((globalThis as {Prism?: unknown}).Prism).toBeUndefined();
});

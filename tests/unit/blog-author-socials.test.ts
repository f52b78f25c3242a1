import {createElement} from 'react';
import {prerenderToNodeStream} from 'react-dom/static';
import {text} from 'node:stream/consumers';
import {describe, expect, it} from 'vitest';
import type {Props} from '@theme/Blog/Components/Author/Socials';
import BlogAuthorSocials from '../../src/theme/Blog/Components/Author/Socials';

/** The HTML the server writes for an author's social links, once everything it waits for has loaded. */
async function serverHtml(author: Props['author']): Promise<string> {
  const {prelude} = await prerenderToNodeStream(createElement(BlogAuthorSocials, {author}));
  return text(prelude);
}

describe("a blog author's social links", () => {
  it("are Docusaurus' own links, loaded when the author lists some", async () => {
    const html = await serverHtml({
      key: 'nadia',
      page: null,
      name: 'Nadia',
      socials: {github: 'https://github.com/facebook'},
    });
    expect(html).toContain('data-original="true"');
    expect(html).toContain('<a href="https://github.com/facebook">github</a>');
  });

  it('are an empty box, with no links to load, when the author lists none', async () => {
    for (const socials of [undefined, {}]) {
      const html = await serverHtml({key: 'tomas', page: null, name: 'Tomás', socials});
      expect(html).toMatch(/^<div class="[^"]*"><\/div>$/);
    }
  });
});

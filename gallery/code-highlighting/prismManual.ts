// @lexical/code-prism imports prismjs, and prismjs, once loaded in a page, highlights every element of the page
// whose class names a language (`language-css`, ...) on the next frame, unless `Prism.manual` is already set. On a
// page that shows other code blocks, that would rewrite them. This module is imported before @lexical/code-prism
// and sets the flag, so Prism only tokenizes what the editor asks for.
if (typeof window !== 'undefined') {
  const host = window as unknown as {Prism?: {manual?: boolean}};
  host.Prism = host.Prism ?? {};
  host.Prism.manual = true;
}

export {};

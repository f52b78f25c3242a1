// Prism's core highlights every `code.language-*` element of the page once the document has loaded, unless a
// global `Prism.manual` is set before it runs; left on, it would rewrite the code blocks React rendered.
(globalThis as {Prism?: unknown}).Prism = {manual: true};

/**
 * The editor's styles, as text. A page's style sheets reach neither into a shadow tree nor into an iframe's
 * document, so the hosts inject this into each (a <style> in the shadow root, and in the iframe's srcdoc).
 * Inherited properties (color, font) and custom properties do cross a shadow boundary, which is why the
 * var(--ifm-...) values work in the shadow root; the iframe host copies them over itself.
 */
export const EMBEDDED_EDITOR_CSS = `
.embedded-editor {
  position: relative;
}
.embedded-editor__editable {
  min-height: 7.5rem;
  padding: 10px 12px;
  outline: none;
  line-height: 1.6;
  caret-color: currentColor;
}
.embedded-editor__editable:focus-visible {
  box-shadow: inset 0 0 0 2px var(--ifm-color-primary, #2e8555);
  border-radius: 6px;
}
.embedded-editor__placeholder {
  position: absolute;
  top: 10px;
  left: 12px;
  pointer-events: none;
  user-select: none;
  color: var(--ifm-color-emphasis-700, #525860);
}
.embedded-editor__paragraph {
  margin: 0 0 6px;
}
.embedded-editor__bold {
  font-weight: 700;
}
.embedded-editor__italic {
  font-style: italic;
}
.embedded-editor__underline {
  text-decoration: underline;
}
`;

/** The iframe's whole document: the editor is portalled into <div id="mount">. */
export const FRAME_DOCUMENT = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Editor inside an iframe</title>
<style>
html, body, main, #mount, .embedded-editor { height: 100%; margin: 0; }
body { font: 16px/1.5 system-ui, sans-serif; }
/* In the frame the editable fills the whole viewport; longer text scrolls inside the iframe. */
main .embedded-editor__editable { min-height: 100%; box-sizing: border-box; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
${EMBEDDED_EDITOR_CSS}
</style>
</head>
<body>
<!-- The frame is a document of its own: it gets a title, a language and a top-level heading for assistive tech. -->
<main>
<h1 class="visually-hidden">Rich text editor frame</h1>
<div id="mount"></div>
</main>
</body>
</html>`;

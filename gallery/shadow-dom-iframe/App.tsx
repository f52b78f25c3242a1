import type {JSX} from 'react';
import {EmbeddedEditor} from './EmbeddedEditor';
import {IframeHost, ShadowRootHost} from './hosts';
import './styles.css';

/**
 * Two rich text editors whose contenteditable lives outside the page's light DOM: one in an open shadow root, one in
 * a same-origin iframe. Lexical reads the selection through the shadow root (getComposedRanges) and listens on the
 * iframe's own document, so typing, Ctrl+B and undo work in both without any extra configuration.
 */
export default function App(): JSX.Element {
  return (
    <div className="shadow-dom-iframe">
      <section className="sdi-panel" aria-labelledby="sdi-shadow-title">
        <p className="sdi-title" id="sdi-shadow-title">
          Open shadow root <code>attachShadow()</code>
        </p>
        <EmbeddedEditor
          namespace="shadow-editor"
          label="Editor in a shadow root"
          initialText="This paragraph lives in a shadow tree. Try Ctrl+B."
          host={(editable) => <ShadowRootHost>{editable}</ShadowRootHost>}
        />
      </section>
      <section className="sdi-panel" aria-labelledby="sdi-iframe-title">
        <p className="sdi-title" id="sdi-iframe-title">
          Same-origin iframe <code>srcdoc</code>
        </p>
        <EmbeddedEditor
          namespace="iframe-editor"
          label="Editor in an iframe"
          initialText="This paragraph lives in the iframe’s document. Try Ctrl+B."
          host={(editable) => <IframeHost title="Rich text editor frame">{editable}</IframeHost>}
        />
      </section>
    </div>
  );
}

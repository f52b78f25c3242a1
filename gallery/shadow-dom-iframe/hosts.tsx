import {type JSX, type ReactNode, useEffect, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import {EMBEDDED_EDITOR_CSS, FRAME_DOCUMENT} from './embeddedStyles';

/**
 * Renders `children` inside an open shadow root attached to a <div>. The children stay in this React tree (and so
 * inside LexicalComposer's context) while their DOM lives in the shadow tree, through a portal.
 */
export function ShadowRootHost({children}: {children: ReactNode}): JSX.Element {
  const hostRef = useRef<HTMLDivElement>(null);
  const [mount, setMount] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (host === null) return undefined;
    // attachShadow may run once per element; a remount reuses the shadow root.
    const shadowRoot = host.shadowRoot ?? host.attachShadow({mode: 'open'});
    const style = host.ownerDocument.createElement('style');
    style.textContent = EMBEDDED_EDITOR_CSS;
    const container = host.ownerDocument.createElement('div');
    shadowRoot.append(style, container);
    setMount(container);
    return () => {
      style.remove();
      container.remove();
    };
  }, []);

  return (
    <div ref={hostRef} className="sdi-shadow-host">
      {mount !== null && createPortal(children, mount)}
    </div>
  );
}

/** The properties an iframe's document does not inherit from the page, copied from the <iframe> element itself. */
const MIRRORED_VARIABLES = ['--ifm-color-primary', '--ifm-color-emphasis-700'];

function mirrorPageStyle(frame: HTMLIFrameElement, frameRoot: HTMLElement): void {
  const computed = getComputedStyle(frame);
  frameRoot.style.color = computed.color;
  frameRoot.style.backgroundColor = computed.backgroundColor;
  frameRoot.style.fontFamily = computed.fontFamily;
  for (const name of MIRRORED_VARIABLES) {
    const value = computed.getPropertyValue(name);
    if (value) frameRoot.style.setProperty(name, value);
    else frameRoot.style.removeProperty(name);
  }
}

/**
 * Renders `children` into a same-origin srcdoc iframe's document, once it has loaded. The iframe's document has its
 * own style sheet (in FRAME_DOCUMENT) and receives the page's colours again whenever the colour mode changes.
 */
export function IframeHost({title, children}: {title: string; children: ReactNode}): JSX.Element {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [mount, setMount] = useState<HTMLElement | null>(null);
  const attach = (frame: HTMLIFrameElement) => setMount(frame.contentDocument?.getElementById('mount') ?? null);

  // If the frame loaded before React listened (a server-rendered page), attach now; otherwise onLoad does.
  useEffect(() => {
    if (frameRef.current !== null) attach(frameRef.current);
  }, []);

  useEffect(() => {
    const frame = frameRef.current;
    if (frame === null || mount === null) return undefined;
    const sync = () => mirrorPageStyle(frame, mount.ownerDocument.documentElement);
    sync();
    // Docusaurus switches colour mode with attributes on <html>.
    const observer = new MutationObserver(sync);
    observer.observe(frame.ownerDocument.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme', 'class', 'style'],
    });
    return () => observer.disconnect();
  }, [mount]);

  return (
    <>
      <iframe
        ref={frameRef}
        className="sdi-frame"
        title={title}
        srcDoc={FRAME_DOCUMENT}
        onLoad={(event) => attach(event.currentTarget)}
      />
      {mount !== null && createPortal(children, mount)}
    </>
  );
}

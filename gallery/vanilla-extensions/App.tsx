import {type JSX, useEffect, useRef} from 'react';
import {mountVanillaEditor} from './editor';
import './styles.css';

/**
 * React is only the host here: it renders one empty element and hands it to the framework-free editor in editor.ts,
 * which builds its own DOM and tears it down when the component unmounts.
 */
export default function App(): JSX.Element {
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (host === null) return undefined;
    return mountVanillaEditor(host);
  }, []);

  return (
    <div className="vanilla-extensions">
      <div ref={hostRef} className="ve-host" />
    </div>
  );
}

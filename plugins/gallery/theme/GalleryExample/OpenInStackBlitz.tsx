import {useState, type JSX} from 'react';
import {openFileOf, stackblitzProject, type StackBlitzExample} from '../../stackblitz';

/**
 * Opens the example as a StackBlitz project in a new tab, through `@stackblitz/sdk` (loaded on the click: a reader
 * who never presses the button never downloads it).
 */
export default function OpenInStackBlitz({
  example,
  className = 'button button--primary',
}: {
  example: StackBlitzExample;
  className?: string;
}): JSX.Element {
  const [failed, setFailed] = useState(false);
  const open = () => {
    setFailed(false);
    import('@stackblitz/sdk')
      .then(({default: sdk}) =>
        sdk.openProject(stackblitzProject(example), {newWindow: true, openFile: openFileOf(example)}),
      )
      .catch(() => setFailed(true));
  };
  return (
    <>
      <button type="button" className={className} onClick={open}>
        Open in StackBlitz
      </button>
      {failed && <p role="alert">StackBlitz could not be opened from here. Check your connection, then try again.</p>}
    </>
  );
}

import {useEffect, useId, useState} from 'react';
import {hydrateNearAttribute} from '@site/plugins/speed/deferred-content/client/deferredContent';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {LiveExamplesGlobalData} from '../../index';
import type {LiveExampleProps} from '../../types';
import SourceEditor from './SourceEditor';
import styles from './styles.module.css';
// Without JavaScript: a notice in place of what only a running example shows (marked `scriptOnly`).
import LiveExampleNoScriptNotice from './NoScriptNotice';
import Toolbar from './Toolbar';
import {Preview, PreviewHeader} from './Preview';
import Panels from './Panels';
import {listedPanels, useExampleOutput, useRuntimeNearViewport} from './exampleRun';
import {useEditedSource} from './useEditedSource';

/** Whether the page has hydrated: false in the server's markup and the first render that matches it. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * A live example: its source, editable, and once it comes near the viewport the running editor built from it,
 * with panels that show the editor's state, the commands it dispatches and the tags of its updates. The server
 * renders the highlighted source and a box of the final size, so nothing moves when the example starts.
 */
export default function LiveExample({code: originalCode, language, panels, title}: LiveExampleProps) {
  const {debounceMs, rootMargin, versions} = usePluginData('live-examples') as LiveExamplesGlobalData;
  // The server's markup hides the preview and panels from the Markdown twin (which leaves out aria-hidden
  // elements): there they are empty placeholders. Once the page runs they are shown to everyone.
  const placeholderHidden = useHydrated() ? undefined : true;
  const {sectionRef, runtime, status} = useRuntimeNearViewport(rootMargin);
  const {code, setCode, runCode, edited, reset} = useEditedSource(originalCode, debounceMs);
  const {hostRef, error, panelData} = useExampleOutput(runtime, runCode, language, panels);
  const baseId = useId();
  const label = title ? `Live example: ${title}` : 'Live example';

  return (
    <section
      ref={sectionRef}
      className={styles.liveExample}
      aria-label={label}
      data-testid="live-example"
      // A page that keeps its content as server markup (plugins/speed/deferred-content) renders it as this comes near.
      {...{[hydrateNearAttribute]: rootMargin}}>
      <Toolbar label={label} code={code} language={language} versions={versions} edited={edited} onReset={reset} />
      <SourceEditor
        code={code}
        language={language}
        label={`Source of the ${label.toLowerCase()} (editable; Tab moves to the next control)`}
        onChange={setCode}
      />
      <LiveExampleNoScriptNotice />
      <PreviewHeader status={status} placeholderHidden={placeholderHidden} />
      <Preview error={error} hostRef={hostRef} placeholderHidden={placeholderHidden} />
      <Panels
        baseId={baseId}
        names={listedPanels(panels)}
        data={panelData}
        status={status}
        placeholderHidden={placeholderHidden}
      />
    </section>
  );
}

import {useEffect, useState, type JSX} from 'react';
import type {LexicalEditor} from 'lexical';
import {generateContent, registerLexicalCommandLogger, type LexicalCommandLog} from '@lexical/devtools-core';

/** The editors running in an element: Lexical marks each root element and keeps its editor on it. */
function editorsIn(element: Element | null): LexicalEditor[] {
  if (!element) return [];
  return Array.from(element.querySelectorAll('[data-lexical-editor="true"]')).flatMap((root) => {
    const editor = (root as HTMLElement & {__lexicalEditor?: LexicalEditor}).__lexicalEditor;
    return editor ? [editor] : [];
  });
}

function EditorTree({editor, index}: {editor: LexicalEditor; index: number}): JSX.Element {
  const [log, setLog] = useState<LexicalCommandLog>([]);
  const [tree, setTree] = useState(() => generateContent(editor, log, false));
  useEffect(() => registerLexicalCommandLogger(editor, setLog), [editor]);
  useEffect(() => {
    setTree(generateContent(editor, log, false));
    return editor.registerUpdateListener(() => setTree(generateContent(editor, log, false)));
  }, [editor, log]);
  return (
    <figure>
      <figcaption>Editor {index + 1}</figcaption>
      <pre>{tree}</pre>
    </figure>
  );
}

/**
 * The editor state tree, selection and the last commands of every editor in the example's box, as
 * `@lexical/devtools-core` prints them; it follows each update. Editors in a shadow root or an iframe are not found.
 */
export default function DevPanel({slug}: {slug: string}): JSX.Element {
  const [editors, setEditors] = useState<LexicalEditor[]>([]);
  useEffect(() => {
    const box = document.querySelector(`[data-gallery-example="${slug}"]`);
    const find = () =>
      setEditors((current) => {
        const found = editorsIn(box);
        return found.length === current.length && found.every((editor, index) => editor === current[index])
          ? current
          : found;
      });
    find();
    // Examples may add editors later (a toggle, a second view).
    const observer = new MutationObserver(find);
    if (box) observer.observe(box, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [slug]);
  if (editors.length === 0) return <p>No Lexical editor was found in the example’s box.</p>;
  return (
    <>
      {editors.map((editor, index) => (
        <EditorTree key={editor.getKey()} editor={editor} index={index} />
      ))}
    </>
  );
}

import {$isLinkNode, TOGGLE_LINK_COMMAND} from '@lexical/link';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {$findMatchingParent, $getSelection, $isRangeSelection} from 'lexical';
import {type FormEvent, type JSX, useEffect, useState} from 'react';
import {isAllowedUrl} from './matchers';

/** "example.com" becomes "https://example.com", "name@host" a mailto: link; anything else is left as typed. */
function normalizeUrl(input: string): string {
  const url = input.trim();
  if (/^[\w.+-]+@[\w.-]+$/.test(url)) {
    return `mailto:${url}`;
  }
  if (!/^[a-z]+:/i.test(url)) {
    return `https://${url}`;
  }
  return url;
}

/** Makes the selected text a link (TOGGLE_LINK_COMMAND, handled by LinkPlugin) or removes the link around it. */
export function LinkToolbar(): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const [url, setUrl] = useState('');
  const [hasRange, setHasRange] = useState(false);
  const [inLink, setInLink] = useState(false);
  const [message, setMessage] = useState('');

  useEffect(
    () =>
      editor.registerUpdateListener(({editorState}) => {
        editorState.read(() => {
          const selection = $getSelection();
          const isRange = $isRangeSelection(selection);
          setHasRange(isRange && !selection.isCollapsed());
          setInLink(isRange && selection.getNodes().some((node) => $findMatchingParent(node, $isLinkNode) !== null));
        });
      }),
    [editor],
  );

  const addLink = (event: FormEvent) => {
    event.preventDefault();
    const href = normalizeUrl(url);
    if (!hasRange) {
      setMessage('Select some text first.');
    } else if (!isAllowedUrl(href)) {
      setMessage('Enter a web address or an email address.');
    } else {
      editor.dispatchCommand(TOGGLE_LINK_COMMAND, href);
      setMessage('');
      setUrl('');
    }
  };

  return (
    <div className="lhm-toolbar" role="toolbar" aria-label="Links">
      <form className="lhm-link-form" onSubmit={addLink}>
        <input
          className="lhm-url"
          type="text"
          inputMode="url"
          aria-label="Link address"
          placeholder="https://example.com"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
        <button type="submit" className="lhm-button" disabled={!hasRange || url.trim() === ''}>
          Add link
        </button>
        <button
          type="button"
          className="lhm-button"
          disabled={!inLink}
          onClick={() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)}>
          Remove link
        </button>
      </form>
      <p className="lhm-message" role="status">
        {message}
      </p>
    </div>
  );
}

import {$isHashtagNode} from '@lexical/hashtag';
import {$isAutoLinkNode, $isLinkNode} from '@lexical/link';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {$dfs} from '@lexical/utils';
import {type JSX, useEffect, useState} from 'react';
import {$isMentionNode} from './MentionNode';

type Entry = {key: string; text: string; detail?: string};
type Entities = {links: Entry[]; hashtags: Entry[]; mentions: Entry[]};

/** Walks the whole document once and sorts out the nodes this panel lists. */
function $collectEntities(): Entities {
  const entities: Entities = {links: [], hashtags: [], mentions: []};
  for (const {node} of $dfs()) {
    const key = node.getKey();
    if ($isLinkNode(node)) {
      // AutoLinkNode extends LinkNode: both land here, told apart for the reader.
      const kind = $isAutoLinkNode(node) ? 'auto' : 'manual';
      entities.links.push({key, text: node.getTextContent(), detail: `${node.getURL()} (${kind})`});
    } else if ($isHashtagNode(node)) {
      entities.hashtags.push({key, text: node.getTextContent()});
    } else if ($isMentionNode(node)) {
      entities.mentions.push({key, text: node.getTextContent()});
    }
  }
  return entities;
}

function EntityList({title, entries}: {title: string; entries: Entry[]}): JSX.Element {
  const id = `lhm-${title.toLowerCase()}`;
  return (
    <section className="lhm-section">
      <h3 className="lhm-heading" id={id}>
        {title} <span className="lhm-count">{entries.length}</span>
      </h3>
      {entries.length === 0 ? (
        <p className="lhm-empty">None yet</p>
      ) : (
        <ul className="lhm-list" aria-labelledby={id}>
          {entries.map((entry) => (
            <li key={entry.key}>
              <span className="lhm-entry">{entry.text}</span>
              {entry.detail && <span className="lhm-detail">{entry.detail}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Lists the links, hashtags and mentions of the document, read again after every update. */
export function EntityPanel(): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const [entities, setEntities] = useState<Entities>(() => editor.getEditorState().read($collectEntities));

  useEffect(
    () =>
      editor.registerUpdateListener(({editorState, dirtyElements, dirtyLeaves}) => {
        // A selection change alone leaves the document as it was.
        if (dirtyElements.size > 0 || dirtyLeaves.size > 0) {
          setEntities(editorState.read($collectEntities));
        }
      }),
    [editor],
  );

  return (
    <aside className="lhm-panel" aria-label="In this document">
      <EntityList title="Links" entries={entities.links} />
      <EntityList title="Hashtags" entries={entities.hashtags} />
      <EntityList title="Mentions" entries={entities.mentions} />
    </aside>
  );
}

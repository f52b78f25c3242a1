import {CodeExtension} from '@lexical/code-core';
import {HorizontalRuleExtension} from '@lexical/extension';
import {HistoryExtension} from '@lexical/history';
import {ListExtension} from '@lexical/list';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalExtensionComposer} from '@lexical/react/LexicalExtensionComposer';
import {$createHeadingNode, RichTextExtension} from '@lexical/rich-text';
import {$createParagraphNode, $createTextNode, $getRoot, defineExtension} from 'lexical';
import {type JSX, useState} from 'react';
import {DraggableBlocks} from './DraggableBlocks';
import {SlashMenuPlugin} from './SlashMenuPlugin';
import './styles.css';

/** A block per line of the starting document, so that there is something to drag. */
function $seedDocument(): void {
  const root = $getRoot();
  if (!root.isEmpty()) {
    return;
  }
  root.append(
    $createHeadingNode('h2').append($createTextNode('Trip checklist')),
    $createParagraphNode().append($createTextNode('Book the train tickets.')),
    $createParagraphNode().append($createTextNode('Pack a rain jacket.')),
    $createParagraphNode().append($createTextNode('Water the plants before leaving.')),
    $createParagraphNode().append($createTextNode('Type "/" at the start of a line for more block types.')),
  );
}

// Defined once, outside React: LexicalExtensionComposer builds its editor from this object.
const BlockEditorExtension = defineExtension({
  name: '@gallery/block-editor',
  namespace: 'block-editor',
  dependencies: [RichTextExtension, HistoryExtension, ListExtension, CodeExtension, HorizontalRuleExtension],
  theme: {
    paragraph: 'block-editor__paragraph',
    heading: {h1: 'block-editor__h1', h2: 'block-editor__h2', h3: 'block-editor__h3'},
    quote: 'block-editor__quote',
    list: {ul: 'block-editor__ul', ol: 'block-editor__ol', listitem: 'block-editor__li'},
    code: 'block-editor__code',
    hr: 'block-editor__hr',
    hrSelected: 'is-selected',
  },
  $initialEditorState: $seedDocument,
  onError(error) {
    throw error;
  },
});

export default function App(): JSX.Element {
  // Both plugins need real elements: the slash menu is drawn in the example's root, the drag handle in the
  // positioned box around the editable. They exist after the first render.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [surface, setSurface] = useState<HTMLDivElement | null>(null);

  return (
    <div className="block-editor" ref={setRoot}>
      <LexicalExtensionComposer extension={BlockEditorExtension} contentEditable={null}>
        <div className="block-editor__scroller">
          <div className="block-editor__surface" ref={setSurface}>
            <ContentEditable
              className="block-editor__editable"
              ariaLabel="Document"
              aria-placeholder="Type / for blocks"
              placeholder={<div className="block-editor__placeholder">Type / for blocks</div>}
            />
          </div>
        </div>
        {root && <SlashMenuPlugin menuParent={root} />}
        {surface && <DraggableBlocks anchorElem={surface} />}
      </LexicalExtensionComposer>
      <p className="block-editor__help">
        Hover a block and drag the ⠿ grip to move it. Type <kbd>/</kbd> to change a block’s type.
      </p>
    </div>
  );
}

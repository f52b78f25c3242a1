import {useCallback, useEffect, useState, type JSX} from 'react';
import {$isLinkNode, formatUrl, TOGGLE_LINK_COMMAND} from '@lexical/link';
import {INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, $isListNode, ListNode} from '@lexical/list';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {$createHeadingNode, $createQuoteNode, $isHeadingNode, $isQuoteNode} from '@lexical/rich-text';
import {$setBlocksType} from '@lexical/selection';
import {$getNearestNodeOfType} from '@lexical/utils';
import {
  $createParagraphNode,
  $findMatchingParent,
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  mergeRegister,
  REDO_COMMAND,
  type TextFormatType,
  UNDO_COMMAND,
} from 'lexical';
import {LinkForm} from './LinkForm';

const blockTypes = {
  paragraph: 'Paragraph',
  h1: 'Heading 1',
  h2: 'Heading 2',
  h3: 'Heading 3',
  quote: 'Quote',
  bullet: 'Bulleted list',
  number: 'Numbered list',
} as const;
type BlockType = keyof typeof blockTypes;

const textFormats: {format: TextFormatType; label: string; glyph: string}[] = [
  {format: 'bold', label: 'Bold', glyph: 'B'},
  {format: 'italic', label: 'Italic', glyph: 'I'},
  {format: 'underline', label: 'Underline', glyph: 'U'},
  {format: 'code', label: 'Inline code', glyph: '</>'},
];

const alignments = ['left', 'center', 'right', 'justify'] as const;
type Alignment = (typeof alignments)[number];

interface SelectionState {
  blockType: BlockType;
  formats: Record<TextFormatType, boolean>;
  alignment: Alignment;
  linkUrl: string | null;
  hasRange: boolean;
}

const emptyState: SelectionState = {
  blockType: 'paragraph',
  formats: {} as Record<TextFormatType, boolean>,
  alignment: 'left',
  linkUrl: null,
  hasRange: false,
};

// Reads, inside editor.read(), what the toolbar shows for the current selection.
function $readSelectionState(): SelectionState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return emptyState;
  const anchor = selection.anchor.getNode();
  const list = $getNearestNodeOfType(anchor, ListNode);
  const top = anchor.getTopLevelElement();
  let blockType: BlockType = 'paragraph';
  if ($isListNode(list)) blockType = list.getListType() === 'number' ? 'number' : 'bullet';
  else if ($isHeadingNode(top) && top.getTag() in blockTypes) blockType = top.getTag() as BlockType;
  else if ($isQuoteNode(top)) blockType = 'quote';
  // The nearest block (a paragraph, heading or list item) carries the alignment.
  const block = $findMatchingParent(anchor, (node) => $isElementNode(node) && !node.isInline());
  const format = $isElementNode(block) ? block.getFormatType() : '';
  const link = $findMatchingParent(anchor, $isLinkNode);
  return {
    blockType,
    formats: Object.fromEntries(textFormats.map(({format}) => [format, selection.hasFormat(format)])) as Record<
      TextFormatType,
      boolean
    >,
    alignment: (alignments as readonly string[]).includes(format) ? (format as Alignment) : 'left',
    linkUrl: $isLinkNode(link) ? link.getURL() : null,
    hasRange: !selection.isCollapsed(),
  };
}

function AlignIcon({alignment}: {alignment: Alignment}): JSX.Element {
  // Four lines whose lengths and offsets sketch the alignment.
  const rows = [16, 10, 16, 12].map((width, index) => {
    const full = alignment === 'justify' || index % 2 === 0;
    const w = full ? 16 : width;
    const x = alignment === 'center' ? (20 - w) / 2 : alignment === 'right' ? 18 - w : 2;
    return <rect key={index} x={x} y={3 + index * 4} width={w} height={2} rx={1} />;
  });
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" fill="currentColor">
      {rows}
    </svg>
  );
}

export function Toolbar(): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<SelectionState>(emptyState);
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);
  // The selection the link form acts on: the input takes the focus, so it is kept when the form opens.
  const [linkTarget, setLinkTarget] = useState<BaseSelection | null>(null);

  useEffect(() => {
    editor.read(() => setState($readSelectionState()));
    return mergeRegister(
      // Every update, including a caret move, may change what the buttons show.
      editor.registerUpdateListener(({editorState}) => editorState.read(() => setState($readSelectionState()))),
      // HistoryPlugin announces undo/redo availability with these commands. (They are deprecated in favour of the
      // canUndo/canRedo signals of HistoryExtension, which an extension-built editor would read instead.)
      editor.registerCommand(
        CAN_UNDO_COMMAND,
        (payload) => {
          setCanUndo(payload);
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerCommand(
        CAN_REDO_COMMAND,
        (payload) => {
          setCanRedo(payload);
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
    );
  }, [editor]);

  const setBlockType = (next: BlockType) => {
    if (next === 'bullet') editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined);
    else if (next === 'number') editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined);
    else
      editor.update(() => {
        const selection = $getSelection();
        if (next === 'paragraph') $setBlocksType(selection, () => $createParagraphNode());
        else if (next === 'quote') $setBlocksType(selection, () => $createQuoteNode());
        else $setBlocksType(selection, () => $createHeadingNode(next));
      });
    editor.focus();
  };

  const openLinkForm = () => {
    editor.read(() => setLinkTarget($getSelection()?.clone() ?? null));
  };

  const closeLinkForm = useCallback(() => {
    setLinkTarget(null);
    editor.focus();
  }, [editor]);

  const applyLink = (url: string) => {
    editor.update(() => {
      // Put back the selection the form was opened on, then link it (or retarget the link under it).
      if (linkTarget) $setSelection(linkTarget.clone());
      editor.dispatchCommand(TOGGLE_LINK_COMMAND, formatUrl(url));
    });
    closeLinkForm();
  };

  return (
    <div className="rtt-toolbar-wrap">
      <div className="rtt-toolbar" role="toolbar" aria-label="Formatting">
        <div className="rtt-group">
          <button
            type="button"
            aria-label="Undo"
            disabled={!canUndo}
            onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}>
            ↶
          </button>
          <button
            type="button"
            aria-label="Redo"
            disabled={!canRedo}
            onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}>
            ↷
          </button>
        </div>
        <select
          className="rtt-block-select"
          aria-label="Block type"
          value={state.blockType}
          onChange={(event) => setBlockType(event.target.value as BlockType)}>
          {Object.entries(blockTypes).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <div className="rtt-group">
          {textFormats.map(({format, label, glyph}) => (
            <button
              key={format}
              type="button"
              className={`rtt-format-${format}`}
              aria-label={label}
              aria-pressed={Boolean(state.formats[format])}
              onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)}>
              {glyph}
            </button>
          ))}
        </div>
        <div className="rtt-group">
          <button
            type="button"
            aria-label={state.linkUrl === null ? 'Insert link' : 'Edit link'}
            aria-expanded={linkTarget !== null}
            disabled={!state.hasRange && state.linkUrl === null}
            onClick={openLinkForm}>
            Link
          </button>
          <button
            type="button"
            disabled={state.linkUrl === null}
            onClick={() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)}>
            Remove link
          </button>
        </div>
        <div className="rtt-group">
          {alignments.map((alignment) => (
            <button
              key={alignment}
              type="button"
              aria-label={`Align ${alignment}`}
              aria-pressed={state.alignment === alignment}
              onClick={() => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, alignment)}>
              <AlignIcon alignment={alignment} />
            </button>
          ))}
        </div>
      </div>
      {linkTarget !== null && (
        <LinkForm initialUrl={state.linkUrl ?? ''} onApply={applyLink} onCancel={closeLinkForm} />
      )}
    </div>
  );
}

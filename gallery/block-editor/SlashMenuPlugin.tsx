import {$createCodeNode} from '@lexical/code-core';
import {INSERT_HORIZONTAL_RULE_COMMAND} from '@lexical/extension';
import {INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND} from '@lexical/list';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {
  LexicalTypeaheadMenuPlugin,
  MenuOption,
  type MenuRenderFn,
  useBasicTypeaheadTriggerMatch,
} from '@lexical/react/LexicalTypeaheadMenuPlugin';
import {$createHeadingNode, $createQuoteNode, type HeadingTagType} from '@lexical/rich-text';
import {$setBlocksType} from '@lexical/selection';
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  $isTextNode,
  type ElementNode,
  type LexicalEditor,
  type TextNode,
} from 'lexical';
import {type JSX, useCallback, useMemo, useState} from 'react';
import {createPortal} from 'react-dom';

/** One entry of the "/" menu: a label, words it is also found by, and what it does to the current block. */
class BlockOption extends MenuOption {
  label: string;
  hint: string;
  keywords: readonly string[];
  apply: (editor: LexicalEditor) => void;
  constructor(label: string, hint: string, keywords: readonly string[], apply: (editor: LexicalEditor) => void) {
    super(label);
    this.label = label;
    this.hint = hint;
    this.keywords = keywords;
    this.apply = apply;
  }
}

/** Turns the block(s) of the selection into another element type, keeping their text. */
function $turnInto(create: () => ElementNode): void {
  $setBlocksType($getSelection(), create);
}

const heading = (tag: HeadingTagType, level: number) =>
  new BlockOption(`Heading ${level}`, tag.toUpperCase(), [tag, 'title', 'heading'], () =>
    $turnInto(() => $createHeadingNode(tag)),
  );

const BLOCK_OPTIONS: readonly BlockOption[] = [
  new BlockOption('Paragraph', 'Text', ['text', 'normal', 'p'], () => $turnInto(() => $createParagraphNode())),
  heading('h1', 1),
  heading('h2', 2),
  heading('h3', 3),
  new BlockOption('Quote', '“ ”', ['blockquote', 'citation'], () => $turnInto(() => $createQuoteNode())),
  new BlockOption('Bulleted list', '•', ['ul', 'unordered', 'bullet'], (editor) =>
    editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined),
  ),
  new BlockOption('Numbered list', '1.', ['ol', 'ordered', 'number'], (editor) =>
    editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined),
  ),
  new BlockOption('Divider', '—', ['hr', 'rule', 'separator', 'line'], (editor) =>
    editor.dispatchCommand(INSERT_HORIZONTAL_RULE_COMMAND, undefined),
  ),
  new BlockOption('Code block', '</>', ['code', 'pre', 'snippet'], () => $turnInto(() => $createCodeNode())),
];

const renderMenu: MenuRenderFn<BlockOption> = (
  anchorElementRef,
  {options, selectedIndex, selectOptionAndCleanUp, setHighlightedIndex},
) => {
  if (anchorElementRef.current === null || options.length === 0) {
    return null;
  }
  return createPortal(
    <ul className="block-editor__menu" role="presentation">
      {options.map((option, index) => (
        // Keyboard use goes through the editor (arrows, Enter, Tab, Escape); clicks are for the mouse.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={option.key}
          id={`typeahead-item-${index}`}
          ref={(element) => option.setRefElement(element)}
          role="option"
          aria-selected={selectedIndex === index}
          className={selectedIndex === index ? 'block-editor__menu-item is-selected' : 'block-editor__menu-item'}
          onMouseEnter={() => setHighlightedIndex(index)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => selectOptionAndCleanUp(option)}>
          <span className="block-editor__menu-icon" aria-hidden="true">
            {option.hint}
          </span>
          {option.label}
        </li>
      ))}
    </ul>,
    anchorElementRef.current,
  );
};

/**
 * The typed "/query", from the "/" to the caret, split into a text node of its own (null if there is none). The
 * plugin hands `onSelectOption` such a node too, but it cuts it where the last match the menu rendered said the query
 * starts; the menu follows typing a little late, so a key pressed just before Enter left the "/" in the block. This
 * reads the text as it is now.
 */
function $splitQueryAtCaret(trigger: string): TextNode | null {
  const selection = $getSelection();
  if (!$isRangeSelection(selection) || !selection.isCollapsed() || selection.anchor.type !== 'text') {
    return null;
  }
  let node = selection.anchor.getNode();
  // Join the piece the plugin cut off back to the text before it (the selection moves with the merge).
  const previous = node.getPreviousSibling();
  if (
    $isTextNode(previous) &&
    previous.isSimpleText() &&
    node.isSimpleText() &&
    previous.getFormat() === node.getFormat() &&
    previous.getStyle() === node.getStyle()
  ) {
    node = previous.mergeWithSibling(node);
  }
  const end = selection.anchor.offset;
  const start = end === 0 ? -1 : node.getTextContent().lastIndexOf(trigger, end - 1);
  if (start < 0) {
    return null;
  }
  return start === 0 ? node.splitText(end)[0] : node.splitText(start, end)[1];
}

/** Typing "/" at the start of a word opens a menu of block types; the typed "/query" is removed on choice. */
export function SlashMenuPlugin({menuParent}: {menuParent: HTMLElement}): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const [query, setQuery] = useState<string | null>(null);
  // minLength 0: the menu opens on the "/" alone.
  const triggerFn = useBasicTypeaheadTriggerMatch('/', {minLength: 0, maxLength: 20});

  const options = useMemo(() => {
    const needle = (query ?? '').toLowerCase();
    return BLOCK_OPTIONS.filter(
      (option) =>
        option.label.toLowerCase().includes(needle) || option.keywords.some((word) => word.startsWith(needle)),
    );
  }, [query]);

  const onSelectOption = useCallback(
    (option: BlockOption, _textNodeContainingQuery: TextNode | null, closeMenu: () => void) => {
      // Runs inside editor.update(): drop the "/query" text, then change the block.
      $splitQueryAtCaret('/')?.remove();
      option.apply(editor);
      closeMenu();
    },
    [editor],
  );

  return (
    <LexicalTypeaheadMenuPlugin<BlockOption>
      options={options}
      onQueryChange={setQuery}
      onSelectOption={onSelectOption}
      triggerFn={triggerFn}
      menuRenderFn={renderMenu}
      parent={menuParent}
      anchorClassName="block-editor__menu-anchor"
    />
  );
}

import {
  LexicalTypeaheadMenuPlugin,
  type MenuRenderFn,
  MenuOption,
  useBasicTypeaheadTriggerMatch,
} from '@lexical/react/LexicalTypeaheadMenuPlugin';
import {
  $createTextNode,
  $getSelection,
  $isRangeSelection,
  $isTextNode,
  COMMAND_PRIORITY_CRITICAL,
  type TextNode,
} from 'lexical';
import {type JSX, useCallback, useMemo, useState} from 'react';
import {createPortal} from 'react-dom';
import {$createMentionNode} from './MentionNode';

const PEOPLE = ['Alice Chen', 'Alan Kay', 'Bashir Okafor', 'Carmen Ruiz', 'Dmitri Volkov', 'Yuki Tanaka'];

const EMOJI: readonly [name: string, emoji: string][] = [
  ['smile', '😄'],
  ['laugh', '😂'],
  ['heart', '❤️'],
  ['thumbsup', '👍'],
  ['party', '🎉'],
  ['rocket', '🚀'],
  ['eyes', '👀'],
  ['fire', '🔥'],
  ['wave', '👋'],
  ['thinking', '🤔'],
];

class PersonOption extends MenuOption {
  name: string;
  constructor(name: string) {
    super(`person-${name}`);
    this.name = name;
    this.title = name;
  }
}

class EmojiOption extends MenuOption {
  emoji: string;
  constructor(name: string, emoji: string) {
    super(`emoji-${name}`);
    this.emoji = emoji;
    this.title = `${emoji} :${name}:`;
  }
}

/** Draws the open menu inside the anchor element that the typeahead plugin positions under the caret. */
function renderMenu<T extends MenuOption>(): MenuRenderFn<T> {
  return (anchorElementRef, {options, selectedIndex, selectOptionAndCleanUp, setHighlightedIndex}) => {
    if (anchorElementRef.current === null || options.length === 0) {
      return null;
    }
    return createPortal(
      <ul className="chat-input__menu" role="presentation">
        {options.map((option, index) => (
          // The editor points aria-activedescendant at `typeahead-item-<index>`.
          // Keyboard use goes through the editor (arrows, Enter, Tab, Escape); clicks are for the mouse.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.key}
            id={`typeahead-item-${index}`}
            ref={(element) => option.setRefElement(element)}
            role="option"
            aria-selected={selectedIndex === index}
            className={selectedIndex === index ? 'chat-input__menu-item is-selected' : 'chat-input__menu-item'}
            onMouseEnter={() => setHighlightedIndex(index)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => selectOptionAndCleanUp(option)}>
            {option.title}
          </li>
        ))}
      </ul>,
      anchorElementRef.current,
    );
  };
}

const renderPeopleMenu = renderMenu<PersonOption>();
const renderEmojiMenu = renderMenu<EmojiOption>();

type MenuProps = {
  /** The element the menu is drawn in: inside the example, so that its styles reach it. */
  menuParent: HTMLElement;
};

/**
 * The typed query, from its trigger character to the caret, split into a text node of its own (null if there is
 * none). The plugin hands `onSelectOption` such a node too, but it cuts it where the last match the menu rendered said
 * the query starts; the menu follows typing a little late, so a key pressed just before Enter left part of the query
 * (the "@" of "@car") in the text. This reads the text as it is now.
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

/** "@" followed by letters: people whose name contains them. Choosing one inserts a MentionNode. */
export function MentionsPlugin({menuParent}: MenuProps): JSX.Element {
  const [query, setQuery] = useState<string | null>(null);
  const triggerFn = useBasicTypeaheadTriggerMatch('@', {minLength: 0, maxLength: 20});
  const options = useMemo(() => {
    const needle = (query ?? '').toLowerCase();
    return PEOPLE.filter((name) => name.toLowerCase().includes(needle)).map((name) => new PersonOption(name));
  }, [query]);
  const onSelectOption = useCallback(
    (option: PersonOption, _textNodeContainingQuery: TextNode | null, closeMenu: () => void) => {
      const query = $splitQueryAtCaret('@');
      if (query === null) {
        closeMenu();
        return;
      }
      const mention = $createMentionNode(option.name);
      query.replace(mention);
      // A space after the mention, with the caret after it, so typing goes on naturally.
      const space = $createTextNode(' ');
      mention.insertAfter(space);
      space.select();
      closeMenu();
    },
    [],
  );
  return (
    <LexicalTypeaheadMenuPlugin<PersonOption>
      options={options}
      onQueryChange={setQuery}
      onSelectOption={onSelectOption}
      triggerFn={triggerFn}
      menuRenderFn={renderPeopleMenu}
      parent={menuParent}
      anchorClassName="chat-input__menu-anchor"
      // Above the Enter-to-send handler, so Enter picks the highlighted option while the menu is open.
      commandPriority={COMMAND_PRIORITY_CRITICAL}
    />
  );
}

/** ":" followed by letters: emoji whose name starts with them. Choosing one inserts the character. */
export function EmojiPlugin({menuParent}: MenuProps): JSX.Element {
  const [query, setQuery] = useState<string | null>(null);
  const triggerFn = useBasicTypeaheadTriggerMatch(':', {minLength: 1, maxLength: 12});
  const options = useMemo(() => {
    const needle = (query ?? '').toLowerCase();
    return EMOJI.filter(([name]) => name.startsWith(needle)).map(([name, emoji]) => new EmojiOption(name, emoji));
  }, [query]);
  const onSelectOption = useCallback(
    (option: EmojiOption, _textNodeContainingQuery: TextNode | null, closeMenu: () => void) => {
      const query = $splitQueryAtCaret(':');
      if (query === null) {
        closeMenu();
        return;
      }
      const emoji = $createTextNode(option.emoji);
      query.replace(emoji);
      emoji.select();
      closeMenu();
    },
    [],
  );
  return (
    <LexicalTypeaheadMenuPlugin<EmojiOption>
      options={options}
      onQueryChange={setQuery}
      onSelectOption={onSelectOption}
      triggerFn={triggerFn}
      menuRenderFn={renderEmojiMenu}
      parent={menuParent}
      anchorClassName="chat-input__menu-anchor"
      commandPriority={COMMAND_PRIORITY_CRITICAL}
    />
  );
}

/** Both menus, once the element to draw them in exists. */
export function TypeaheadMenus({menuParent}: {menuParent: HTMLElement | null}): JSX.Element | null {
  if (menuParent === null) {
    return null;
  }
  return (
    <>
      <MentionsPlugin menuParent={menuParent} />
      <EmojiPlugin menuParent={menuParent} />
    </>
  );
}

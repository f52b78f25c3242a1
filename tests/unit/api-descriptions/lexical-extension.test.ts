// @vitest-environment happy-dom
import {
  $applyFormatToDom,
  $createHorizontalRuleNode,
  $defaultShouldInsertAfter,
  $isDecoratorTextNode,
  buildEditorFromExtensions,
  ClearEditorExtension,
  configExtension,
  DecoratorTextExtension,
  DecoratorTextNode,
  defineExtension,
  effect,
  formatKeyboardShortcut,
  getKnownTypesAndNodes,
  HorizontalRuleExtension,
  HorizontalRuleNode,
  KeyboardShortcutsExtension,
  LexicalBuilder,
  namedSignals,
  NestedEditorExtension,
  NodeSelectionDataSelectedExtension,
  NormalizeInlineElementsExtension,
  registerClearEditor,
  SelectBlockExtension,
  signal,
  TabIndentationExtension,
} from '@lexical/extension';
import {$createLinkNode, LinkNode} from '@lexical/link';
import {
  $create,
  $createNodeSelection,
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isParagraphNode,
  $isRangeSelection,
  $setSelection,
  CLEAR_EDITOR_COMMAND,
  createCommand,
  createEditor,
  type ElementNode,
  INDENT_CONTENT_COMMAND,
  KEY_DOWN_COMMAND,
  type LexicalEditor,
  ParagraphNode,
  SELECT_ALL_COMMAND,
} from 'lexical';
import {describe, expect, it} from 'vitest';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function $selectAllText(): void {
  const root = $getRoot();
  const first = root.getFirstDescendant();
  const last = root.getLastDescendant();
  if (first === null || last === null) throw new Error('empty document');
  const selection = root.select(0, root.getChildrenSize());
  selection.anchor.set(first.getKey(), 0, 'text');
  selection.focus.set(last.getKey(), last.getTextContentSize(), 'text');
}

describe('@lexical/extension descriptions', () => {
  it('$applyFormatToDom wraps a bold node in both <b> and <strong>, and returns an unformatted node as is', () => {
    const editor = buildEditorFromExtensions(DecoratorTextExtension);
    editor.update(
      () => {
        const bold = $create(DecoratorTextNode);
        bold.toggleFormat('bold');
        const wrapped = $applyFormatToDom(bold, document.createTextNode('x'));
        expect((wrapped as HTMLElement).outerHTML).toBe('<strong><b>x</b></strong>');
        const plain = $create(DecoratorTextNode);
        const text = document.createTextNode('y');
        expect($applyFormatToDom(plain, text)).toBe(text);
      },
      {discrete: true},
    );
    editor.dispose();
  });

  it('$createHorizontalRuleNode throws when HorizontalRuleNode is not registered', () => {
    const editor = createEditor({
      onError: (error) => {
        throw error;
      },
    });
    expect(() => editor.update(() => $createHorizontalRuleNode(), {discrete: true})).toThrow(/HorizontalRuleNode/);
  });

  it('HorizontalRuleNode has "\\n" as text content and is registered by HorizontalRuleExtension', () => {
    const editor = buildEditorFromExtensions(HorizontalRuleExtension);
    expect(editor.hasNode(HorizontalRuleNode)).toBe(true);
    let content = '';
    editor.update(
      () => {
        const hr = $createHorizontalRuleNode();
        $getRoot().append(hr);
        content = hr.getTextContent();
        expect(hr.isInline()).toBe(false);
      },
      {discrete: true},
    );
    expect(content).toBe('\n');
    editor.dispose();
  });

  it('DecoratorTextNode takes the format applied to a range selection that contains it', () => {
    const editor = buildEditorFromExtensions(DecoratorTextExtension);
    let json: unknown;
    editor.update(
      () => {
        const decorator = $create(DecoratorTextNode);
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('a'), decorator, $createTextNode('b')));
        $selectAllText();
        const selection = $getSelection();
        if (!$isRangeSelection(selection)) throw new Error('expected a range selection');
        selection.formatText('bold');
        expect(decorator.hasFormat('bold')).toBe(true);
        expect(decorator.hasFormat('italic')).toBe(false);
        json = decorator.exportJSON();
      },
      {discrete: true},
    );
    editor.dispose();
    expect(json).toMatchObject({format: 1, type: 'decorator-text'});
  });

  it('SerializedDecoratorTextNode carries format as a top-level bitmask', () => {
    const editor = buildEditorFromExtensions(DecoratorTextExtension);
    let exported: Record<string, unknown> = {};
    editor.update(
      () => {
        const node = $create(DecoratorTextNode);
        node.toggleFormat('italic');
        node.toggleFormat('code');
        exported = node.exportJSON() as unknown as Record<string, unknown>;
      },
      {discrete: true},
    );
    // italic = 2, code = 16
    expect(exported.format).toBe(18);
    editor.dispose();
  });

  it('$isDecoratorTextNode accepts a DecoratorTextNode and rejects other nodes and null', () => {
    const editor = buildEditorFromExtensions(DecoratorTextExtension);
    editor.update(
      () => {
        expect($isDecoratorTextNode($create(DecoratorTextNode))).toBe(true);
        expect($isDecoratorTextNode($createParagraphNode())).toBe(false);
        expect($isDecoratorTextNode(null)).toBe(false);
      },
      {discrete: true},
    );
    editor.dispose();
  });

  it('$defaultShouldInsertAfter is true for a decorator node and false for a paragraph', () => {
    const editor = buildEditorFromExtensions(HorizontalRuleExtension);
    editor.update(
      () => {
        expect($defaultShouldInsertAfter($createHorizontalRuleNode())).toBe(true);
        expect($defaultShouldInsertAfter($createParagraphNode())).toBe(false);
      },
      {discrete: true},
    );
    editor.dispose();
  });

  it('FormatKeyboardShortcutOptions.separator is not applied: the parts come back as an array', () => {
    const parts = formatKeyboardShortcut(
      {key: 'k', modifiers: {ctrlKey: true, shiftKey: true}},
      {isApple: false, separator: '-'},
    );
    expect(parts).toEqual(['Ctrl', 'Shift', 'K']);
    const apple = formatKeyboardShortcut({key: 'k', modifiers: {metaKey: true}}, {isApple: true});
    expect(apple).toEqual(['\u2318', 'K']);
  });

  it('InitialStateConfig: without an initial state the editor gets one empty paragraph, applied with the history-merge tag', async () => {
    const tags: string[] = [];
    const Spy = defineExtension({
      name: 'test/tag-spy',
      register: (editor) => editor.registerUpdateListener(({tags: updateTags}) => tags.push(...updateTags)),
    });
    const editor = buildEditorFromExtensions(Spy);
    await tick();
    const children = editor.read(() =>
      $getRoot()
        .getChildren()
        .map((node) => node.getType()),
    );
    expect(children).toEqual(['paragraph']);
    expect(tags).toContain('history-merge');
    editor.dispose();
  });

  it('KnownTypesAndNodes lists the type strings and classes of the given nodes', () => {
    const known = getKnownTypesAndNodes({nodes: [ParagraphNode, LinkNode]});
    expect([...known.types].sort()).toEqual(['link', 'paragraph']);
    expect(known.nodes.has(LinkNode)).toBe(true);
  });

  it('LexicalBuilder.fromEditor throws for an editor not built from extensions', () => {
    const plain = createEditor({});
    expect(() => LexicalBuilder.fromEditor(plain)).toThrow(/not created with LexicalBuilder/);
    expect(LexicalBuilder.maybeFromEditor(plain)).toBeUndefined();
    const built = buildEditorFromExtensions(defineExtension({name: 'test/root'}));
    expect(LexicalBuilder.fromEditor(built).hasExtensionByName('@lexical/extension/InitialState')).toBe(true);
    built.dispose();
  });

  it('NamedSignalsOptions replace defaults, and undefined keeps the default', () => {
    const signals = namedSignals({a: 1, b: 2, c: 3}, {b: 20, c: undefined});
    expect(signals.a.value).toBe(1);
    expect(signals.b.value).toBe(20);
    expect(signals.c.value).toBe(3);
  });

  it('NestedEditorExtension throws when built outside any editor update or read', () => {
    expect(() => buildEditorFromExtensions(NestedEditorExtension)).toThrow();
  });

  it('NestedEditorExtension takes the active editor as parent and can follow its editable state', () => {
    const parent = buildEditorFromExtensions(defineExtension({name: 'test/parent', theme: {paragraph: 'p-class'}}));
    let nested: (LexicalEditor & {dispose: () => void}) | undefined;
    parent.read(() => {
      nested = buildEditorFromExtensions(configExtension(NestedEditorExtension, {inheritEditableFromParent: true}));
    });
    if (!nested) throw new Error('not built');
    expect(nested._parentEditor).toBe(parent);
    expect(nested._config.theme.paragraph).toBe('p-class');
    expect(nested.isEditable()).toBe(true);
    parent.setEditable(false);
    expect(nested.isEditable()).toBe(false);
    nested.dispose();
    parent.dispose();
  });

  it('NodeSelectionDataSelectedConfig: a class that is not registered makes the build throw', () => {
    expect(() =>
      buildEditorFromExtensions(configExtension(NodeSelectionDataSelectedExtension, {nodes: [LinkNode]})),
    ).toThrow(/not registered/);
  });

  it('NodeSelectionDataSelectedExtension sets data-selected="true" while the node is in a NodeSelection', () => {
    const editor = buildEditorFromExtensions(
      configExtension(NodeSelectionDataSelectedExtension, {nodes: [ParagraphNode]}),
    );
    const root = document.createElement('div');
    root.contentEditable = 'true';
    document.body.appendChild(root);
    editor.setRootElement(root);
    let key = '';
    editor.update(
      () => {
        const paragraph = $createParagraphNode();
        $getRoot().clear().append(paragraph);
        key = paragraph.getKey();
        const selection = $createNodeSelection();
        selection.add(key);
        $setSelection(selection);
      },
      {discrete: true},
    );
    expect(editor.getElementByKey(key)?.getAttribute('data-selected')).toBe('true');
    editor.update(() => $setSelection(null), {discrete: true});
    expect(editor.getElementByKey(key)?.hasAttribute('data-selected')).toBe(false);
    editor.dispose();
    root.remove();
  });

  it('NormalizeInlineElementsConfig: an empty inline element is removed while the extension is enabled', () => {
    const childTypes = (disabled: boolean) => {
      const editor = buildEditorFromExtensions(
        defineExtension({
          dependencies: [configExtension(NormalizeInlineElementsExtension, {disabled})],
          name: 'test/links',
          nodes: [LinkNode],
        }),
      );
      editor.update(
        () => {
          $getRoot()
            .clear()
            .append($createParagraphNode().append($createTextNode('a'), $createLinkNode('https://example.com')));
        },
        {discrete: true},
      );
      const types = editor.read(() =>
        $getRoot()
          .getFirstChildOrThrow<ElementNode>()
          .getChildren()
          .map((node) => node.getType()),
      );
      editor.dispose();
      return types;
    };
    expect(childTypes(false)).toEqual(['text']);
    expect(childTypes(true)).toEqual(['text', 'link']);
  });

  it('registerClearEditor replaces the content with one empty paragraph by default', () => {
    const editor = createEditor({
      onError: (error) => {
        throw error;
      },
    });
    editor.update(
      () => {
        $getRoot().append(
          $createParagraphNode().append($createTextNode('one')),
          $createParagraphNode().append($createTextNode('two')),
        );
      },
      {discrete: true},
    );
    const unregister = registerClearEditor(editor);
    expect(editor.dispatchCommand(CLEAR_EDITOR_COMMAND, undefined)).toBe(true);
    const state = editor.read(() => ({
      count: $getRoot().getChildrenSize(),
      first: $getRoot().getFirstChild(),
      text: $getRoot().getTextContent(),
    }));
    expect(state.count).toBe(1);
    expect($isParagraphNode(state.first)).toBe(true);
    expect(state.text).toBe('');
    unregister();
    expect(editor.dispatchCommand(CLEAR_EDITOR_COMMAND, undefined)).toBe(false);
  });

  it('ClearEditorConfig.$onClear runs when CLEAR_EDITOR_COMMAND is dispatched', () => {
    let calls = 0;
    const editor = buildEditorFromExtensions(
      configExtension(ClearEditorExtension, {
        $onClear: () => {
          calls++;
        },
      }),
    );
    editor.dispatchCommand(CLEAR_EDITOR_COMMAND, undefined);
    expect(calls).toBe(1);
    editor.dispose();
  });

  it('SelectBlockConfig: the first select-all selects the current block, the second the document', () => {
    const editor = buildEditorFromExtensions(SelectBlockExtension);
    editor.update(
      () => {
        const first = $createParagraphNode().append($createTextNode('first'));
        $getRoot()
          .clear()
          .append(first, $createParagraphNode().append($createTextNode('second')));
        first.getFirstDescendant()?.selectStart();
      },
      {discrete: true},
    );
    const selectedText = () => editor.read(() => $getSelection()?.getTextContent());
    expect(editor.dispatchCommand(SELECT_ALL_COMMAND, new KeyboardEvent('keydown', {key: 'a', ctrlKey: true}))).toBe(
      true,
    );
    expect(selectedText()).toBe('first');
    editor.dispatchCommand(SELECT_ALL_COMMAND, new KeyboardEvent('keydown', {key: 'a', ctrlKey: true}));
    expect(selectedText()).toBe('first\nsecond');
    editor.dispose();
  });

  it('SignalOptions.watched and unwatched run when the first subscriber comes and the last goes', () => {
    const events: string[] = [];
    const value = signal(1, {watched: () => events.push('watched'), unwatched: () => events.push('unwatched')});
    expect(events).toEqual([]);
    const stop = effect(() => {
      void value.value;
    });
    expect(events).toEqual(['watched']);
    stop();
    expect(events).toEqual(['watched', 'unwatched']);
  });

  it('TabIndentationConfig.maxIndent only allows levels below it', () => {
    const editor = buildEditorFromExtensions(configExtension(TabIndentationExtension, {maxIndent: 2}));
    editor.update(
      () => {
        const paragraph = $createParagraphNode().append($createTextNode('x'));
        $getRoot().clear().append(paragraph);
        paragraph.selectStart();
      },
      {discrete: true},
    );
    editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined);
    editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined);
    editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined);
    expect(editor.read(() => $getRoot().getFirstChildOrThrow<ElementNode>().getIndent())).toBe(1);
    editor.dispose();
  });

  it('KeyboardShortcutsExtension dispatches a matched command, and a name configured to null removes it', () => {
    const TEST_COMMAND = createCommand<KeyboardEvent>('TEST_SHORTCUT_COMMAND');
    const run = (shortcutsOverride: Record<string, null> | undefined) => {
      let fired = 0;
      const App = defineExtension({
        name: 'test/shortcuts',
        dependencies: [
          configExtension(KeyboardShortcutsExtension, {
            shortcuts: {test: {command: TEST_COMMAND, key: 'j', modifiers: {ctrlKey: true}}},
          }),
          ...(shortcutsOverride ? [configExtension(KeyboardShortcutsExtension, {shortcuts: shortcutsOverride})] : []),
        ],
        register: (editor) =>
          editor.registerCommand(
            TEST_COMMAND,
            () => {
              fired++;
              return true;
            },
            1,
          ),
      });
      const editor = buildEditorFromExtensions(App);
      editor.dispatchCommand(KEY_DOWN_COMMAND, new KeyboardEvent('keydown', {key: 'j', ctrlKey: true}));
      editor.dispose();
      return fired;
    };
    expect(run(undefined)).toBe(1);
    expect(run({test: null})).toBe(0);
  });
});

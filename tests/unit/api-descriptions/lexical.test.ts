// @vitest-environment happy-dom
import {describe, expect, it} from 'vitest';
import {buildEditorFromExtensions, getExtensionDependencyFromEditor} from '@lexical/extension';
import {createEmptyHistoryState, registerHistory} from '@lexical/history';
import {$generateNodesFromDOM} from '@lexical/html';
import {
  $assumeActiveEditor,
  $caretFromPoint,
  $create,
  $createNodeSelection,
  $createParagraphNode,
  $createPoint,
  $createTabNode,
  $createTextNode,
  $getChildCaret,
  $getDOMSlot,
  $getDOMTextNode,
  $getEditor,
  $getEditorDOMRenderConfig,
  $getRoot,
  $getSiblingCaret,
  $getWritableNodeState,
  $isChildCaret,
  $isElementDOMSlot,
  $isElementNode,
  $isLineBreakNode,
  $isParagraphNode,
  $isSelectionCapturedInDecoratorInput,
  $isTextNode,
  $isTextPointCaret,
  $removeFromParent,
  type AnyLexicalExtension,
  ArtificialNode__DO_NOT_USE,
  type BaseSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  CLEAR_HISTORY_COMMAND,
  COMMAND_PRIORITY_BEFORE_LOW,
  COMMAND_PRIORITY_EDITOR,
  COMMAND_PRIORITY_HIGH,
  COMMAND_PRIORITY_LOW,
  compileKeyboardShortcuts,
  CONTROL_OR_META,
  CONTROL_OR_OTHER_KEY,
  createCommand,
  createEditor,
  type CreateEditorArgs,
  createSharedNodeState,
  createState,
  DecoratorNode,
  DEFAULT_EDITOR_DOM_CONFIG,
  defineExtension,
  type DOMExportOutputMap,
  DRAGOVER_COMMAND,
  type EditorDOMRenderConfig,
  ElementNode,
  getDOMShadowRoots,
  getEditorPropertyFromDOMNode,
  getRegisteredNode,
  getRegisteredNodeOrThrow,
  getStaticNodeConfig,
  getTransformSetFromKlass,
  INTERNAL_$isBlock,
  IS_APPLE,
  isBlockDomNode,
  isDocumentFragment,
  isDOMDocumentNode,
  isDOMNode,
  isDOMShadowRoot,
  isDOMTextNode,
  isHTMLAnchorElement,
  isHTMLElement,
  isHTMLTableCellElement,
  isHTMLTableRowElement,
  isInlineDomNode,
  isLexicalEditor,
  isSelectionCapturedInDecoratorInput,
  KEY_MODIFIER_COMMAND,
  type KeyboardEventModifiers,
  keyboardEventMaskForPlatform,
  type LexicalEditor,
  type LexicalNode,
  LineBreakNode,
  makeStepwiseIterator,
  mountSlotContainer,
  type NodeMutation,
  normalizeClassNames,
  ParagraphNode,
  removeFromParent,
  RootNode,
  type SerializedElementNode,
  stopLexicalPropagation,
  TabNode,
  TextNode,
  unmountSlotContainer,
} from 'lexical';

const rethrow = (error: Error): void => {
  throw error;
};

function newEditor(config: CreateEditorArgs = {}): LexicalEditor {
  return createEditor({namespace: 'test', onError: rethrow, ...config});
}

/** An editor rendering into a detached contenteditable element. */
function mountedEditor(config: CreateEditorArgs = {}): {editor: LexicalEditor; root: HTMLElement} {
  const editor = newEditor(config);
  const root = document.createElement('div');
  root.contentEditable = 'true';
  editor.setRootElement(root);
  return {editor, root};
}

function keyEvent(fields: Partial<KeyboardEventModifiers>): KeyboardEventModifiers {
  return {key: '', code: '', altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...fields};
}

/** A paragraph subclass that also imports `<p>`, at priority 1. */
class PriorityParagraphNode extends ParagraphNode {
  $config() {
    return this.config('priority-paragraph', {
      extends: ParagraphNode,
      importDOM: {
        p: () => ({conversion: () => ({node: $create(PriorityParagraphNode)}), priority: 1}),
      },
    });
  }
}

/** A plain element node, to look at ElementNode's own JSON. */
class BoxNode extends ElementNode {
  $config() {
    return this.config('test-box', {extends: ElementNode});
  }
  createDOM(): HTMLElement {
    return document.createElement('div');
  }
  updateDOM(): boolean {
    return false;
  }
}

class LabelDecoratorNode extends DecoratorNode<string> {
  $config() {
    return this.config('test-label', {extends: DecoratorNode});
  }
  createDOM(): HTMLElement {
    return document.createElement('span');
  }
  updateDOM(): boolean {
    return false;
  }
  decorate(): string {
    return `label ${this.getKey()}`;
  }
}

const flatState = createState('flat', {parse: (value) => (typeof value === 'number' ? value : 0)});
const nestedState = createState('nested', {parse: (value) => (typeof value === 'string' ? value : '')});

class StatefulTextNode extends TextNode {
  $config() {
    return this.config('stateful-text', {
      extends: TextNode,
      stateConfigs: [{flat: true, stateConfig: flatState}, nestedState],
    });
  }
}

function parseHTML(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('lexical core descriptions', () => {
  it('$assumeActiveEditor makes the editor active inside editorState.read and throws without a state', () => {
    const editor = newEditor();
    const other = newEditor();
    const found = editor.getEditorState().read(() => {
      $assumeActiveEditor(editor);
      return $getEditor();
    });
    expect(found).toBe(editor);
    expect(() => $assumeActiveEditor(editor)).toThrow(/active editor state/);
    const mismatch = editor.read(() => {
      try {
        $assumeActiveEditor(other);
        return null;
      } catch (error) {
        return String(error);
      }
    });
    expect(mismatch).toMatch(/does not match \$getEditor\(\)/);
  });

  it('ArtificialNode__DO_NOT_USE is registered on every editor with type artificial', () => {
    const editor = newEditor();
    expect(ArtificialNode__DO_NOT_USE.getType()).toBe('artificial');
    expect(editor.hasNode(ArtificialNode__DO_NOT_USE)).toBe(true);
    expect(editor.hasNodes([RootNode, TextNode, LineBreakNode, TabNode, ParagraphNode])).toBe(true);
  });

  it('BaseCaret iteration yields a sibling caret for each node from the one it points at', () => {
    const editor = newEditor();
    const result = {children: [] as string[], after: [] as string[]};
    editor.update(
      () => {
        const a = $createTextNode('a');
        const b = $createTextNode('b').toggleFormat('bold');
        const c = $createTextNode('c');
        $getRoot().append($createParagraphNode().append(a, b, c));
        const paragraph = a.getParentOrThrow();
        result.children = [...$getChildCaret(paragraph, 'next')].map((caret) => caret.origin.getTextContent());
        result.after = [...$getSiblingCaret(a, 'next')].map((caret) => caret.origin.getTextContent());
      },
      {discrete: true},
    );
    expect(result.children).toEqual(['a', 'b', 'c']);
    expect(result.after).toEqual(['b', 'c']);
  });

  it('CAN_UNDO_COMMAND and CAN_REDO_COMMAND are dispatched by registerHistory with a boolean', () => {
    const editor = newEditor();
    const seen: string[] = [];
    editor.registerCommand(CAN_UNDO_COMMAND, (payload) => (seen.push(`undo ${payload}`), false), COMMAND_PRIORITY_LOW);
    editor.registerCommand(CAN_REDO_COMMAND, (payload) => (seen.push(`redo ${payload}`), false), COMMAND_PRIORITY_LOW);
    const unregister = registerHistory(editor, createEmptyHistoryState(), 0);
    editor.dispatchCommand(CLEAR_HISTORY_COMMAND, undefined);
    unregister();
    expect(seen).toEqual(['redo false', 'undo false']);
  });

  it('$caretFromPoint returns a text point caret or a child caret, and throws for a missing key', () => {
    const editor = newEditor();
    const result = {textCaret: false, textOffset: -1, childCaret: false, childOrigin: '', missing: ''};
    editor.update(
      () => {
        const text = $createTextNode('hello');
        const paragraph = $createParagraphNode().append(text);
        $getRoot().append(paragraph);
        const textCaret = $caretFromPoint({key: text.getKey(), offset: 2, type: 'text'}, 'next');
        result.textCaret = $isTextPointCaret(textCaret);
        result.textOffset = $isTextPointCaret(textCaret) ? textCaret.offset : -1;
        const childCaret = $caretFromPoint({key: paragraph.getKey(), offset: 0, type: 'element'}, 'next');
        result.childCaret = $isChildCaret(childCaret);
        result.childOrigin = childCaret.origin.getKey() === paragraph.getKey() ? 'paragraph' : 'other';
        try {
          $caretFromPoint({key: 'no-such-key', offset: 0, type: 'text'}, 'next');
        } catch (error) {
          result.missing = String(error);
        }
      },
      {discrete: true},
    );
    expect(result).toMatchObject({textCaret: true, textOffset: 2, childCaret: true, childOrigin: 'paragraph'});
    expect(result.missing).not.toBe('');
  });

  it('CommandListener gets the editor the command was dispatched on, and true stops later listeners', () => {
    const parent = newEditor();
    const child = newEditor({parentEditor: parent});
    const PING = createCommand<string>('PING');
    const calls: string[] = [];
    let receivedEditor: LexicalEditor | null = null;
    parent.registerCommand(
      PING,
      (payload, editor) => {
        receivedEditor = editor;
        calls.push(`first ${payload}`);
        return true;
      },
      COMMAND_PRIORITY_LOW,
    );
    parent.registerCommand(PING, () => (calls.push('second'), true), COMMAND_PRIORITY_LOW);
    expect(child.dispatchCommand(PING, 'x')).toBe(true);
    expect(receivedEditor).toBe(child);
    expect(calls).toEqual(['first x']);
  });

  it('CommandListenerPriorityBefore puts a listener at the front of its level', () => {
    const editor = newEditor();
    const PING = createCommand<void>('PING');
    const order: string[] = [];
    editor.registerCommand(PING, () => (order.push('editor'), false), COMMAND_PRIORITY_EDITOR);
    editor.registerCommand(PING, () => (order.push('low'), false), COMMAND_PRIORITY_LOW);
    editor.registerCommand(PING, () => (order.push('before low'), false), COMMAND_PRIORITY_BEFORE_LOW);
    editor.registerCommand(PING, () => (order.push('high'), false), COMMAND_PRIORITY_HIGH);
    editor.dispatchCommand(PING);
    expect(order).toEqual(['high', 'before low', 'low', 'editor']);
  });

  it('CommandPayloadArgs lets a void command be dispatched without a payload', () => {
    const editor = newEditor();
    const VOID_COMMAND = createCommand<void>('VOID');
    const received: unknown[] = [];
    editor.registerCommand(VOID_COMMAND, (payload) => (received.push(payload), true), COMMAND_PRIORITY_LOW);
    expect(editor.dispatchCommand(VOID_COMMAND)).toBe(true);
    expect(received).toEqual([undefined]);
  });

  it('compileKeyboardShortcuts matches regardless of case, by code for non-ASCII keys, and throws on an empty key', () => {
    const plain = {key: 'b', modifiers: {ctrlKey: true}, name: 'plain'};
    const anyShift = {key: 'B', modifiers: {ctrlKey: true, shiftKey: 'any' as const}, name: 'anyShift'};
    const table = compileKeyboardShortcuts([plain, anyShift]);
    expect(table.match(keyEvent({key: 'B', ctrlKey: true}))?.name).toBe('plain');
    expect(table.matches(keyEvent({key: 'b', ctrlKey: true})).map((s) => s.name)).toEqual(['plain', 'anyShift']);
    expect(table.matches(keyEvent({key: 'B', ctrlKey: true, shiftKey: true})).map((s) => s.name)).toEqual(['anyShift']);
    expect(table.match(keyEvent({key: 'и', code: 'KeyB', ctrlKey: true}))?.name).toBe('plain');
    expect(table.match(keyEvent({key: 'b'}))).toBeUndefined();
    expect(() => compileKeyboardShortcuts([{key: ''}])).toThrow();
  });

  it('CONTROL_OR_OTHER_KEY is a registered symbol carried by CONTROL_OR_META', () => {
    expect(CONTROL_OR_OTHER_KEY).toBe(Symbol.for('@lexical/ctrlOrOtherKey'));
    expect(CONTROL_OR_META[CONTROL_OR_OTHER_KEY]).toBe('metaKey');
  });

  it('keyboardEventMaskForPlatform swaps ctrlKey with the named key only for the other platform', () => {
    expect(keyboardEventMaskForPlatform(CONTROL_OR_META, IS_APPLE)).toBe(CONTROL_OR_META);
    const other = keyboardEventMaskForPlatform(CONTROL_OR_META, !IS_APPLE);
    expect(other.ctrlKey).toBe(CONTROL_OR_META.metaKey);
    expect(other.metaKey).toBe(CONTROL_OR_META.ctrlKey);
    const noSymbol = {ctrlKey: true};
    expect(keyboardEventMaskForPlatform(noSymbol, !IS_APPLE)).toBe(noSymbol);
  });

  it('CreateEditorArgs defaults: editable, empty theme, namespace from the parent editor or random', () => {
    const parent = createEditor({namespace: 'outer', onError: rethrow});
    const child = createEditor({parentEditor: parent, onError: rethrow});
    const lone = createEditor({onError: rethrow});
    expect(child._config.namespace).toBe('outer');
    expect(lone._config.namespace).toMatch(/\S/);
    expect(lone._config.namespace).not.toBe(createEditor({onError: rethrow})._config.namespace);
    expect(lone.isEditable()).toBe(true);
    expect(lone._config.theme).toEqual({});
  });

  it('createSharedNodeState collects stateConfigs and which of them are flat', () => {
    const shared = createSharedNodeState(StatefulTextNode);
    expect([...shared.sharedConfigMap.keys()].sort()).toEqual(['flat', 'nested']);
    expect([...shared.flatKeys]).toEqual(['flat']);
  });

  it('DecoratorNode results are collected by key in getDecorators and the node is inline by default', () => {
    const {editor} = mountedEditor({nodes: [LabelDecoratorNode]});
    let key = '';
    let inline = false;
    editor.update(
      () => {
        const node = $create(LabelDecoratorNode);
        key = node.getKey();
        inline = node.isInline();
        $getRoot().append($createParagraphNode().append(node));
      },
      {discrete: true},
    );
    expect(inline).toBe(true);
    expect(editor.getDecorators<string>()[key]).toBe(`label ${key}`);
  });

  it('DOMExportOutputMap entries replace exportDOM for the exact registered class only', () => {
    const calls: string[] = [];
    const exportMap: DOMExportOutputMap = new Map();
    exportMap.set(ParagraphNode, (_editor, node) => {
      calls.push(node.getType());
      return {element: null};
    });
    const editor = newEditor({html: {export: exportMap}, nodes: [PriorityParagraphNode]});
    const result = {paragraph: 'unset', subclass: 'unset'};
    editor.update(
      () => {
        const paragraph = $createParagraphNode();
        const subclass = $create(PriorityParagraphNode);
        result.paragraph = String(DEFAULT_EDITOR_DOM_CONFIG.$exportDOM(paragraph, editor).element);
        const subclassElement = DEFAULT_EDITOR_DOM_CONFIG.$exportDOM(subclass, editor).element;
        result.subclass = isHTMLElement(subclassElement) ? subclassElement.tagName : String(subclassElement);
      },
      {discrete: true},
    );
    expect(calls).toEqual(['paragraph']);
    expect(result).toEqual({paragraph: 'null', subclass: 'P'});
  });

  it('DOMConversion with the highest priority wins, and equal priorities go to the last registered', () => {
    const centered: CreateEditorArgs['html'] = {
      import: {
        p: () => ({conversion: () => ({node: $createParagraphNode().setFormat('center')}), priority: 0}),
      },
    };
    const importFirst = (editor: LexicalEditor): string[] => {
      let found: string[] = [];
      editor.update(
        () => {
          found = $generateNodesFromDOM(editor, parseHTML('<p>hi</p>')).map((node) =>
            $isElementNode(node) ? `${node.getType()} ${node.getFormatType() || 'none'}` : node.getType(),
          );
        },
        {discrete: true},
      );
      return found;
    };
    expect(importFirst(newEditor({html: centered, nodes: [PriorityParagraphNode]}))).toEqual([
      'priority-paragraph none',
    ]);
    expect(importFirst(newEditor({html: centered}))).toEqual(['paragraph center']);
  });

  it('DOMChildConversion of TextNode passes <b> formatting to the text inside', () => {
    const editor = newEditor();
    let bold = false;
    editor.update(
      () => {
        const [paragraph] = $generateNodesFromDOM(editor, parseHTML('<p><b>x</b></p>'));
        const text = $isElementNode(paragraph) ? paragraph.getFirstChild() : null;
        bold = $isTextNode(text) && text.hasFormat('bold');
      },
      {discrete: true},
    );
    expect(bold).toBe(true);
  });

  it('LineBreakNode is imported from <br> except the last child of a block', () => {
    const editor = newEditor();
    let children: string[] = [];
    editor.update(
      () => {
        const [paragraph] = $generateNodesFromDOM(editor, parseHTML('<p>a<br>b<br></p>'));
        children = $isElementNode(paragraph)
          ? paragraph.getChildren().map((child) => ($isLineBreakNode(child) ? 'br' : child.getTextContent()))
          : [];
      },
      {discrete: true},
    );
    expect(children).toEqual(['a', 'br', 'b']);
  });

  it('EditorSetOptions tag reaches update listeners', () => {
    const editor = newEditor();
    const state = editor.parseEditorState(
      '{"root":{"children":[{"children":[],"direction":null,"format":"","indent":0,"type":"paragraph","version":1,"textFormat":0,"textStyle":""}],"direction":null,"format":"","indent":0,"type":"root","version":1}}',
    );
    const tags: string[][] = [];
    editor.registerUpdateListener(({tags: updateTags}) => tags.push([...updateTags]));
    editor.setEditorState(state, {tag: 'from-test'});
    expect(tags.some((list) => list.includes('from-test'))).toBe(true);
  });

  it('EditorStateReadOptions editor makes $getEditor work inside editorState.read', () => {
    const editor = newEditor();
    expect(editor.getEditorState().read(() => $getEditor(), {editor})).toBe(editor);
    expect(() => editor.getEditorState().read(() => $getEditor())).toThrow(/active editor/);
  });

  it('EditorThemeClassName with several classes adds each of them', () => {
    const {editor} = mountedEditor({theme: {paragraph: 'first  second'}});
    let key = '';
    editor.update(
      () => {
        const paragraph = $createParagraphNode();
        key = paragraph.getKey();
        $getRoot().append(paragraph);
      },
      {discrete: true},
    );
    const classes = editor.getElementByKey(key)?.className.split(' ');
    expect(classes).toEqual(['first', 'second']);
  });

  it('EditorUpdateOptions discrete commits before update returns and skipTransforms turns transforms off', async () => {
    const editor = newEditor();
    const text = () => editor.getEditorState().read(() => $getRoot().getTextContent());
    editor.update(() => {
      $getRoot().append($createParagraphNode().append($createTextNode('later')));
    });
    expect(text()).toBe('');
    await Promise.resolve();
    expect(text()).toBe('later');
    editor.update(
      () =>
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('now'))),
      {
        discrete: true,
      },
    );
    expect(text()).toBe('now');
    let transformed = 0;
    editor.registerNodeTransform(TextNode, () => {
      transformed++;
    });
    // Registering marks the existing text node dirty and transforms it at once; count from here on.
    editor.read(() => undefined);
    transformed = 0;
    editor.update(
      () =>
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('a'))),
      {
        discrete: true,
        skipTransforms: true,
      },
    );
    expect(transformed).toBe(0);
    editor.update(
      () =>
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('b'))),
      {
        discrete: true,
      },
    );
    expect(transformed).toBeGreaterThan(0);
  });

  it('ExtensionBuildState and LexicalExtensionDependency expose config, init result and output', () => {
    let missingPeer: unknown = 'unset';
    const Counter = defineExtension({
      build: (_editor, config: {base: number}, state) => {
        missingPeer = state.getPeer<AnyLexicalExtension>('no-such-extension');
        return state.getInitResult() + config.base;
      },
      config: {base: 1},
      init: () => 42,
      name: 'test/counter',
    });
    const editor = buildEditorFromExtensions(Counter);
    const dependency = getExtensionDependencyFromEditor(editor, Counter);
    expect(dependency.init).toBe(42);
    expect(dependency.output).toBe(43);
    expect(dependency.config).toEqual({base: 1});
    expect(missingPeer).toBeUndefined();
    editor.dispose();
  });

  it('InitialEditorConfig themes are deep-merged, the last namespace wins, and onError rethrows by default', () => {
    const First = defineExtension({name: 'test/first', namespace: 'first', theme: {text: {bold: 'b'}}});
    const Second = defineExtension({
      dependencies: [First],
      name: 'test/second',
      namespace: 'second',
      theme: {text: {italic: 'i'}},
    });
    const editor = buildEditorFromExtensions(Second);
    expect(editor._config.namespace).toBe('second');
    expect(editor._config.theme.text).toEqual({bold: 'b', italic: 'i'});
    expect(() =>
      editor.update(
        () => {
          throw new Error('boom');
        },
        {discrete: true},
      ),
    ).toThrow('boom');
    editor.dispose();
  });

  it('getDOMShadowRoots lists enclosing shadow roots innermost first', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const outer = host.attachShadow({mode: 'open'});
    const innerHost = document.createElement('div');
    outer.append(innerHost);
    const inner = innerHost.attachShadow({mode: 'open'});
    const leaf = document.createElement('span');
    inner.append(leaf);
    expect(getDOMShadowRoots(leaf)).toEqual([inner, outer]);
    expect(getDOMShadowRoots(host)).toEqual([]);
    expect(getDOMShadowRoots(document.createElement('p'))).toEqual([]);
    host.remove();
  });

  it('$getDOMSlot gives an ElementDOMSlot for an element node and $isElementDOMSlot tells them apart', () => {
    const editor = newEditor();
    const result = {paragraph: false, sameElement: false, text: true};
    editor.update(
      () => {
        const dom = document.createElement('p');
        const slot = $getDOMSlot($createParagraphNode(), dom);
        result.paragraph = $isElementDOMSlot(slot);
        result.sameElement = slot.element === dom;
        result.text = $isElementDOMSlot($getDOMSlot($createTextNode('x'), document.createElement('span')));
      },
      {discrete: true},
    );
    expect(result).toEqual({paragraph: true, sameElement: true, text: false});
  });

  it('$getDOMTextNode returns the DOM text inside the element, or null', () => {
    const editor = newEditor();
    const span = document.createElement('span');
    const domText = document.createTextNode('hi');
    span.append(domText);
    const result: {found: Text | null; empty: Text | null} = {found: null, empty: null};
    editor.update(
      () => {
        const node = $createTextNode('hi');
        result.found = $getDOMTextNode(node, span);
        result.empty = $getDOMTextNode(node, document.createElement('span'), editor);
      },
      {discrete: true},
    );
    expect(result.found).toBe(domText);
    expect(result.empty).toBeNull();
  });

  it('$getEditorDOMRenderConfig returns the defaults with the dom overrides over them', () => {
    const $createDOM: EditorDOMRenderConfig['$createDOM'] = (node, editor) =>
      DEFAULT_EDITOR_DOM_CONFIG.$createDOM(node, editor);
    const editor = newEditor({dom: {$createDOM}});
    const config = $getEditorDOMRenderConfig(editor);
    expect(config.$createDOM).toBe($createDOM);
    expect(config.$updateDOM).toBe(DEFAULT_EDITOR_DOM_CONFIG.$updateDOM);
  });

  it('getEditorPropertyFromDOMNode returns the editor stored on its root element', () => {
    const {editor, root} = mountedEditor();
    expect(getEditorPropertyFromDOMNode(root)).toBe(editor);
    expect(getEditorPropertyFromDOMNode(null)).toBeNull();
    expect(getEditorPropertyFromDOMNode(document.createElement('div'))).toBeUndefined();
    editor.setRootElement(null);
  });

  it('getRegisteredNode returns undefined and getRegisteredNodeOrThrow throws for an unknown type', () => {
    const editor = newEditor();
    expect(getRegisteredNode(editor, 'paragraph')?.klass).toBe(ParagraphNode);
    expect(getRegisteredNode(editor, 'no-such-type')).toBeUndefined();
    expect(getRegisteredNodeOrThrow(editor, 'text').klass).toBe(TextNode);
    expect(() => getRegisteredNodeOrThrow(editor, 'no-such-type')).toThrow(/no-such-type/);
  });

  it('getStaticNodeConfig reads the own type and fills in missing static methods', () => {
    class BareTextNode extends TextNode {
      $config() {
        return this.config('bare-text', {extends: TextNode});
      }
    }
    const hasOwn = (name: string) => Object.prototype.hasOwnProperty.call(BareTextNode, name);
    expect([hasOwn('clone'), hasOwn('importJSON'), hasOwn('getType')]).toEqual([false, false, false]);
    const config = getStaticNodeConfig(BareTextNode);
    expect(config.klass).toBe(BareTextNode);
    expect(config.ownNodeType).toBe('bare-text');
    expect(config.ownNodeConfig?.extends).toBe(TextNode);
    expect([hasOwn('clone'), hasOwn('importJSON'), hasOwn('getType')]).toEqual([true, true, true]);
    expect(getStaticNodeConfig(BareTextNode)).toBe(config);
    expect(getStaticNodeConfig(ParagraphNode).ownNodeType).toBe('paragraph');
    expect(getStaticNodeConfig(ElementNode).ownNodeType).toBeUndefined();
  });

  it('getTransformSetFromKlass collects $transform from the $config chain', () => {
    const $transform = (_node: TextNode): void => {};
    class TransformedTextNode extends TextNode {
      $config() {
        return this.config('transformed-text', {$transform, extends: TextNode});
      }
    }
    const transforms = getTransformSetFromKlass(TransformedTextNode);
    expect(transforms.has($transform as (node: LexicalNode) => void)).toBe(true);
    expect(getTransformSetFromKlass(TextNode).size).toBe(0);
  });

  it('$getWritableNodeState returns a NodeState inside an update and throws in a read', () => {
    const editor = newEditor();
    let nested = 'unset';
    editor.update(
      () => {
        const text = $createTextNode('x');
        $getRoot().append($createParagraphNode().append(text));
        nested = $getWritableNodeState(text).getValue(nestedState);
      },
      {discrete: true},
    );
    expect(nested).toBe('');
    expect(() => editor.read(() => $getWritableNodeState($getRoot()))).toThrow();
  });

  it('INTERNAL_$isBlock is true for a paragraph and false for the root and text', () => {
    const editor = newEditor();
    const result = {paragraph: false, root: true, text: true};
    editor.update(
      () => {
        const text = $createTextNode('x');
        const paragraph = $createParagraphNode().append(text);
        $getRoot().append(paragraph);
        result.paragraph = INTERNAL_$isBlock(paragraph);
        result.root = INTERNAL_$isBlock($getRoot());
        result.text = INTERNAL_$isBlock(text);
      },
      {discrete: true},
    );
    expect(result).toEqual({paragraph: true, root: false, text: false});
  });

  it('isBlockDomNode and isInlineDomNode classify by tag and inline display style', () => {
    const inlineP = document.createElement('p');
    inlineP.style.display = 'inline';
    const inlineBlockDiv = document.createElement('div');
    inlineBlockDiv.style.display = 'inline-block';
    const text = document.createTextNode('x');
    expect(isBlockDomNode(document.createElement('p'))).toBe(true);
    expect(isBlockDomNode(document.createElement('td'))).toBe(true);
    expect(isBlockDomNode(inlineP)).toBe(false);
    expect(isBlockDomNode(document.createElement('span'))).toBe(false);
    expect(isBlockDomNode(text)).toBe(false);
    expect(isInlineDomNode(text)).toBe(true);
    expect(isInlineDomNode(document.createElement('strong'))).toBe(true);
    expect(isInlineDomNode(inlineBlockDiv)).toBe(true);
    expect(isInlineDomNode(document.createElement('div'))).toBe(false);
    expect(isInlineDomNode(document.createElement('my-widget'))).toBe(false);
  });

  it('isDOMNode and the DOM checks built on it test nodeType, not instanceof', () => {
    expect(isDOMNode({nodeType: 1})).toBe(true);
    expect(isHTMLElement({nodeType: 1})).toBe(true);
    expect(isDOMNode({nodeType: '1'})).toBe(false);
    expect(isDOMNode(null)).toBe(false);
    expect(isHTMLElement(document.createElementNS('http://www.w3.org/2000/svg', 'svg'))).toBe(true);
    expect(isHTMLAnchorElement(document.createElement('a'))).toBe(true);
    expect(isHTMLAnchorElement(document.createElement('span'))).toBe(false);
    expect(isHTMLTableCellElement(document.createElement('th'))).toBe(true);
    expect(isHTMLTableCellElement(document.createElement('tr'))).toBe(false);
    expect(isHTMLTableRowElement(document.createElement('tr'))).toBe(true);
    expect(isDOMTextNode(document.createTextNode('x'))).toBe(true);
    expect(isDOMTextNode(document.createElement('span'))).toBe(false);
    expect(isDOMDocumentNode(document)).toBe(true);
    expect(isDOMDocumentNode(document.body)).toBe(false);
    const host = document.createElement('div');
    const shadow = host.attachShadow({mode: 'open'});
    const fragment = document.createDocumentFragment();
    expect(isDocumentFragment(fragment)).toBe(true);
    expect(isDocumentFragment(shadow)).toBe(true);
    expect(isDOMShadowRoot(shadow)).toBe(true);
    expect(isDOMShadowRoot(fragment)).toBe(false);
  });

  it('isLexicalEditor accepts editors of this copy of lexical only', () => {
    expect(isLexicalEditor(newEditor())).toBe(true);
    expect(isLexicalEditor({_config: {}})).toBe(false);
  });

  it('isSelectionCapturedInDecoratorInput is an alias of $isSelectionCapturedInDecoratorInput', () => {
    expect(isSelectionCapturedInDecoratorInput).toBe($isSelectionCapturedInDecoratorInput);
  });

  it('KEY_MODIFIER_COMMAND is dispatched for a key press with a modifier held', () => {
    const {editor, root} = mountedEditor();
    const seen: string[] = [];
    editor.registerCommand(KEY_MODIFIER_COMMAND, (event) => (seen.push(event.key), false), COMMAND_PRIORITY_LOW);
    root.dispatchEvent(new KeyboardEvent('keydown', {bubbles: true, key: 'q'}));
    root.dispatchEvent(new KeyboardEvent('keydown', {bubbles: true, ctrlKey: true, key: 'k'}));
    expect(seen).toEqual(['k']);
    editor.setRootElement(null);
  });

  it('LexicalCommand identity: two commands with the same type string are distinct', () => {
    const editor = newEditor();
    const first = createCommand<string>('SAME');
    const second = createCommand<string>('SAME');
    let calls = 0;
    editor.registerCommand(first, () => (calls++, true), COMMAND_PRIORITY_LOW);
    expect(editor.dispatchCommand(second, 'x')).toBe(false);
    expect(editor.dispatchCommand(first, 'x')).toBe(true);
    expect(calls).toBe(1);
  });

  it('MutationListener is called for changes reconciled to the DOM, not in an editor without a root element', () => {
    const mutations: NodeMutation[] = [];
    const {editor} = mountedEditor();
    editor.registerMutationListener(ParagraphNode, (nodes) => mutations.push(...nodes.values()), {
      skipInitialization: true,
    });
    editor.update(() => $getRoot().append($createParagraphNode()), {discrete: true});
    expect(mutations).toEqual(['created']);

    const unmounted: NodeMutation[] = [];
    const detached = newEditor();
    detached.registerMutationListener(ParagraphNode, (nodes) => unmounted.push(...nodes.values()), {
      skipInitialization: true,
    });
    detached.update(() => $getRoot().append($createParagraphNode()), {discrete: true});
    expect(unmounted).toEqual([]);
  });

  it('NodeMutation initial call reports existing nodes as created unless skipInitialization', () => {
    const editor = newEditor();
    editor.update(() => $getRoot().append($createParagraphNode(), $createParagraphNode()), {discrete: true});
    const initial: NodeMutation[] = [];
    editor.registerMutationListener(ParagraphNode, (nodes) => initial.push(...nodes.values()));
    expect(initial).toEqual(['created', 'created']);
  });

  it('mountSlotContainer returns null when the slot does not exist and unmountSlotContainer parks a container', () => {
    const {editor} = mountedEditor();
    let key = '';
    editor.update(
      () => {
        const paragraph = $createParagraphNode();
        key = paragraph.getKey();
        $getRoot().append(paragraph);
      },
      {discrete: true},
    );
    expect(mountSlotContainer(editor, key, 'missing', document.createElement('div'))).toBeNull();
    const container = document.createElement('div');
    unmountSlotContainer(editor, key, container);
    expect(container.style.display).toBe('none');
    expect(editor.getElementByKey(key)?.firstChild).toBe(container);
    editor.setRootElement(null);
  });

  it('NodeKey is root for the root node and differs each time the same JSON is parsed', () => {
    const editor = newEditor();
    editor.update(() => $getRoot().append($createParagraphNode()), {discrete: true});
    const json = JSON.stringify(editor.getEditorState().toJSON());
    const firstKey = editor.parseEditorState(json).read(() => $getRoot().getFirstChildOrThrow().getKey());
    const secondKey = editor.parseEditorState(json).read(() => $getRoot().getFirstChildOrThrow().getKey());
    expect(editor.getEditorState().read(() => $getRoot().getKey())).toBe('root');
    expect(firstKey).not.toBe(secondKey);
  });

  it('NodeSelection has no points and ignores insertText', () => {
    const editor = newEditor();
    const result = {points: 'unset' as unknown, collapsed: true, text: ''};
    editor.update(
      () => {
        const paragraph = $createParagraphNode().append($createTextNode('kept'));
        $getRoot().append(paragraph);
        const selection = $createNodeSelection();
        selection.add(paragraph.getKey());
        result.points = selection.getStartEndPoints();
        result.collapsed = selection.isCollapsed();
        const asBase: BaseSelection = selection;
        asBase.insertText('lost');
        result.text = $getRoot().getTextContent();
      },
      {discrete: true},
    );
    expect(result).toEqual({points: null, collapsed: false, text: 'kept'});
  });

  it('normalizeClassNames splits strings and drops everything else', () => {
    expect(normalizeClassNames('a  b', undefined, null, true, false, '', ' c ')).toEqual(['a', 'b', 'c']);
  });

  it('Point getNode throws when no node has its key', () => {
    const editor = newEditor();
    const error = editor.read(() => {
      try {
        $createPoint('no-such-key', 0, 'text').getNode();
        return '';
      } catch (caught) {
        return String(caught);
      }
    });
    expect(error).toMatch(/node not found/);
  });

  it('removeFromParent unlinks a node from its parent', () => {
    const editor = newEditor();
    const result = {parent: 'unset' as unknown, size: -1, attached: false, sameFunction: false};
    editor.update(
      () => {
        const text = $createTextNode('x');
        const paragraph = $createParagraphNode().append(text);
        $getRoot().append(paragraph);
        removeFromParent(text);
        result.parent = text.getParent();
        result.size = paragraph.getChildrenSize();
        result.attached = paragraph.isAttached();
      },
      {discrete: true},
    );
    result.sameFunction = removeFromParent === $removeFromParent;
    expect(result).toEqual({parent: null, size: 0, attached: true, sameFunction: true});
  });

  it('RootNode cannot be removed and only takes element or decorator children', () => {
    const editor = newEditor();
    const errors: string[] = [];
    editor.update(
      () => {
        const root = $getRoot();
        for (const attempt of [() => root.remove(), () => root.append($createTextNode('x'))]) {
          try {
            attempt();
          } catch (error) {
            errors.push(String(error));
          }
        }
      },
      {discrete: true},
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/remove/);
    expect(errors[1]).toMatch(/Only element or decorator nodes/);
  });

  it('SerializedEditor, SerializedRootNode, SerializedTextNode, SerializedTabNode and SerializedLineBreakNode shapes', () => {
    const editor = newEditor();
    editor.update(
      () => {
        $getRoot().append(
          $createParagraphNode().append(
            $createTextNode('hi').toggleFormat('bold').toggleFormat('italic'),
            $createTabNode(),
            new LineBreakNode(),
          ),
        );
      },
      {discrete: true},
    );
    const json = editor.toJSON();
    const root = json.editorState.root;
    expect(Object.keys(root).sort()).toEqual(['children', 'direction', 'format', 'indent', 'type', 'version']);
    expect(root.type).toBe('root');
    const paragraph = root.children[0] as SerializedElementNode;
    const [text, tab, lineBreak] = paragraph.children;
    expect(text).toEqual({detail: 0, format: 3, mode: 'normal', style: '', text: 'hi', type: 'text', version: 1});
    expect(tab).toMatchObject({text: '\t', type: 'tab'});
    expect(lineBreak).toEqual({type: 'linebreak', version: 1});
  });

  it('SerializedElementNode has textFormat only when set and there are no text children', () => {
    const editor = newEditor({nodes: [BoxNode]});
    editor.update(
      () => {
        $getRoot().append(
          $create(BoxNode).setTextFormat(1).append($createParagraphNode()),
          $create(BoxNode).setTextFormat(1).append($createTextNode('t')),
          $create(BoxNode).append($createParagraphNode()),
        );
      },
      {discrete: true},
    );
    const [noText, withText, unset] = editor.getEditorState().toJSON().root.children as SerializedElementNode[];
    expect(noText.textFormat).toBe(1);
    expect(withText).not.toHaveProperty('textFormat');
    expect(unset).not.toHaveProperty('textFormat');
    expect(Object.keys(unset).sort()).toEqual(['children', 'direction', 'format', 'indent', 'type', 'version']);
  });

  it('SerializedParagraphNode takes textFormat from its first text node or from itself', () => {
    const editor = newEditor();
    editor.update(
      () => {
        $getRoot().append(
          $createParagraphNode().append($createTextNode('b').toggleFormat('bold')),
          $createParagraphNode().setTextFormat(2).setTextStyle('color: red'),
        );
      },
      {discrete: true},
    );
    const [withText, empty] = editor.getEditorState().toJSON().root.children as SerializedElementNode[];
    expect(withText).toMatchObject({textFormat: 1, textStyle: ''});
    expect(empty).toMatchObject({textFormat: 2, textStyle: 'color: red'});
  });

  it('SerializedEditorState round-trips through parseEditorState', () => {
    const editor = newEditor();
    editor.update(() => $getRoot().append($createParagraphNode().append($createTextNode('round'))), {
      discrete: true,
    });
    const serialized = editor.getEditorState().toJSON();
    expect(Object.keys(serialized)).toEqual(['root']);
    const parsed = editor.parseEditorState(JSON.stringify(serialized));
    expect(parsed.read(() => $getRoot().getTextContent())).toBe('round');
  });

  it('StepwiseIteratorConfig drives makeStepwiseIterator', () => {
    const iterator = makeStepwiseIterator({
      hasNext: (state: number | null): state is number => state !== null,
      initial: 1,
      map: (state: number) => state * 10,
      step: (state: number) => (state < 3 ? state + 1 : null),
    });
    expect([...iterator]).toEqual([10, 20, 30]);
  });

  it('stopLexicalPropagation makes the root element listeners ignore the event', () => {
    const {editor, root} = mountedEditor();
    let calls = 0;
    editor.registerCommand(DRAGOVER_COMMAND, () => (calls++, false), COMMAND_PRIORITY_LOW);
    root.dispatchEvent(new Event('dragover', {bubbles: true}));
    expect(calls).toBe(1);
    const handled = new Event('dragover', {bubbles: true});
    stopLexicalPropagation(handled);
    root.dispatchEvent(handled);
    expect(calls).toBe(1);
    editor.setRootElement(null);
  });

  it('TabNode keeps its tab text, refuses splices, and is unmergeable', () => {
    const editor = newEditor();
    const result = {text: '', spliceError: false, detail: -1};
    editor.update(
      () => {
        const tab = $createTabNode();
        $getRoot().append($createParagraphNode().append(tab));
        result.text = tab.setTextContent('x').getTextContent();
        try {
          tab.spliceText(0, 1, 'y');
        } catch {
          result.spliceError = true;
        }
        result.detail = tab.exportJSON().detail;
      },
      {discrete: true},
    );
    expect(result).toEqual({text: '\t', spliceError: true, detail: 2});
  });

  it('TextNode neighbours with the same format are merged at the end of an update', () => {
    const editor = newEditor();
    editor.update(
      () => {
        $getRoot().append(
          $createParagraphNode().append($createTextNode('a'), $createTextNode('b')),
          $createParagraphNode().append($createTextNode('a'), $createTextNode('b').toggleFormat('bold')),
        );
      },
      {discrete: true},
    );
    const sizes = editor.read(() =>
      $getRoot()
        .getChildren()
        .map((child) => ($isParagraphNode(child) ? child.getChildrenSize() : -1)),
    );
    expect(sizes).toEqual([1, 2]);
  });
});

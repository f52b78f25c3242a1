// @vitest-environment happy-dom
/**
 * Backs the behaviour stated in api-descriptions/lexical.members.yaml (members of the core classes of `lexical`)
 * against the installed Lexical 0.50.0.
 */
import {createHeadlessEditor} from '@lexical/headless';
import {$createLinkNode, LinkNode} from '@lexical/link';
import {
  $createLineBreakNode,
  $createNodeSelection,
  $createParagraphNode,
  $createPoint,
  $createRangeSelection,
  $createTabNode,
  $createTextNode,
  $getEditor,
  $getNodeByKey,
  $getRoot,
  $getSelection,
  $isNodeSelection,
  $isRangeSelection,
  $setCompositionKey,
  $setSelection,
  type BaseSelection,
  createEditor,
  DecoratorNode,
  ElementNode,
  type LexicalEditor,
  type LexicalNode,
  type NodeKey,
  type NodeSelection,
  type ParagraphNode,
  type RangeSelection,
  type SerializedElementNode,
  type SerializedLexicalNode,
  TextNode,
} from 'lexical';
import {describe, expect, it} from 'vitest';

/** `lexical` exports LexicalNode as a type only; the class is the prototype of ElementNode. */
const LexicalNodeClass = Object.getPrototypeOf(ElementNode) as typeof LexicalNode;

/** A direct LexicalNode subclass that does not implement isInline(). */
class BareLeafNode extends LexicalNodeClass {
  static getType(): string {
    return 'bare-leaf';
  }
  static clone(node: BareLeafNode): BareLeafNode {
    return new BareLeafNode(node.__key);
  }
  static importJSON(serializedNode: SerializedLexicalNode): BareLeafNode {
    return new BareLeafNode().updateFromJSON(serializedNode);
  }
  createDOM(): HTMLElement {
    return document.createElement('span');
  }
  updateDOM(): boolean {
    return false;
  }
}

/** An ElementNode subclass that overrides nothing but what registration needs. */
class BoxNode extends ElementNode {
  static getType(): string {
    return 'box';
  }
  static clone(node: BoxNode): BoxNode {
    return new BoxNode(node.__key);
  }
  static importJSON(serializedNode: SerializedElementNode): BoxNode {
    return new BoxNode().updateFromJSON(serializedNode);
  }
  createDOM(): HTMLElement {
    return document.createElement('div');
  }
  updateDOM(): boolean {
    return false;
  }
}

/** A DecoratorNode subclass with the base class's defaults. */
class ChipNode extends DecoratorNode<null> {
  static getType(): string {
    return 'chip';
  }
  static clone(node: ChipNode): ChipNode {
    return new ChipNode(node.__key);
  }
  static importJSON(serializedNode: SerializedLexicalNode): ChipNode {
    return new ChipNode().updateFromJSON(serializedNode);
  }
  createDOM(): HTMLElement {
    return document.createElement('span');
  }
  updateDOM(): boolean {
    return false;
  }
  decorate(): null {
    return null;
  }
}

/** A TextNode subclass whose static transform() upper-cases its text. */
class ShoutNode extends TextNode {
  static getType(): string {
    return 'shout';
  }
  static clone(node: ShoutNode): ShoutNode {
    return new ShoutNode(node.__text, node.__key);
  }
  static importJSON(serializedNode: SerializedLexicalNode): ShoutNode {
    return new ShoutNode().updateFromJSON(serializedNode as never);
  }
  static transform(): ((node: LexicalNode) => void) | null {
    return (node: LexicalNode) => {
      if (node instanceof ShoutNode) {
        const text = node.getTextContent();
        if (text !== text.toUpperCase()) {
          node.setTextContent(text.toUpperCase());
        }
      }
    };
  }
}

function newEditor(): LexicalEditor {
  return createHeadlessEditor({
    namespace: 'members',
    nodes: [BareLeafNode, BoxNode, ChipNode, LinkNode, ShoutNode],
    onError: (error) => {
      throw error;
    },
  });
}

function update(editor: LexicalEditor, fn: () => void): void {
  editor.update(fn, {discrete: true});
}

/** Replaces the document with one paragraph per text, returning the paragraph keys. */
function $paragraphs(...texts: string[]): ParagraphNode[] {
  const root = $getRoot().clear();
  return texts.map((text) => {
    const paragraph = $createParagraphNode();
    if (text !== '') paragraph.append($createTextNode(text));
    root.append(paragraph);
    return paragraph;
  });
}

function $rangeSelection(): RangeSelection {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) throw new Error('expected a RangeSelection');
  return selection;
}

describe('LexicalEditor members', () => {
  it('LexicalEditor.getRootElement returns null until a root element is set, then that element', () => {
    const editor = createEditor({
      onError: (error) => {
        throw error;
      },
    });
    expect(editor.getRootElement()).toBeNull();
    const element = document.createElement('div');
    element.contentEditable = 'true';
    document.body.append(element);
    editor.setRootElement(element);
    expect(editor.getRootElement()).toBe(element);
    editor.setRootElement(null);
    expect(editor.getRootElement()).toBeNull();
    element.remove();
    // createHeadlessEditor replaces the method with one that throws.
    expect(() => newEditor().getRootElement()).toThrow(/not supported in headless mode/);
  });

  it('LexicalEditor.isComposing follows the composition key, and TextNode.isComposing is false in a read', () => {
    const editor = newEditor();
    expect(editor.isComposing()).toBe(false);
    let key: NodeKey = '';
    let composingInUpdate = false;
    update(editor, () => {
      const [paragraph] = $paragraphs('compose');
      const text = paragraph!.getFirstChildOrThrow();
      if (!(text instanceof TextNode)) throw new Error('expected text');
      key = text.getKey();
      $setCompositionKey(key);
      composingInUpdate = text.isComposing();
    });
    expect(composingInUpdate).toBe(true);
    expect(editor.isComposing()).toBe(true);
    expect(editor.read(() => ($getNodeByKey(key) as TextNode).isComposing())).toBe(false);
    update(editor, () => $setCompositionKey(null));
    expect(editor.isComposing()).toBe(false);
  });
});

describe('EditorState members', () => {
  it('EditorState._nodeMap of a committed state refuses writes in the development build', () => {
    const editor = newEditor();
    update(editor, () => void $paragraphs('x'));
    const state = editor.getEditorState();
    expect(state._nodeMap.get('root')).toBeDefined();
    expect(() => state._nodeMap.set('x', state._nodeMap.get('root')!)).toThrow(/frozen/);
    expect(() => state._nodeMap.delete('root')).toThrow(/frozen/);
  });

  it('EditorState._readOnly is true for committed states and clones', () => {
    const editor = newEditor();
    update(editor, () => void $paragraphs('x'));
    const state = editor.getEditorState();
    expect(state._readOnly).toBe(true);
    expect(state.clone()._readOnly).toBe(true);
    expect(state._flushSync).toBe(false);
  });

  it('EditorState.isEmpty is true for a new editor and setEditorState refuses an empty state', () => {
    const editor = newEditor();
    const initial = editor.getEditorState();
    expect(initial.isEmpty()).toBe(true);
    expect(() => editor.setEditorState(initial)).toThrow(/empty/);
    update(editor, () => void $paragraphs('x'));
    expect(editor.getEditorState().isEmpty()).toBe(false);
  });

  it('EditorState.read returns the callback value, refuses mutations and needs {editor} for $getEditor', () => {
    const editor = newEditor();
    update(editor, () => void $paragraphs('hello'));
    const state = editor.getEditorState();
    expect(state.read(() => $getRoot().getTextContent())).toBe('hello');
    expect(() => state.read(() => $getRoot().clear())).toThrow(/read-only/);
    expect(() => state.read(() => $getEditor())).toThrow(/active editor/);
    expect(state.read(() => $getEditor(), {editor})).toBe(editor);
  });

  it('EditorState.clone shares the node map and keeps or replaces the selection', () => {
    const editor = newEditor();
    update(editor, () => {
      const [paragraph] = $paragraphs('abc');
      paragraph!.selectEnd();
    });
    const state = editor.getEditorState();
    expect(state._selection).not.toBeNull();
    const same = state.clone();
    expect(same).not.toBe(state);
    expect(same._nodeMap).toBe(state._nodeMap);
    expect(same._selection).toBe(state._selection);
    expect(state.clone(null)._selection).toBeNull();
  });

  it('EditorState.toJSON gives {root} without the selection, and JSON.stringify uses it', () => {
    const editor = newEditor();
    update(editor, () => {
      const [paragraph] = $paragraphs('json');
      paragraph!.selectEnd();
    });
    const state = editor.getEditorState();
    const json = state.toJSON();
    expect(Object.keys(json)).toEqual(['root']);
    expect(json.root.children[0]!.type).toBe('paragraph');
    expect(JSON.parse(JSON.stringify(state))).toEqual(json);
  });
});

describe('LexicalNode members', () => {
  it('LexicalNode.constructor throws outside an update and, in development, for an unregistered class', () => {
    expect(() => new TextNode('outside')).toThrow(/active editor/);
    const bare = createHeadlessEditor({
      onError: (error) => {
        throw error;
      },
    });
    expect(() => update(bare, () => void new BoxNode())).toThrow(/not configured/);
  });

  it('LexicalNode.isInline throws unless a subclass implements it', () => {
    const editor = newEditor();
    let message = '';
    const results: boolean[] = [];
    update(editor, () => {
      const [paragraph] = $paragraphs('');
      const leaf = new BareLeafNode();
      const chip = new ChipNode();
      const text = $createTextNode('t');
      paragraph!.append(text, chip);
      results.push(text.isInline(), chip.isInline(), paragraph!.isInline());
      try {
        leaf.isInline();
      } catch (error) {
        message = (error as Error).message;
      }
    });
    expect(message).toMatch(/does not implement \.isInline\(\)/);
    expect(results).toEqual([true, true, false]);
  });

  it('LexicalNode.getCommonAncestor lifts leaves to their parent and returns null without one', () => {
    const editor = newEditor();
    const found: (string | null)[] = [];
    update(editor, () => {
      const [first, second] = $paragraphs('a', 'b');
      const a = first!.getFirstChildOrThrow();
      const extra = $createTextNode('c');
      first!.append(extra);
      const b = second!.getFirstChildOrThrow();
      found.push(a.getCommonAncestor(extra)?.getType() ?? null);
      found.push(a.getCommonAncestor(b)?.getType() ?? null);
      found.push(a.getCommonAncestor($createTextNode('detached'))?.getType() ?? null);
    });
    expect(found).toEqual(['paragraph', 'root', null]);
  });

  it('LexicalNode.transform registers a static transform for the class', () => {
    const editor = newEditor();
    update(editor, () => {
      const [paragraph] = $paragraphs('');
      paragraph!.append(new ShoutNode('quiet'));
    });
    expect(editor.read(() => $getRoot().getTextContent())).toBe('QUIET');
    expect(LexicalNodeClass.transform()).toBeNull();
  });

  it('LexicalNode.selectStart and selectEnd put the caret just before and after a leaf node', () => {
    const editor = newEditor();
    const points: string[] = [];
    update(editor, () => {
      const [paragraph] = $paragraphs('');
      const before = $createTextNode('ab');
      const lineBreak = $createLineBreakNode();
      const after = $createTextNode('cd');
      paragraph!.append(before, lineBreak, after);
      const start = lineBreak.selectStart();
      points.push(`${start.anchor.key === before.getKey()}:${start.anchor.offset}:${start.isCollapsed()}`);
      const end = lineBreak.selectEnd();
      points.push(`${end.anchor.key === after.getKey()}:${end.anchor.offset}:${end.isCollapsed()}`);
      const lone = $createLineBreakNode();
      paragraph!.clear().append(lone);
      const first = lone.selectStart();
      points.push(`${first.anchor.type}:${first.anchor.key === paragraph!.getKey()}:${first.anchor.offset}`);
    });
    expect(points).toEqual(['true:2:true', 'true:0:true', 'element:true:0']);
  });
});

describe('ElementNode members', () => {
  it('ElementNode.hasFormat also matches alignments that share a bit, unlike getFormatType', () => {
    const editor = newEditor();
    const seen: unknown[] = [];
    update(editor, () => {
      const [paragraph] = $paragraphs('x');
      paragraph!.setFormat('right');
      seen.push(paragraph!.getFormat(), paragraph!.getFormatType());
      seen.push(paragraph!.hasFormat('right'), paragraph!.hasFormat('left'), paragraph!.hasFormat('justify'));
      seen.push(paragraph!.hasFormat(''));
    });
    expect(seen).toEqual([3, 'right', true, true, false, false]);
  });

  it('ElementNode.setFormat clears the alignment for an unknown value', () => {
    const editor = newEditor();
    const seen: unknown[] = [];
    update(editor, () => {
      const [paragraph] = $paragraphs('x');
      paragraph!.setFormat('end');
      seen.push(paragraph!.getFormat());
      paragraph!.setFormat('sideways' as never);
      seen.push(paragraph!.getFormat(), paragraph!.getFormatType());
    });
    expect(seen).toEqual([6, 0, '']);
  });

  it('ElementNode.isEmpty counts children only, so an empty text node makes it non-empty', () => {
    const editor = newEditor();
    const seen: unknown[] = [];
    update(editor, () => {
      const [paragraph] = $paragraphs('');
      seen.push(paragraph!.isEmpty(), paragraph!.getChildrenSize(), paragraph!.getChildrenKeys());
      const empty = $createTextNode('');
      paragraph!.append(empty);
      seen.push(paragraph!.isEmpty(), paragraph!.getChildrenSize(), paragraph!.getChildrenKeys()[0] === empty.getKey());
    });
    expect(seen).toEqual([true, 0, [], false, 1, true]);
  });

  it('ElementNode.getAllTextNodes finds nested text and tab nodes but not line breaks', () => {
    const editor = newEditor();
    let texts: string[] = [];
    update(editor, () => {
      const [paragraph] = $paragraphs('');
      const link = $createLinkNode('https://example.com');
      link.append($createTextNode('inner'));
      paragraph!.append($createTextNode('a'), $createTabNode(), $createLineBreakNode(), link);
      texts = paragraph!.getAllTextNodes().map((node) => `${node.getType()}:${node.getTextContent()}`);
    });
    expect(texts).toEqual(['text:a', 'tab:\t', 'text:inner']);
  });

  it('ElementNode.getStyle is neither serialized nor rendered by the base class', () => {
    const editor = newEditor();
    update(editor, () => {
      const [paragraph] = $paragraphs('x');
      paragraph!.setStyle('color: red');
    });
    const style = editor.read(() => ($getRoot().getFirstChildOrThrow() as ParagraphNode).getStyle());
    expect(style).toBe('color: red');
    expect(JSON.stringify(editor.getEditorState())).not.toContain('color: red');
  });

  it('ElementNode.getTextFormat follows the first text child when rendered to the DOM', () => {
    const editor = createEditor({
      onError: (error) => {
        throw error;
      },
    });
    const element = document.createElement('div');
    element.contentEditable = 'true';
    document.body.append(element);
    editor.setRootElement(element);
    let key: NodeKey = '';
    update(editor, () => {
      const paragraph = $createParagraphNode();
      key = paragraph.getKey();
      const bold = $createTextNode('bold');
      bold.toggleFormat('bold');
      paragraph.append(bold, $createTextNode(' plain'));
      $getRoot().clear().append(paragraph);
    });
    const before = editor.read(() => ($getNodeByKey(key) as ParagraphNode).getTextFormat());
    // The reconciler updates an existing element whose children changed, not one it has just created.
    update(editor, () => {
      ($getNodeByKey(key) as ParagraphNode).append($createTextNode('!'));
    });
    const [format, hasBold, hasItalic] = editor.read(() => {
      const paragraph = $getNodeByKey(key) as ParagraphNode;
      return [paragraph.getTextFormat(), paragraph.hasTextFormat('bold'), paragraph.hasTextFormat('italic')];
    });
    editor.setRootElement(null);
    element.remove();
    expect(before).toBe(0);
    expect(format).toBe(1);
    expect(hasBold).toBe(true);
    expect(hasItalic).toBe(false);
  });

  it('ElementNode.getDirection is null until setDirection stores one', () => {
    const editor = newEditor();
    const seen: unknown[] = [];
    update(editor, () => {
      const [paragraph] = $paragraphs('x');
      seen.push(paragraph!.getDirection());
      paragraph!.setDirection('rtl');
      seen.push(paragraph!.getDirection());
    });
    expect(seen).toEqual([null, 'rtl']);
  });

  it('ElementNode.splice throws past the end and moves nodes that already have a parent', () => {
    const editor = newEditor();
    let error = '';
    let result: string[] = [];
    update(editor, () => {
      const [first, second] = $paragraphs('a', 'b');
      try {
        first!.splice(1, 1, []);
      } catch (caught) {
        error = (caught as Error).message;
      }
      first!.splice(0, 0, [second!.getFirstChildOrThrow()]);
      result = [first!.getTextContent(), second!.getTextContent(), String(second!.getChildrenSize())];
    });
    expect(error).toMatch(/start \+ deleteCount > oldSize/);
    expect(result).toEqual(['ba', '', '0']);
  });

  it('ElementNode.select defaults to element offsets at the end of the children', () => {
    const editor = newEditor();
    const seen: unknown[] = [];
    update(editor, () => {
      const [paragraph] = $paragraphs('');
      paragraph!.append($createTextNode('a'), $createLineBreakNode(), $createTextNode('b'));
      const selection = paragraph!.select();
      seen.push(selection.anchor.type, selection.anchor.offset, selection.focus.offset, $getSelection() === selection);
    });
    expect(seen).toEqual(['element', 3, 3, true]);
  });

  it('ElementNode.selectStart and selectEnd reach into the first and last text, or select an empty element', () => {
    const editor = newEditor();
    const seen: unknown[] = [];
    update(editor, () => {
      const [full, empty] = $paragraphs('hello', '');
      const start = full!.selectStart();
      seen.push(start.anchor.type, start.anchor.offset);
      const end = full!.selectEnd();
      seen.push(end.anchor.type, end.anchor.offset);
      const onEmpty = empty!.selectStart();
      seen.push(onEmpty.anchor.type, onEmpty.anchor.key === empty!.getKey(), onEmpty.anchor.offset);
    });
    expect(seen).toEqual(['text', 0, 'text', 5, 'element', true, 0]);
  });

  it('ElementNode.clear removes every child and returns the element', () => {
    const editor = newEditor();
    const seen: unknown[] = [];
    update(editor, () => {
      const [paragraph] = $paragraphs('abc');
      paragraph!.append($createTextNode('def'));
      const returned = paragraph!.clear();
      seen.push(returned.is(paragraph), paragraph!.getChildrenSize(), paragraph!.isAttached());
    });
    expect(seen).toEqual([true, 0, true]);
  });

  it('ElementNode.canBeEmpty false makes clear() remove the element too (links)', () => {
    const editor = newEditor();
    const seen: unknown[] = [];
    update(editor, () => {
      const [paragraph] = $paragraphs('before');
      const link = $createLinkNode('https://example.com');
      link.append($createTextNode('link'));
      paragraph!.append(link);
      seen.push(link.canBeEmpty());
      link.clear();
      seen.push(link.isAttached(), paragraph!.getChildrenSize());
    });
    expect(seen).toEqual([false, false, 1]);
  });

  it('ElementNode.insertNewAfter, collapseAtStart, canIndent and friends have the documented defaults', () => {
    const editor = newEditor();
    const seen: unknown[] = [];
    update(editor, () => {
      const box = new BoxNode();
      $getRoot().clear().append(box);
      const selection = box.select();
      seen.push(box.insertNewAfter(selection), box.collapseAtStart(selection));
      seen.push(box.canIndent(), box.canBeEmpty(), box.canInsertTextBefore(), box.canInsertTextAfter());
      seen.push(box.excludeFromCopy(), box.isShadowRoot(), box.extractWithChild(box, selection, 'clone'));
      seen.push($getRoot().getChildrenSize());
    });
    expect(seen).toEqual([null, false, true, true, true, true, false, false, false, 1]);
  });

  it('ElementNode.canInsertTextBefore and canInsertTextAfter false (links) send typed text outside', () => {
    const editor = newEditor();
    let children: string[] = [];
    update(editor, () => {
      const [paragraph] = $paragraphs('');
      const link = $createLinkNode('https://example.com');
      const text = $createTextNode('link');
      link.append(text);
      paragraph!.append(link);
      text.select(0, 0);
      $rangeSelection().insertText('<');
      text.select();
      $rangeSelection().insertText('>');
      children = paragraph!.getChildren().map((node) => `${node.getType()}:${node.getTextContent()}`);
    });
    expect(children).toEqual(['text:<', 'link:link', 'text:>']);
  });

  it('ElementNode.isLastChild throws on the root, which has no parent', () => {
    const editor = newEditor();
    const seen: unknown[] = [];
    update(editor, () => {
      const [first, second] = $paragraphs('a', 'b');
      seen.push(first!.isLastChild(), second!.isLastChild());
      try {
        $getRoot().isLastChild();
        seen.push('no error');
      } catch {
        seen.push('threw');
      }
    });
    expect(seen).toEqual([false, true, 'threw']);
  });
});

describe('TextNode, DecoratorNode and RootNode members', () => {
  it('TextNode.selectStart and selectEnd collapse at offset 0 and at the text length', () => {
    const editor = newEditor();
    const seen: unknown[] = [];
    update(editor, () => {
      const [paragraph] = $paragraphs('four');
      const text = paragraph!.getFirstChildOrThrow() as TextNode;
      const start = text.selectStart();
      seen.push(start.anchor.offset, start.isCollapsed());
      const end = text.selectEnd();
      seen.push(end.anchor.offset, end.isCollapsed(), text.canHaveFormat(), text.isInline());
    });
    expect(seen).toEqual([0, true, 4, true, true, true]);
  });

  it('DecoratorNode.isInline and isKeyboardSelectable default to true', () => {
    const editor = newEditor();
    const seen: boolean[] = [];
    update(editor, () => {
      const chip = new ChipNode();
      seen.push(chip.isInline(), chip.isKeyboardSelectable());
    });
    expect(seen).toEqual([true, true]);
  });

  it('RootNode.splice refuses inline nodes and getTopLevelElementOrThrow always throws', () => {
    const editor = newEditor();
    const errors: string[] = [];
    let collapse: boolean | null = null;
    update(editor, () => {
      const root = $getRoot();
      try {
        root.append($createTextNode('loose'));
      } catch (error) {
        errors.push((error as Error).message);
      }
      try {
        root.getTopLevelElementOrThrow();
      } catch (error) {
        errors.push((error as Error).message);
      }
      root.clear().append($createParagraphNode());
      collapse = root.collapseAtStart();
    });
    expect(errors[0]).toMatch(/Only element or decorator nodes/);
    expect(errors[1]).toMatch(/root nodes are not top level elements/);
    expect(collapse).toBe(true);
  });
});

describe('ParagraphNode members', () => {
  it('ParagraphNode.insertNewAfter copies alignment, direction, style and the selection format, not the indent', () => {
    const editor = newEditor();
    const seen: unknown[] = [];
    update(editor, () => {
      const [paragraph] = $paragraphs('text');
      paragraph!.setFormat('center').setIndent(2).setStyle('color: red').setDirection('rtl');
      const selection = paragraph!.selectEnd();
      selection.setFormat(1);
      selection.setStyle('font-size: 20px');
      const next = paragraph!.insertNewAfter(selection, false);
      seen.push(next.is(paragraph!.getNextSibling()), next.getFormatType(), next.getDirection(), next.getStyle());
      seen.push(next.getTextFormat(), next.getTextStyle(), next.getIndent());
    });
    expect(seen).toEqual([true, 'center', 'rtl', 'color: red', 1, 'font-size: 20px', 0]);
  });

  it('ParagraphNode.collapseAtStart removes a blank paragraph with a sibling, and nothing else', () => {
    const editor = newEditor();
    const seen: unknown[] = [];
    update(editor, () => {
      const [blank, full] = $paragraphs(' ', 'next');
      const selection = blank!.selectStart();
      seen.push(full!.collapseAtStart(), blank!.collapseAtStart());
      const after = $rangeSelection();
      seen.push(blank!.isAttached(), after.anchor.getNode().getTextContent(), after.anchor.offset);
      seen.push(selection === after || $isRangeSelection(after));
      const [alone] = $paragraphs('');
      seen.push(alone!.collapseAtStart(), alone!.isAttached());
    });
    expect(seen).toEqual([false, true, false, 'next', 0, true, false, true]);
  });

  it('ParagraphNode.extractWithChild is true only for a fully selected paragraph with block formatting', () => {
    const editor = newEditor();
    const seen: boolean[] = [];
    update(editor, () => {
      const [plain, aligned] = $paragraphs('plain', 'aligned');
      aligned!.setFormat('center');
      const alignedText = aligned!.getFirstChildOrThrow();
      const plainText = plain!.getFirstChildOrThrow();
      const whole = $createRangeSelection();
      whole.anchor.set(alignedText.getKey(), 0, 'text');
      whole.focus.set(alignedText.getKey(), 7, 'text');
      seen.push(aligned!.extractWithChild(alignedText, whole, 'html'));
      const part = whole.clone();
      part.focus.set(alignedText.getKey(), 3, 'text');
      seen.push(aligned!.extractWithChild(alignedText, part, 'html'));
      const plainWhole = $createRangeSelection();
      plainWhole.anchor.set(plainText.getKey(), 0, 'text');
      plainWhole.focus.set(plainText.getKey(), 5, 'text');
      seen.push(plain!.extractWithChild(plainText, plainWhole, 'clone'));
      seen.push(aligned!.extractWithChild(alignedText, null, 'clone'));
      const both = $createRangeSelection();
      both.anchor.set(plainText.getKey(), 0, 'text');
      both.focus.set(alignedText.getKey(), 7, 'text');
      seen.push(aligned!.extractWithChild(alignedText, both, 'html'));
    });
    expect(seen).toEqual([true, false, false, false, false]);
  });
});

describe('RangeSelection members', () => {
  it('RangeSelection.format is applied to text inserted at a collapsed selection', () => {
    const editor = newEditor();
    let parts: string[] = [];
    update(editor, () => {
      const [paragraph] = $paragraphs('plain');
      const selection = paragraph!.selectEnd();
      selection.setFormat(1);
      selection.insertText('B');
      parts = paragraph!.getChildren().map((node) => `${node.getTextContent()}:${(node as TextNode).getFormat()}`);
    });
    expect(parts).toEqual(['plain:0', 'B:1']);
  });

  it('RangeSelection.getStartEndPoints returns [anchor, focus] unsorted', () => {
    const editor = newEditor();
    const seen: unknown[] = [];
    update(editor, () => {
      const [paragraph] = $paragraphs('abcdef');
      const text = paragraph!.getFirstChildOrThrow() as TextNode;
      const selection = text.select(5, 1);
      const [first, second] = selection.getStartEndPoints();
      seen.push(first === selection.anchor, second === selection.focus, first.offset, second.offset);
      seen.push(selection.isBackward());
    });
    expect(seen).toEqual([true, true, 5, 1, true]);
  });

  it('RangeSelection.getCachedNodes is filled by getNodes and cleared when a node is made writable', () => {
    const editor = newEditor();
    const seen: unknown[] = [];
    update(editor, () => {
      const [paragraph] = $paragraphs('abc');
      const selection = paragraph!.selectEnd();
      seen.push(selection.getCachedNodes());
      const nodes = selection.getNodes();
      seen.push(selection.getCachedNodes() === nodes, selection._cachedNodes === nodes);
      (paragraph!.getFirstChildOrThrow() as TextNode).setTextContent('abcd');
      seen.push(selection.getCachedNodes());
      selection.getNodes();
      selection.anchor.set(paragraph!.getKey(), 0, 'element');
      seen.push(selection.getCachedNodes(), selection.dirty);
    });
    expect(seen).toEqual([null, true, true, null, null, true]);
  });

  it('RangeSelection.constructor links its points and does not become the selection by itself', () => {
    const editor = newEditor();
    const seen: unknown[] = [];
    update(editor, () => {
      $paragraphs('x');
      $setSelection(null);
      const selection = $createRangeSelection();
      seen.push(selection.anchor._selection === selection, selection.focus._selection === selection);
      seen.push(selection.format, selection.style, selection.dirty, $getSelection());
    });
    expect(seen).toEqual([true, true, 0, '', false, null]);
  });
});

describe('NodeSelection members', () => {
  it('NodeSelection.is compares key sets; isCollapsed, isBackward and getStartEndPoints are constant', () => {
    const editor = newEditor();
    const seen: unknown[] = [];
    update(editor, () => {
      const [first, second] = $paragraphs('a', 'b');
      const selection = $createNodeSelection();
      selection.add(second!.getKey());
      selection.add(first!.getKey());
      const other = $createNodeSelection();
      other.add(first!.getKey());
      other.add(second!.getKey());
      seen.push(selection.isCollapsed(), selection.isBackward(), selection.getStartEndPoints());
      seen.push(selection.is(other), selection.is(null), selection.is($createRangeSelection()));
      seen.push(selection.has(first!.getKey()), selection.dirty);
      seen.push(
        selection
          .getNodes()
          .map((node) => node.getTextContent())
          .join(','),
        selection.getTextContent(),
      );
      selection.add('no-such-key');
      seen.push(selection.getNodes().length);
      const copy = selection.clone();
      copy.delete(first!.getKey());
      seen.push(selection.has(first!.getKey()), copy.has(first!.getKey()), copy.dirty);
      seen.push(selection.extract().length);
    });
    expect(seen).toEqual([false, false, null, true, false, false, true, true, 'b,a', 'ba', 2, true, false, true, 2]);
  });

  it('NodeSelection.constructor keeps the given Set and insertText does nothing', () => {
    const editor = newEditor();
    const seen: unknown[] = [];
    update(editor, () => {
      const [paragraph] = $paragraphs('keep');
      const keys = new Set<NodeKey>();
      // `lexical` exports NodeSelection as a type only; take the class from an instance.
      const NodeSelectionClass = $createNodeSelection().constructor as new (objects: Set<NodeKey>) => NodeSelection;
      const selection = new NodeSelectionClass(keys);
      keys.add(paragraph!.getKey());
      seen.push(selection.has(paragraph!.getKey()), selection.dirty);
      $setSelection(selection);
      (selection as BaseSelection).insertText('lost');
      selection.insertRawText('lost');
      seen.push($getRoot().getTextContent());
    });
    expect(seen).toEqual([true, false, 'keep']);
  });

  it('NodeSelection.insertNodes replaces the selected nodes and leaves the caret after the new ones', () => {
    const editor = newEditor();
    const seen: unknown[] = [];
    update(editor, () => {
      const [paragraph] = $paragraphs('');
      const before = $createTextNode('A').toggleUnmergeable();
      const lineBreak = $createLineBreakNode();
      const after = $createTextNode('B').toggleUnmergeable();
      paragraph!.append(before, lineBreak, after);
      const selection = $createNodeSelection();
      selection.add(lineBreak.getKey());
      $setSelection(selection);
      const inserted = $createTextNode('X').toggleUnmergeable();
      selection.insertNodes([inserted]);
      const caret = $rangeSelection();
      seen.push(paragraph!.getTextContent(), lineBreak.isAttached());
      seen.push(caret.isCollapsed(), caret.anchor.key === inserted.getKey(), caret.anchor.offset);
    });
    expect(seen).toEqual(['AXB', false, true, true, 1]);
  });

  it('NodeSelection.clear leaves a null selection once the update ends', () => {
    const editor = newEditor();
    let during: unknown = null;
    update(editor, () => {
      const [paragraph] = $paragraphs('a');
      const selection = $createNodeSelection();
      selection.add(paragraph!.getKey());
      $setSelection(selection);
    });
    expect($isNodeSelection(editor.getEditorState()._selection)).toBe(true);
    update(editor, () => {
      const selection = $getSelection();
      if (!$isNodeSelection(selection)) throw new Error('expected a NodeSelection');
      selection.clear();
      during = selection.dirty;
    });
    expect(during).toBe(true);
    expect(editor.getEditorState()._selection).toBeNull();
  });
});

describe('Point members', () => {
  it('Point.is compares values and Point.isBefore orders points across nodes', () => {
    const editor = newEditor();
    const seen: boolean[] = [];
    update(editor, () => {
      const [first, second] = $paragraphs('abc', 'def');
      const a = first!.getFirstChildOrThrow().getKey();
      const b = second!.getFirstChildOrThrow().getKey();
      seen.push($createPoint(a, 1, 'text').is($createPoint(a, 1, 'text')));
      seen.push($createPoint(a, 1, 'text').is($createPoint(a, 2, 'text')));
      seen.push($createPoint(a, 1, 'text').isBefore($createPoint(a, 2, 'text')));
      seen.push($createPoint(b, 0, 'text').isBefore($createPoint(a, 3, 'text')));
      seen.push($createPoint(a, 3, 'text').isBefore($createPoint(b, 0, 'text')));
    });
    expect(seen).toEqual([true, false, true, false, true]);
  });

  it('Point.getNode throws for a missing key and Point.set checks the type in development', () => {
    const editor = newEditor();
    const errors: string[] = [];
    let node = '';
    update(editor, () => {
      const [paragraph] = $paragraphs('abc');
      const point = $createPoint('no-such-key', 0, 'element');
      try {
        point.getNode();
      } catch (error) {
        errors.push((error as Error).message);
      }
      try {
        point.set(paragraph!.getKey(), 0, 'text');
      } catch (error) {
        errors.push((error as Error).message);
      }
      point.set(paragraph!.getKey(), 1, 'element');
      node = point.getNode().getType();
      const selection = paragraph!.selectEnd();
      selection.dirty = false;
      selection.anchor.set(selection.anchor.key, selection.anchor.offset, selection.anchor.type, true);
      errors.push(String(selection.dirty));
      selection.anchor.set(selection.anchor.key, 0, selection.anchor.type);
      errors.push(String(selection.dirty));
    });
    expect(errors[0]).toMatch(/Point\.getNode: node not found/);
    expect(errors[1]).toMatch(/can not be used for a text point/);
    expect(errors.slice(2)).toEqual(['false', 'true']);
    expect(node).toBe('paragraph');
  });
});

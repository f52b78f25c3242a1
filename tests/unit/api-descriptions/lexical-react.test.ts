// @vitest-environment happy-dom
import {HorizontalRuleNode as ExtensionHorizontalRuleNode} from '@lexical/extension';
import {newContext} from '@lexical/react/LexicalCollaborationContextUtils';
import {$isDecoratorBlockNode, DecoratorBlockNode} from '@lexical/react/LexicalDecoratorBlockNode';
import {
  $createHorizontalRuleNode,
  $isHorizontalRuleNode,
  HorizontalRuleNode,
} from '@lexical/react/LexicalHorizontalRuleNode';
import {getScrollParent} from '@lexical/react/LexicalTypeaheadMenuPluginUtils';
import {DefaultEditorChildrenComponent} from '@lexical/react/ReactExtension';
import {useLexicalSlotRef} from '@lexical/react/useLexicalSlotRef';
import {getScrollParent as utilsGetScrollParent} from '@lexical/utils';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $setSlot,
  createEditor,
  ElementNode,
  type LexicalEditor,
} from 'lexical';
import {act, createElement, type JSX} from 'react';
import {createRoot} from 'react-dom/client';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';

class TestEmbedNode extends DecoratorBlockNode {
  $config() {
    return this.config('test-embed', {extends: DecoratorBlockNode});
  }
  decorate(): JSX.Element {
    return createElement('div');
  }
}

class CardNode extends ElementNode {
  $config() {
    return this.config('test-card', {extends: ElementNode, slots: ['title'] as const});
  }
  createDOM(): HTMLElement {
    return document.createElement('section');
  }
  updateDOM(): boolean {
    return false;
  }
}

function makeEditor(nodes: NonNullable<Parameters<typeof createEditor>[0]>['nodes']): LexicalEditor {
  return createEditor({
    nodes,
    onError: (error) => {
      throw error;
    },
  });
}

describe('@lexical/react descriptions', () => {
  it('newContext returns a new object each call with the same randomly chosen name and colour', () => {
    const first = newContext();
    const second = newContext();
    expect(first).not.toBe(second);
    expect(first.yjsDocMap).not.toBe(second.yjsDocMap);
    expect(first.yjsDocMap.size).toBe(0);
    expect(first.isCollabActive).toBe(false);
    expect(second.name).toBe(first.name);
    expect(second.color).toBe(first.color);
    expect(first.color).toMatch(/^rgb\(/);
  });

  it('$isDecoratorBlockNode accepts a subclass and rejects a paragraph and null', () => {
    const editor = makeEditor([TestEmbedNode]);
    const results: boolean[] = [];
    editor.update(
      () => {
        results.push(
          $isDecoratorBlockNode(new TestEmbedNode()),
          $isDecoratorBlockNode($createParagraphNode()),
          $isDecoratorBlockNode(null),
        );
      },
      {discrete: true},
    );
    expect(results).toEqual([true, false, false]);
  });

  it('$createHorizontalRuleNode creates the React subclass, which $isHorizontalRuleNode accepts', () => {
    const editor = makeEditor([HorizontalRuleNode]);
    editor.update(
      () => {
        const node = $createHorizontalRuleNode();
        $getRoot().append(node);
        expect(node).toBeInstanceOf(HorizontalRuleNode);
        expect(node).toBeInstanceOf(ExtensionHorizontalRuleNode);
        expect(node.getType()).toBe('horizontalrule');
        expect($isHorizontalRuleNode(node)).toBe(true);
        expect($isHorizontalRuleNode($createParagraphNode())).toBe(false);
        expect($isHorizontalRuleNode(null)).toBe(false);
      },
      {discrete: true},
    );
  });

  it('getScrollParent is the @lexical/utils function itself', () => {
    expect(getScrollParent).toBe(utilsGetScrollParent);
  });

  it('DefaultEditorChildrenComponent renders contentEditable first, then the children', () => {
    const html = renderToStaticMarkup(
      createElement(DefaultEditorChildrenComponent, {
        children: createElement('span', {id: 'child'}),
        contentEditable: createElement('div', {id: 'editable'}),
        context: null as unknown as Parameters<typeof DefaultEditorChildrenComponent>[0]['context'],
      }),
    );
    expect(html).toBe('<div id="editable"></div><span id="child"></span>');
  });

  it('useLexicalSlotRef does nothing when the slot does not exist', async () => {
    const editor = makeEditor([]);
    const container = document.createElement('div');
    document.body.appendChild(container);
    let refTarget: HTMLDivElement | null = null;
    function Host(): JSX.Element {
      const ref = useLexicalSlotRef<HTMLDivElement>(editor, 'missing-key', 'caption');
      return createElement('div', {
        id: 'target',
        ref: (element: HTMLDivElement | null) => {
          refTarget = element;
          return ref(element);
        },
      });
    }
    (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
    const root = createRoot(container);
    await act(async () => {
      root.render(createElement(Host));
    });
    expect(refTarget).not.toBeNull();
    expect(container.querySelector('#target')?.childNodes.length).toBe(0);
    await act(async () => {
      root.unmount();
    });
    container.remove();
  });

  it('useLexicalSlotRef moves the slot container into the ref target and parks it back when detached', async () => {
    const editor = makeEditor([CardNode]);
    const editorRoot = document.createElement('div');
    editorRoot.contentEditable = 'true';
    document.body.appendChild(editorRoot);
    editor.setRootElement(editorRoot);
    let cardKey = '';
    editor.update(
      () => {
        const card = new CardNode();
        card.append($createParagraphNode().append($createTextNode('Body')));
        $setSlot(card, 'title', $createParagraphNode().append($createTextNode('Title')));
        $getRoot().clear().append(card);
        cardKey = card.getKey();
      },
      {discrete: true},
    );
    const slotContainer = () => document.querySelector<HTMLElement>('[data-lexical-slot="title"]');
    expect(slotContainer()?.style.display).toBe('none');
    function Chrome(): JSX.Element {
      return createElement('div', {id: 'chrome', ref: useLexicalSlotRef<HTMLDivElement>(editor, cardKey, 'title')});
    }
    const reactContainer = document.createElement('div');
    document.body.appendChild(reactContainer);
    (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
    const root = createRoot(reactContainer);
    await act(async () => {
      root.render(createElement(Chrome));
    });
    expect(slotContainer()?.parentElement?.id).toBe('chrome');
    expect(slotContainer()?.style.display).toBe('');
    await act(async () => {
      root.unmount();
    });
    expect(slotContainer()?.parentElement).toBe(editor.getElementByKey(cardKey));
    expect(slotContainer()?.style.display).toBe('none');
    reactContainer.remove();
    editor.setRootElement(null);
    editorRoot.remove();
  });
});

// @vitest-environment happy-dom
import {
  $createListItemNode,
  $createListNode,
  $isListItemNode,
  $isListNode,
  INSERT_CHECK_LIST_COMMAND,
  INSERT_ORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
  registerCheckList,
  registerList,
  registerListStrictIndentTransform,
  REMOVE_LIST_COMMAND,
  UPDATE_LIST_START_COMMAND,
} from '@lexical/list';
import {
  $createParagraphNode,
  $createRangeSelection,
  $createTextNode,
  $getRoot,
  INSERT_PARAGRAPH_COMMAND,
  $isParagraphNode,
  $setSelection,
  createEditor,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';
import {describe, expect, it} from 'vitest';

function makeEditor(): LexicalEditor {
  return createEditor({
    namespace: 'api-descriptions-list',
    nodes: [ListNode, ListItemNode],
    onError: (error) => {
      throw error;
    },
  });
}

function types(nodes: LexicalNode[]): string[] {
  return nodes.map((node) => node.getType());
}

/** Builds root > list(listType) > items with the given texts, returns nothing; read back with $getRoot(). */
function $buildList(listType: 'number' | 'bullet' | 'check', texts: string[], start = 1): ListNode {
  const list = $createListNode(listType, start);
  for (const text of texts) {
    list.append($createListItemNode().append($createTextNode(text)));
  }
  $getRoot().append(list);
  return list;
}

function firstList(): ListNode {
  const list = $getRoot().getFirstChild();
  if (!$isListNode(list)) {
    throw new Error('expected a ListNode as the first root child');
  }
  return list;
}

function items(list: ListNode): ListItemNode[] {
  return list.getChildren().filter($isListItemNode);
}

describe('@lexical/list api descriptions', () => {
  it('ListNode.getTag is ol for numbered lists and ul for bullet and check lists', () => {
    const editor = makeEditor();
    const tags: string[] = [];
    editor.update(
      () => {
        for (const type of ['number', 'bullet', 'check'] as const) {
          tags.push($createListNode(type).getTag());
        }
      },
      {discrete: true},
    );
    expect(tags).toEqual(['ol', 'ul', 'ul']);
  });

  it('ListNode.setListType switches the tag with the type', () => {
    const editor = makeEditor();
    let result: [string, string] = ['', ''];
    editor.update(
      () => {
        const list = $createListNode('bullet').setListType('number');
        result = [list.getListType(), list.getTag()];
      },
      {discrete: true},
    );
    expect(result).toEqual(['number', 'ol']);
  });

  it('ListNode.constructor accepts the tag names ol and ul as list types', () => {
    const editor = makeEditor();
    let result: string[] = [];
    editor.update(
      () => {
        // The constructor maps legacy tag names onto list types.
        const fromOl = new ListNode('ol' as 'number');
        const fromUl = new ListNode('ul' as 'bullet');
        const plain = new ListNode();
        result = [fromOl.getListType(), fromUl.getListType(), plain.getListType(), String(plain.getStart())];
      },
      {discrete: true},
    );
    expect(result).toEqual(['number', 'bullet', 'number', '1']);
  });

  it('ListNode.setStart renumbers the items through the list transform', () => {
    const editor = makeEditor();
    editor.update(() => $buildList('number', ['a', 'b', 'c']), {discrete: true});
    editor.update(() => firstList().setStart(5), {discrete: true});
    const values = editor.read(() => items(firstList()).map((item) => item.getValue()));
    expect(values).toEqual([5, 6, 7]);
  });

  it('ListItemNode.getValue skips items that only wrap a nested list', () => {
    const editor = makeEditor();
    editor.update(
      () => {
        const list = $buildList('number', ['a', 'b'], 3);
        const nested = $createListNode('number').append($createListItemNode().append($createTextNode('inner')));
        list.getChildren()[0].insertAfter($createListItemNode().append(nested));
      },
      {discrete: true},
    );
    const values = editor.read(() => items(firstList()).map((item) => item.getValue()));
    expect(values).toEqual([3, 4, 4]);
  });

  it('ListNode.splice wraps inserted non-item nodes in list items and unwraps blocks', () => {
    const editor = makeEditor();
    editor.update(
      () => {
        const list = $createListNode('bullet');
        list.append(
          $createParagraphNode().append($createTextNode('from paragraph')),
          $createTextNode('bare'),
          $createListNode('number').append($createListItemNode().append($createTextNode('nested'))),
        );
        $getRoot().append(list);
      },
      {discrete: true},
    );
    const shape = editor.read(() =>
      items(firstList()).map((item) => `${item.getType()}>${types(item.getChildren()).join(',')}`),
    );
    expect(shape).toEqual(['listitem>text', 'listitem>text', 'listitem>list']);
  });

  it('ListNode.canBeEmpty is false: removing the last item removes the list', () => {
    const editor = makeEditor();
    editor.update(() => $buildList('bullet', ['only']), {discrete: true});
    editor.update(() => items(firstList())[0].remove(), {discrete: true});
    const rootChildren = editor.read(() => types($getRoot().getChildren()));
    expect(rootChildren).toEqual([]);
  });

  it('ListNode.extractWithChild is true only for list item children', () => {
    const editor = makeEditor();
    let result: boolean[] = [];
    editor.update(
      () => {
        const list = $buildList('bullet', ['a']);
        result = [list.extractWithChild(items(list)[0]), list.extractWithChild($createTextNode('x'))];
      },
      {discrete: true},
    );
    expect(result).toEqual([true, false]);
  });

  it('ListItemNode.append unwraps paragraphs into their children', () => {
    const editor = makeEditor();
    let childTypes: string[] = [];
    editor.update(
      () => {
        const list = $buildList('bullet', []);
        const item = $createListItemNode();
        list.append(item);
        item.append($createParagraphNode().append($createTextNode('x'), $createTextNode('y')));
        childTypes = types(item.getChildren());
      },
      {discrete: true},
    );
    expect(childTypes).toEqual(['text', 'text']);
  });

  it('ListItemNode.getChecked is undefined outside a check list and a boolean inside one', () => {
    const editor = makeEditor();
    let result: Array<boolean | undefined> = [];
    editor.update(
      () => {
        const bullet = $buildList('bullet', ['a']);
        const check = $buildList('check', ['b']);
        const bulletItem = items(bullet)[0];
        const checkItem = items(check)[0];
        result = [bulletItem.getChecked(), checkItem.getChecked()];
        checkItem.toggleChecked();
        result.push(checkItem.getChecked());
      },
      {discrete: true},
    );
    expect(result).toEqual([undefined, false, true]);
  });

  it('ListItemNode.setChecked is ignored by getChecked unless the parent is a check list', () => {
    const editor = makeEditor();
    editor.update(() => $buildList('bullet', ['a']), {discrete: true});
    editor.update(() => items(firstList())[0].setChecked(true), {discrete: true});
    const inBullet = editor.read(() => items(firstList())[0].getChecked());
    editor.update(() => firstList().setListType('check'), {discrete: true});
    const inCheck = editor.read(() => items(firstList())[0].getChecked());
    expect(inBullet).toBeUndefined();
    expect(inCheck).toBe(true);
  });

  it('ListItemNode.setIndent nests the item and getIndent reports the depth', () => {
    const editor = makeEditor();
    editor.update(() => $buildList('bullet', ['a', 'b']), {discrete: true});
    editor.update(() => items(firstList())[1].setIndent(1), {discrete: true});
    const result = editor.read(() => {
      const list = firstList();
      const wrapper = items(list)[1];
      const nested = wrapper.getFirstChild();
      const inner = $isListNode(nested) ? items(nested)[0] : null;
      return {indent: inner ? inner.getIndent() : -1, text: inner ? inner.getTextContent() : ''};
    });
    expect(result).toEqual({indent: 1, text: 'b'});
  });

  it('ListItemNode.setIndent throws for a negative indent', () => {
    const editor = makeEditor();
    editor.update(() => $buildList('bullet', ['a']), {discrete: true});
    expect(() => editor.update(() => items(firstList())[0].setIndent(-1), {discrete: true})).toThrow(/non-negative/);
  });

  it('ListItemNode.insertNewAfter inserts an unchecked copy after a checked item', () => {
    const editor = makeEditor();
    let result: Array<boolean | undefined | string | number> = [];
    editor.update(
      () => {
        const list = $buildList('check', ['done']);
        const item = items(list)[0];
        item.setChecked(true);
        const selection = $createRangeSelection();
        const created = item.insertNewAfter(selection, false);
        result = [
          created.getType(),
          $isListItemNode(created) ? created.getChecked() : 'not an item',
          items(list).length,
        ];
      },
      {discrete: true},
    );
    expect(result).toEqual(['listitem', false, 2]);
  });

  it('ListItemNode.collapseAtStart turns a top-level item into a paragraph before the rest of the list', () => {
    const editor = makeEditor();
    editor.update(() => $buildList('bullet', ['a', 'b']), {discrete: true});
    let handled = false;
    editor.update(
      () => {
        const first = items(firstList())[0];
        const selection = $createRangeSelection();
        handled = first.collapseAtStart(selection);
      },
      {discrete: true},
    );
    const shape = editor.read(() =>
      $getRoot()
        .getChildren()
        .map((node) => `${node.getType()}:${node.getTextContent()}`),
    );
    expect(handled).toBe(true);
    expect(shape).toEqual(['paragraph:a', 'list:b']);
  });

  it('ListItemNode.extractWithChild needs a range selection covering the whole item text', () => {
    const editor = makeEditor();
    let result: boolean[] = [];
    editor.update(
      () => {
        const list = $buildList('bullet', ['hello']);
        const item = items(list)[0];
        const text = item.getFirstChildOrThrow();
        const whole = $createRangeSelection();
        whole.anchor.set(text.getKey(), 0, 'text');
        whole.focus.set(text.getKey(), 5, 'text');
        const part = $createRangeSelection();
        part.anchor.set(text.getKey(), 1, 'text');
        part.focus.set(text.getKey(), 3, 'text');
        result = [item.extractWithChild(text, whole), item.extractWithChild(text, part)];
      },
      {discrete: true},
    );
    expect(result).toEqual([true, false]);
  });

  it('registerList throws when the list nodes are not registered', () => {
    const editor = createEditor({
      namespace: 'no-list-nodes',
      nodes: [],
      onError: (error) => {
        throw error;
      },
    });
    expect(() => registerList(editor)).toThrow();
  });

  it('INSERT_ORDERED_LIST_COMMAND turns the selected paragraph into a numbered list once registerList runs', () => {
    const editor = makeEditor();
    const unregister = registerList(editor);
    let handled = false;
    editor.update(
      () => {
        const paragraph = $createParagraphNode().append($createTextNode('item'));
        $getRoot().append(paragraph);
        paragraph.selectEnd();
        handled = editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined);
      },
      {discrete: true},
    );
    const result = editor.read(() => {
      const list = firstList();
      return [list.getListType(), list.getTextContent()];
    });
    unregister();
    expect(handled).toBe(true);
    expect(result).toEqual(['number', 'item']);
  });

  it('REMOVE_LIST_COMMAND turns the list items back into paragraphs', () => {
    const editor = makeEditor();
    const unregister = registerList(editor);
    editor.update(
      () => {
        const list = $buildList('bullet', ['a', 'b']);
        items(list)[1].selectEnd();
        editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
      },
      {discrete: true},
    );
    const shape = editor.read(() =>
      $getRoot()
        .getChildren()
        .map((node) => `${node.getType()}:${node.getTextContent()}`),
    );
    unregister();
    expect(shape).toEqual(['paragraph:a', 'paragraph:b']);
  });

  it('UPDATE_LIST_START_COMMAND changes only numbered lists and is unhandled for a key that is not a list', () => {
    const editor = makeEditor();
    const unregister = registerList(editor);
    const keys: {bullet: string; number: string; paragraph: string} = {bullet: '', number: '', paragraph: ''};
    editor.update(
      () => {
        keys.number = $buildList('number', ['a']).getKey();
        keys.bullet = $buildList('bullet', ['b']).getKey();
        const paragraph = $createParagraphNode();
        $getRoot().append(paragraph);
        keys.paragraph = paragraph.getKey();
      },
      {discrete: true},
    );
    const handled: boolean[] = [];
    editor.update(
      () => {
        handled.push(editor.dispatchCommand(UPDATE_LIST_START_COMMAND, {listNodeKey: keys.number, newStart: 4}));
        handled.push(editor.dispatchCommand(UPDATE_LIST_START_COMMAND, {listNodeKey: keys.bullet, newStart: 4}));
        handled.push(editor.dispatchCommand(UPDATE_LIST_START_COMMAND, {listNodeKey: keys.paragraph, newStart: 4}));
      },
      {discrete: true},
    );
    const starts = editor.read(() =>
      $getRoot()
        .getChildren()
        .filter($isListNode)
        .map((list) => [list.getStart(), items(list)[0].getValue()]),
    );
    unregister();
    expect(handled).toEqual([true, true, false]);
    expect(starts).toEqual([
      [4, 4],
      [1, 1],
    ]);
  });

  it('INSERT_CHECK_LIST_COMMAND is handled by registerCheckList, not by registerList', () => {
    const editor = makeEditor();
    const unregisterList = registerList(editor);
    let withoutCheckList = true;
    editor.update(
      () => {
        const paragraph = $createParagraphNode().append($createTextNode('todo'));
        $getRoot().append(paragraph);
        paragraph.selectEnd();
        withoutCheckList = editor.dispatchCommand(INSERT_CHECK_LIST_COMMAND, undefined);
      },
      {discrete: true},
    );
    const unregisterCheck = registerCheckList(editor);
    let withCheckList = false;
    editor.update(
      () => {
        withCheckList = editor.dispatchCommand(INSERT_CHECK_LIST_COMMAND, undefined);
      },
      {discrete: true},
    );
    const listType = editor.read(() => firstList().getListType());
    unregisterCheck();
    unregisterList();
    expect(withoutCheckList).toBe(false);
    expect(withCheckList).toBe(true);
    expect(listType).toBe('check');
  });

  it('registerList restoreNumbering continues the numbering of a list split by Enter', () => {
    const run = (restoreNumbering: boolean): number[] => {
      const editor = makeEditor();
      const unregister = registerList(editor, {restoreNumbering});
      editor.update(
        () => {
          const list = $buildList('number', ['a', 'b', 'c']);
          const empty = $createListItemNode();
          items(list)[1].insertAfter(empty);
          empty.select();
        },
        {discrete: true},
      );
      editor.update(
        () => {
          editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined);
        },
        {discrete: true},
      );
      const starts = editor.read(() =>
        $getRoot()
          .getChildren()
          .filter($isListNode)
          .map((list) => list.getStart()),
      );
      unregister();
      return starts;
    };
    expect(run(false)).toEqual([1, 1]);
    expect(run(true)).toEqual([1, 3]);
  });

  it('registerListStrictIndentTransform outdents a first item that is nested with no item before it', () => {
    const editor = makeEditor();
    const unregister = registerListStrictIndentTransform(editor);
    editor.update(
      () => {
        const inner = $createListNode('bullet').append($createListItemNode().append($createTextNode('deep')));
        const outer = $createListNode('bullet').append($createListItemNode().append(inner));
        $getRoot().append(outer);
      },
      {discrete: true},
    );
    const result = editor.read(() => {
      const list = firstList();
      const first = items(list)[0];
      return [first.getIndent(), first.getTextContent(), types(first.getChildren()).join(',')];
    });
    unregister();
    expect(result).toEqual([0, 'deep', 'text']);
  });

  it('ListNode.canIndent is false while ListItemNode keeps the default true', () => {
    const editor = makeEditor();
    let result: boolean[] = [];
    editor.update(
      () => {
        const list = $buildList('bullet', ['a']);
        result = [list.canIndent(), items(list)[0].canIndent()];
        $setSelection(null);
      },
      {discrete: true},
    );
    expect(result).toEqual([false, true]);
  });

  it('REMOVE_LIST_COMMAND leaves paragraphs alone when the selection is not in a list', () => {
    const editor = makeEditor();
    const unregister = registerList(editor);
    let handled = false;
    editor.update(
      () => {
        const paragraph = $createParagraphNode().append($createTextNode('plain'));
        $getRoot().append(paragraph);
        paragraph.selectEnd();
        handled = editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
      },
      {discrete: true},
    );
    const rootTypes = editor.read(() =>
      $getRoot()
        .getChildren()
        .map((node) => $isParagraphNode(node)),
    );
    unregister();
    expect(handled).toBe(true);
    expect(rootTypes).toEqual([true]);
  });

  it('ListItemNode.updateListItemDOM marks a leaf check list item as a checkbox and sets marker style variables', () => {
    const editor = makeEditor();
    const checkLi = document.createElement('li');
    const bulletLi = document.createElement('li');
    bulletLi.setAttribute('role', 'checkbox');
    editor.update(
      () => {
        const check = $buildList('check', ['a']);
        const item = items(check)[0];
        item.setChecked(true).setTextStyle('color: red');
        item.updateListItemDOM(null, checkLi, editor._config);
        const bullet = $buildList('bullet', ['b'], 1);
        items(bullet)[0].updateListItemDOM(null, bulletLi, editor._config);
      },
      {discrete: true},
    );
    expect(checkLi.getAttribute('role')).toBe('checkbox');
    expect(checkLi.getAttribute('aria-checked')).toBe('true');
    expect(checkLi.style.getPropertyValue('--listitem-marker-color')).toBe('red');
    expect(bulletLi.hasAttribute('role')).toBe(false);
  });

  it('ListNode.setListType away from check clears the items checked flags through the list transform', () => {
    const editor = makeEditor();
    editor.update(() => items($buildList('check', ['a']))[0].setChecked(true), {discrete: true});
    const before = editor.read(() => items(firstList())[0].getChecked());
    editor.update(() => firstList().setListType('bullet'), {discrete: true});
    editor.update(() => firstList().setListType('check'), {discrete: true});
    const after = editor.read(() => items(firstList())[0].getChecked());
    expect(before).toBe(true);
    expect(after).toBe(false);
  });
});

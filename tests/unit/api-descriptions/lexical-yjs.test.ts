import {
  $getAnchorAndFocusForUserState,
  $getYChangeState,
  type Binding,
  createBinding,
  createBindingV2__EXPERIMENTAL,
  createUndoManager,
  initLocalState,
  type Provider,
  type ProviderAwareness,
  removeCursorHighlightRule,
  setLocalStateFocus,
  syncLexicalUpdateToYjs,
  syncYjsChangesToLexical,
  type UserState,
} from '@lexical/yjs';
import {$createParagraphNode, $createTextNode, $getRoot, createEditor, type LexicalEditor} from 'lexical';
import {describe, expect, it} from 'vitest';
import * as Y from 'yjs';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function makeEditor(): LexicalEditor {
  return createEditor({
    onError: (error) => {
      throw error;
    },
  });
}

function fakeProvider(initial: UserState | null = null): Provider & {local: () => UserState | null} {
  let local: UserState | null = initial;
  const awareness: ProviderAwareness = {
    getLocalState: () => local,
    getStates: () => new Map(),
    off: () => {},
    on: () => {},
    setLocalState: (state) => {
      local = state;
    },
    setLocalStateField: () => {},
  };
  return {
    awareness,
    connect: () => {},
    disconnect: () => {},
    local: () => local,
    off: () => {},
    on: () => {},
  };
}

function userState(overrides: Partial<UserState> = {}): UserState {
  return {
    anchorPos: null,
    awarenessData: {},
    color: 'red',
    focusPos: null,
    focusing: false,
    name: 'Ann',
    ...overrides,
  };
}

describe('@lexical/yjs descriptions', () => {
  it('createBinding throws for a null doc and roots the binding at the XmlText named root', () => {
    const editor = makeEditor();
    const provider = fakeProvider();
    expect(() => createBinding(editor, provider, 'main', null, new Map())).toThrow(/doc is null or undefined/);
    const doc = new Y.Doc();
    const binding = createBinding(editor, provider, 'main', doc, new Map());
    expect(binding.clientID).toBe(doc.clientID);
    expect(binding.root.getSharedType()).toBe(doc.get('root', Y.XmlText));
  });

  it('createBindingV2__EXPERIMENTAL roots the binding at root-v2 and rejects a root with a node name', () => {
    const editor = makeEditor();
    const doc = new Y.Doc();
    const binding = createBindingV2__EXPERIMENTAL(editor, 'main', doc, new Map());
    expect(binding.root).toBe(doc.get('root-v2', Y.XmlElement));
    expect(() => createBindingV2__EXPERIMENTAL(editor, 'main', undefined, new Map())).toThrow();
    const other = new Y.Doc();
    const named = new Y.XmlElement('paragraph');
    other.getMap('documents').set('one', named);
    expect(() =>
      createBindingV2__EXPERIMENTAL(makeEditor(), 'one', other, new Map(), {getXmlElement: () => named}),
    ).toThrow(/nodeName/);
  });

  it('createUndoManager tracks the binding and null origins and skips bootstrapping transactions', () => {
    const doc = new Y.Doc();
    const binding = createBinding(makeEditor(), fakeProvider(), 'main', doc, new Map());
    const root = binding.root.getSharedType();
    const undoManager = createUndoManager(binding, root);
    expect(undoManager.trackedOrigins.has(binding)).toBe(true);
    expect(undoManager.trackedOrigins.has(null)).toBe(true);
    binding.isBootstrapping = true;
    doc.transact(() => root.insert(0, 'seed'), binding);
    expect(undoManager.undoStack.length).toBe(0);
    binding.isBootstrapping = false;
    doc.transact(() => root.insert(0, 'edit'), binding);
    expect(undoManager.undoStack.length).toBe(1);
    doc.transact(() => root.insert(0, 'other'), 'some other origin');
    expect(undoManager.undoStack.length).toBe(1);
  });

  it('initLocalState replaces the local awareness state with one that has no cursor positions', () => {
    const provider = fakeProvider(userState({name: 'Old', focusing: true}));
    initLocalState(provider, 'Bob', 'blue', false, {role: 'editor'});
    expect(provider.local()).toEqual({
      anchorPos: null,
      awarenessData: {role: 'editor'},
      color: 'blue',
      focusPos: null,
      focusing: false,
      name: 'Bob',
    });
  });

  it('setLocalStateFocus only changes focusing when a local state exists, and creates one otherwise', () => {
    const provider = fakeProvider(userState({name: 'Ann', color: 'red'}));
    setLocalStateFocus(provider, 'Bob', 'blue', true, {});
    expect(provider.local()).toMatchObject({color: 'red', focusing: true, name: 'Ann'});
    const empty = fakeProvider(null);
    setLocalStateFocus(empty, 'Bob', 'blue', true, {x: 1});
    expect(empty.local()).toMatchObject({awarenessData: {x: 1}, color: 'blue', focusing: true, name: 'Bob'});
  });

  it('$getYChangeState returns null for a node outside a diff view', () => {
    const editor = makeEditor();
    let change: unknown = 'unset';
    editor.update(
      () => {
        const paragraph = $createParagraphNode();
        $getRoot().append(paragraph);
        change = $getYChangeState(paragraph);
      },
      {discrete: true},
    );
    expect(change).toBeNull();
  });

  it('$getAnchorAndFocusForUserState returns null keys and 0 offsets when a position is missing', () => {
    const doc = new Y.Doc();
    const editor = makeEditor();
    const binding = createBinding(editor, fakeProvider(), 'main', doc, new Map());
    const result = editor.read(() => $getAnchorAndFocusForUserState(binding, userState()));
    expect(result).toEqual({anchorKey: null, anchorOffset: 0, focusKey: null, focusOffset: 0});
  });

  it('removeCursorHighlightRule deletes the matching rule and does nothing without a stylesheet', () => {
    const binding = createBinding(makeEditor(), fakeProvider(), 'main', new Y.Doc(), new Map());
    expect(() => removeCursorHighlightRule(binding, 'peer-1')).not.toThrow();
    expect(binding.cursorHighlightSheet).toBeNull();
    const rules = [{selectorText: '::highlight(peer-1)'}, {selectorText: '::highlight(peer-2)'}];
    const sheet = {
      cssRules: rules,
      deleteRule: (index: number) => {
        rules.splice(index, 1);
      },
    };
    binding.cursorHighlightSheet = sheet as unknown as CSSStyleSheet;
    removeCursorHighlightRule(binding, 'peer-1');
    expect(rules.map((rule) => rule.selectorText)).toEqual(['::highlight(peer-2)']);
    removeCursorHighlightRule(binding, 'peer-3');
    expect(rules).toHaveLength(1);
  });

  it('syncLexicalUpdateToYjs and syncYjsChangesToLexical carry an edit to another editor, tagged collaboration', async () => {
    const providerA = fakeProvider();
    const providerB = fakeProvider();
    const docA = new Y.Doc();
    const docB = new Y.Doc();
    docA.on('update', (update: Uint8Array) => Y.applyUpdate(docB, update));
    const editorA = makeEditor();
    const editorB = makeEditor();
    const bindingA: Binding = createBinding(editorA, providerA, 'main', docA, new Map());
    const bindingB: Binding = createBinding(editorB, providerB, 'main', docB, new Map());
    await tick();
    editorA.registerUpdateListener(
      ({prevEditorState, editorState, dirtyElements, dirtyLeaves, normalizedNodes, tags}) => {
        syncLexicalUpdateToYjs(
          bindingA,
          providerA,
          prevEditorState,
          editorState,
          dirtyElements,
          dirtyLeaves,
          normalizedNodes,
          tags,
        );
      },
    );
    const tagsB: string[] = [];
    editorB.registerUpdateListener(({tags}) => tagsB.push(...tags));
    bindingB.root.getSharedType().observeDeep((events, transaction) => {
      if (transaction.origin !== bindingB) {
        syncYjsChangesToLexical(bindingB, providerB, events as Y.YEvent<Y.Text>[], false);
      }
    });
    editorA.update(
      () => {
        $getRoot().append($createParagraphNode().append($createTextNode('hello')));
      },
      {discrete: true},
    );
    await tick();
    expect(editorB.read(() => $getRoot().getTextContent())).toBe('hello');
    expect(tagsB).toContain('collaboration');
    expect(tagsB).toContain('skip-scroll-into-view');
  });
});

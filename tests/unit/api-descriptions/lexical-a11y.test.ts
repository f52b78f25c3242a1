// @vitest-environment happy-dom
import {
  AriaLiveRegionExtension,
  EditorModeAnnounceExtension,
  FocusManagerExtension,
  FocusTrapExtension,
  HistoryAnnounceExtension,
  RovingTabIndexExtension,
} from '@lexical/a11y';
import {buildEditorFromExtensions, configExtension, getExtensionDependencyFromEditor} from '@lexical/extension';
import {KEY_DOWN_COMMAND, REDO_COMMAND, UNDO_COMMAND} from 'lexical';
import {afterEach, describe, expect, it} from 'vitest';

function mountRoot(): HTMLElement {
  const root = document.createElement('div');
  root.contentEditable = 'true';
  document.body.appendChild(root);
  return root;
}

const liveRegion = () => document.querySelector<HTMLElement>('[role="status"]');

function buttons(container: HTMLElement, count: number): HTMLButtonElement[] {
  const list: HTMLButtonElement[] = [];
  for (let i = 0; i < count; i++) {
    const button = document.createElement('button');
    button.textContent = `b${i}`;
    container.appendChild(button);
    list.push(button);
  }
  return list;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('@lexical/a11y descriptions', () => {
  it('AriaLiveRegionExtensionConfig: a polite status region is appended to the body, and politeness is a live signal', () => {
    const editor = buildEditorFromExtensions(AriaLiveRegionExtension);
    expect(liveRegion()).toBeNull();
    editor.setRootElement(mountRoot());
    const region = liveRegion();
    expect(region?.parentElement).toBe(document.body);
    expect(region?.getAttribute('aria-live')).toBe('polite');
    const {output} = getExtensionDependencyFromEditor(editor, AriaLiveRegionExtension);
    output.politeness.value = 'assertive';
    expect(region?.getAttribute('aria-live')).toBe('assertive');
    output.announce('Saved');
    expect(region?.textContent).toBe('Saved');
    output.announce('Saved');
    expect(region?.textContent).toBe('Saved\u200B');
    editor.dispose();
    expect(liveRegion()).toBeNull();
  });

  it('AriaLiveRegionExtensionConfig.owner places the region inside the given element', () => {
    const owner = document.createElement('section');
    document.body.appendChild(owner);
    const editor = buildEditorFromExtensions(configExtension(AriaLiveRegionExtension, {owner}));
    expect(liveRegion()?.parentElement).toBe(owner);
    editor.dispose();
  });

  it('HistoryAnnounceExtensionConfig: undo and redo are announced and the command is not stopped', () => {
    const editor = buildEditorFromExtensions(configExtension(HistoryAnnounceExtension, {redone: 'Again'}));
    editor.setRootElement(mountRoot());
    expect(editor.dispatchCommand(UNDO_COMMAND, undefined)).toBe(false);
    expect(liveRegion()?.textContent).toBe('Undone');
    editor.dispatchCommand(REDO_COMMAND, undefined);
    expect(liveRegion()?.textContent).toBe('Again');
    getExtensionDependencyFromEditor(editor, HistoryAnnounceExtension).output.disabled.value = true;
    editor.dispatchCommand(UNDO_COMMAND, undefined);
    expect(liveRegion()?.textContent).toBe('Again');
    editor.dispose();
  });

  it('EditorModeAnnounceExtensionConfig: the mount is silent and each editable change is announced', () => {
    const editor = buildEditorFromExtensions(EditorModeAnnounceExtension);
    editor.setRootElement(mountRoot());
    expect(liveRegion()?.textContent).toBe('');
    editor.setEditable(false);
    expect(liveRegion()?.textContent).toBe('Editor is read-only');
    editor.setEditable(true);
    expect(liveRegion()?.textContent).toBe('Editor is editable');
    editor.dispose();
  });

  it('RovingTabIndexOptions: a vertical group ignores ArrowRight, wraps on ArrowUp, and release resets tabindex', () => {
    const editor = buildEditorFromExtensions(RovingTabIndexExtension);
    const toolbar = document.createElement('div');
    document.body.appendChild(toolbar);
    const items = buttons(toolbar, 3);
    const release = getExtensionDependencyFromEditor(editor, RovingTabIndexExtension).output.register(toolbar, {
      orientation: 'vertical',
    });
    expect(items.map((item) => item.tabIndex)).toEqual([0, -1, -1]);
    items[0]!.focus();
    items[0]!.dispatchEvent(new KeyboardEvent('keydown', {bubbles: true, key: 'ArrowRight'}));
    expect(document.activeElement).toBe(items[0]);
    items[0]!.dispatchEvent(new KeyboardEvent('keydown', {bubbles: true, key: 'ArrowUp'}));
    expect(document.activeElement).toBe(items[2]);
    expect(items.map((item) => item.tabIndex)).toEqual([-1, -1, 0]);
    release();
    expect(items.map((item) => item.tabIndex)).toEqual([0, 0, 0]);
    editor.dispose();
  });

  it("FocusTrapInitialFocus: 'container' focuses the container only when it has a tabindex", () => {
    const editor = buildEditorFromExtensions(FocusTrapExtension);
    const {register} = getExtensionDependencyFromEditor(editor, FocusTrapExtension).output;
    const dialog = document.createElement('div');
    document.body.appendChild(dialog);
    const [close] = buttons(dialog, 1);
    const releaseWithout = register(dialog, {initialFocus: 'container'});
    expect(document.activeElement).toBe(close);
    releaseWithout();
    const other = document.createElement('div');
    other.tabIndex = -1;
    document.body.appendChild(other);
    buttons(other, 1);
    const releaseWith = register(other, {initialFocus: 'container'});
    expect(document.activeElement).toBe(other);
    releaseWith();
    editor.dispose();
  });

  it('FocusManagerOptions: Alt+F10 focuses the first matching toolbar item', () => {
    const editor = buildEditorFromExtensions(FocusManagerExtension);
    editor.setRootElement(mountRoot());
    const toolbar = document.createElement('div');
    document.body.appendChild(toolbar);
    const [plain] = buttons(toolbar, 1);
    const marked = document.createElement('span');
    marked.className = 'item';
    toolbar.appendChild(marked);
    marked.tabIndex = -1;
    const release = getExtensionDependencyFromEditor(editor, FocusManagerExtension).output.register(toolbar, {
      toolbarItemSelector: '.item',
    });
    const handled = editor.dispatchCommand(KEY_DOWN_COMMAND, new KeyboardEvent('keydown', {altKey: true, key: 'F10'}));
    expect(handled).toBe(true);
    expect(document.activeElement).toBe(marked);
    expect(document.activeElement).not.toBe(plain);
    release();
    editor.dispose();
  });
});

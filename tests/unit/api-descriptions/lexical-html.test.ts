// @vitest-environment happy-dom
import {describe, expect, it} from 'vitest';
import {buildEditorFromExtensions} from '@lexical/extension';
import {
  $generateHtmlFromNodes,
  $generateNodesFromDOMViaExtension,
  $getRenderContextValue,
  type AnyDOMImportRule,
  contextUpdater,
  contextValue,
  CoreImportExtension,
  createImportState,
  createRenderState,
  defineImportRule,
  DOMImportExtension,
  domOverride,
  DOMRenderExtension,
  RenderContextExport,
  sel,
} from '@lexical/html';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $isParagraphNode,
  configExtension,
  defineExtension,
  ParagraphNode,
  type LexicalEditor,
} from 'lexical';

function $fillParagraph(text: string): void {
  $getRoot()
    .clear()
    .append($createParagraphNode().append($createTextNode(text)));
}

function importHtml(editor: LexicalEditor, html: string): string[] {
  const dom = new DOMParser().parseFromString(html, 'text/html');
  let result: string[] = [];
  editor.update(
    () => {
      result = $generateNodesFromDOMViaExtension(dom).map((node) => `${node.getType()}:${node.getTextContent()}`);
    },
    {discrete: true},
  );
  return result;
}

describe('@lexical/html descriptions', () => {
  it('DOMRenderExtension applies overrides from every extension that configures it, matched by class or guard (NodeMatch)', () => {
    const byClass = domOverride([ParagraphNode], {
      $exportDOM: (node, $next) => {
        const output = $next();
        if (output.element instanceof HTMLElement) {
          output.element.setAttribute('data-by-class', 'yes');
        }
        return output;
      },
    });
    const byGuard = domOverride([$isParagraphNode], {
      $exportDOM: (node, $next) => {
        const output = $next();
        if (output.element instanceof HTMLElement) {
          output.element.setAttribute('data-by-guard', 'yes');
        }
        return output;
      },
    });
    const editor = buildEditorFromExtensions(
      defineExtension({
        dependencies: [
          configExtension(DOMRenderExtension, {overrides: [byClass]}),
          configExtension(DOMRenderExtension, {overrides: [byGuard]}),
        ],
        name: 'app',
      }),
    );
    editor.update(() => $fillParagraph('Hi'), {discrete: true});
    const html = editor.read(() => $generateHtmlFromNodes(editor));
    expect(html).toContain('data-by-class="yes"');
    expect(html).toContain('data-by-guard="yes"');
    editor.dispose();
  });

  it('DOMOverrideOptions.disabledForSession reads the session through a RenderContextReader and drops the override from exports', () => {
    const seen: boolean[] = [];
    const exportOnlyOff = domOverride(
      [ParagraphNode],
      {
        $exportDOM: (node, $next) => {
          const output = $next();
          if (output.element instanceof HTMLElement) {
            output.element.setAttribute('data-gated', 'yes');
          }
          return output;
        },
      },
      {
        disabledForSession: (ctx) => {
          const isExport = ctx.get(RenderContextExport);
          seen.push(isExport);
          return isExport;
        },
      },
    );
    const editor = buildEditorFromExtensions(
      defineExtension({
        dependencies: [configExtension(DOMRenderExtension, {overrides: [exportOnlyOff]})],
        name: 'app',
      }),
    );
    editor.update(() => $fillParagraph('Hi'), {discrete: true});
    const html = editor.read(() => $generateHtmlFromNodes(editor));
    expect(html).toContain('Hi');
    expect(html).not.toContain('data-gated');
    expect(seen).toContain(true);
    editor.dispose();
  });

  it('DOMRenderConfig.contextDefaults (ContextPairOrUpdater values) set the editor render context', () => {
    const Flavor = createRenderState('flavor', () => 'plain');
    const Count = createRenderState('count', () => 1);
    const editor = buildEditorFromExtensions(
      defineExtension({
        dependencies: [
          configExtension(DOMRenderExtension, {
            contextDefaults: [contextValue(Flavor, 'spicy'), contextUpdater(Count, (prev) => prev + 41)],
          }),
        ],
        name: 'app',
      }),
    );
    expect(editor.read(() => $getRenderContextValue(Flavor))).toBe('spicy');
    expect(editor.read(() => $getRenderContextValue(Count))).toBe(42);
    editor.dispose();
  });

  it('DOMImportExtension imports through rules, hoisting the children of unmatched elements', () => {
    const editor = buildEditorFromExtensions(defineExtension({dependencies: [CoreImportExtension], name: 'app'}));
    expect(importHtml(editor, '<section><p>One</p><p>Two</p></section>')).toEqual(['paragraph:One', 'paragraph:Two']);
    editor.dispose();
    const bare = buildEditorFromExtensions(defineExtension({name: 'bare'}));
    expect(() => importHtml(bare, '<p>x</p>')).toThrow();
    bare.dispose();
  });

  it('AnyDOMImportRule lists hold rules for different selectors, and ImportNodeOpts.context scopes values to one $importOne call', () => {
    const Label = createImportState('label', () => 'default');
    const rules: AnyDOMImportRule[] = [
      defineImportRule({
        $import: (ctx, el) => {
          const children = Array.from(el.childNodes);
          return children.flatMap((child, index) =>
            ctx.$importOne(child, index === 0 ? {context: [contextValue(Label, 'scoped')]} : undefined),
          );
        },
        match: sel.tag('x-wrap'),
      }),
      defineImportRule({
        $import: (ctx) => [$createParagraphNode().append($createTextNode(ctx.get(Label)))],
        match: sel.tag('x-leaf'),
      }),
    ];
    const editor = buildEditorFromExtensions(
      defineExtension({
        dependencies: [CoreImportExtension, configExtension(DOMImportExtension, {rules})],
        name: 'app',
      }),
    );
    expect(importHtml(editor, '<x-wrap><x-leaf></x-leaf><x-leaf></x-leaf></x-wrap>')).toEqual([
      'paragraph:scoped',
      'paragraph:default',
    ]);
    editor.dispose();
  });
});

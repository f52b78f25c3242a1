// @vitest-environment happy-dom
import {namedSignals} from '@lexical/extension';
import {
  $createAutoLinkNode,
  $createLinkNode,
  $isAutoLinkNode,
  $isLinkNode,
  AutoLinkAnnounceExtension,
  AutoLinkNode,
  autoLinkUrlMatcher,
  ClickableLinkExtension,
  type LinkAttributes,
  LinkNode,
  registerAutoLink,
  registerClickableLink,
  registerLink,
  TOGGLE_LINK_COMMAND,
} from '@lexical/link';
import {
  $createParagraphNode,
  $createRangeSelection,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  $isTextNode,
  $setSelection,
  createEditor,
  type LexicalEditor,
  type LexicalNode,
  type ParagraphNode,
} from 'lexical';
import {afterEach, describe, expect, it, vi} from 'vitest';

function makeEditor(): LexicalEditor {
  return createEditor({
    namespace: 'api-descriptions-link',
    nodes: [LinkNode, AutoLinkNode],
    onError: (error) => {
      throw error;
    },
  });
}

function linkStores(validateUrl?: (url: string) => boolean, attributes?: LinkAttributes) {
  return namedSignals<{
    attributes: undefined | LinkAttributes;
    validateUrl: undefined | ((url: string) => boolean);
  }>({attributes, validateUrl});
}

function firstParagraph(): ParagraphNode {
  const paragraph = $getRoot().getFirstChild();
  if (paragraph === null || paragraph.getType() !== 'paragraph' || !$isElementNode(paragraph)) {
    throw new Error('expected a paragraph');
  }
  return paragraph as ParagraphNode;
}

function describeChildren(nodes: LexicalNode[]): string[] {
  return nodes.map((node) => `${node.getType()}:${node.getTextContent()}`);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('@lexical/link api descriptions', () => {
  it('LinkNode.constructor defaults target, rel and title to null', () => {
    const editor = makeEditor();
    let result: Array<string | null> = [];
    editor.update(
      () => {
        const link = new LinkNode();
        result = [link.getURL(), link.getTarget(), link.getRel(), link.getTitle()];
      },
      {discrete: true},
    );
    expect(result).toEqual(['', null, null, null]);
  });

  it('LinkNode.sanitizeUrl adds a missing protocol and blanks unsupported ones', () => {
    const editor = makeEditor();
    let result: string[] = [];
    editor.update(
      () => {
        const link = $createLinkNode('https://example.com');
        result = [
          link.sanitizeUrl('example.com'),
          link.sanitizeUrl('javascript:alert(1)'),
          link.sanitizeUrl('data:text/html,hi'),
          link.sanitizeUrl('/relative/path'),
          link.sanitizeUrl('tel:+123456'),
          link.sanitizeUrl('someone@example.com'),
        ];
      },
      {discrete: true},
    );
    expect(result).toEqual([
      'https://example.com',
      'about:blank',
      'about:blank',
      '/relative/path',
      'tel:+123456',
      'mailto:someone@example.com',
    ]);
  });

  it('LinkNode.getURL returns the stored URL unformatted', () => {
    const editor = makeEditor();
    let url = '';
    editor.update(
      () => {
        url = $createLinkNode('javascript:alert(1)').getURL();
      },
      {discrete: true},
    );
    expect(url).toBe('javascript:alert(1)');
  });

  it('LinkNode.updateLinkDOM writes the sanitized href and removes empty attributes', () => {
    const editor = makeEditor();
    const anchor = document.createElement('a');
    anchor.setAttribute('title', 'stale');
    editor.update(
      () => {
        const link = $createLinkNode('javascript:alert(1)', {target: '_blank'});
        link.updateLinkDOM(null, anchor, editor._config);
      },
      {discrete: true},
    );
    expect(anchor.getAttribute('href')).toBe('about:blank');
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.hasAttribute('title')).toBe(false);
  });

  it('LinkNode.setURL, setTarget, setRel and setTitle return the writable node and change what the getters read', () => {
    const editor = makeEditor();
    let result: Array<string | null> = [];
    editor.update(
      () => {
        const link = $createLinkNode('https://a.example')
          .setURL('https://b.example')
          .setTarget('_blank')
          .setRel('nofollow')
          .setTitle('B');
        result = [link.getURL(), link.getTarget(), link.getRel(), link.getTitle()];
      },
      {discrete: true},
    );
    expect(result).toEqual(['https://b.example', '_blank', 'nofollow', 'B']);
  });

  it('LinkNode.isEmailURI and isWebSiteURI look only at the URL prefix', () => {
    const editor = makeEditor();
    let result: boolean[][] = [];
    editor.update(
      () => {
        result = ['mailto:a@b.c', 'https://x.example', 'http://x.example', 'www.x.example'].map((url) => {
          const link = $createLinkNode(url);
          return [link.isEmailURI(), link.isWebSiteURI()];
        });
      },
      {discrete: true},
    );
    expect(result).toEqual([
      [true, false],
      [false, true],
      [false, true],
      [false, false],
    ]);
  });

  it('LinkNode.shouldMergeAdjacentLink compares type, URL and attributes; AutoLinkNode never merges', () => {
    const editor = makeEditor();
    let result: boolean[] = [];
    editor.update(
      () => {
        const a = $createLinkNode('https://x.example', {rel: 'noreferrer'});
        const same = $createLinkNode('https://x.example', {rel: 'noreferrer'});
        const otherTitle = $createLinkNode('https://x.example', {rel: 'noreferrer', title: 't'});
        const auto1 = $createAutoLinkNode('https://x.example');
        const auto2 = $createAutoLinkNode('https://x.example');
        result = [
          a.shouldMergeAdjacentLink(same),
          a.shouldMergeAdjacentLink(otherTitle),
          a.shouldMergeAdjacentLink($createAutoLinkNode('https://x.example', {rel: 'noreferrer'})),
          auto1.shouldMergeAdjacentLink(auto2),
        ];
      },
      {discrete: true},
    );
    expect(result).toEqual([true, false, false, false]);
  });

  it('LinkNode.canBeEmpty is false: removing the only child removes the link', () => {
    const editor = makeEditor();
    editor.update(
      () => {
        $getRoot().append(
          $createParagraphNode().append($createLinkNode('https://x.example').append($createTextNode('x'))),
        );
      },
      {discrete: true},
    );
    editor.update(
      () => {
        const link = firstParagraph().getFirstChild();
        if ($isLinkNode(link)) {
          link.getFirstChildOrThrow().remove();
        }
      },
      {discrete: true},
    );
    const children = editor.read(() => describeChildren(firstParagraph().getChildren()));
    expect(children).toEqual([]);
  });

  it('LinkNode.canInsertTextAfter is false: text typed at the end of a link goes after it', () => {
    const editor = makeEditor();
    editor.update(
      () => {
        $getRoot().append(
          $createParagraphNode().append($createLinkNode('https://x.example').append($createTextNode('link'))),
        );
      },
      {discrete: true},
    );
    editor.update(
      () => {
        const link = firstParagraph().getFirstChild();
        if ($isLinkNode(link)) {
          link.getFirstChildOrThrow().selectEnd();
        }
        const selection = $getSelection();
        if ($isRangeSelection(selection)) {
          selection.insertText('!');
        }
      },
      {discrete: true},
    );
    const children = editor.read(() => describeChildren(firstParagraph().getChildren()));
    expect(children).toEqual(['link:link', 'text:!']);
  });

  it('LinkNode.canInsertTextBefore is false: text typed at the start of a link goes before it', () => {
    const editor = makeEditor();
    editor.update(
      () => {
        $getRoot().append(
          $createParagraphNode().append($createLinkNode('https://x.example').append($createTextNode('link'))),
        );
      },
      {discrete: true},
    );
    editor.update(
      () => {
        const link = firstParagraph().getFirstChild();
        if ($isLinkNode(link)) {
          link.getFirstChildOrThrow().selectStart();
        }
        const selection = $getSelection();
        if ($isRangeSelection(selection)) {
          selection.insertText('>');
        }
      },
      {discrete: true},
    );
    const children = editor.read(() => describeChildren(firstParagraph().getChildren()));
    expect(children).toEqual(['text:>', 'link:link']);
  });

  it('LinkNode.insertNewAfter keeps both halves linked when a paragraph is split inside a link', () => {
    const editor = makeEditor();
    editor.update(
      () => {
        const text = $createTextNode('hello world');
        $getRoot().append(
          $createParagraphNode().append($createLinkNode('https://x.example', {title: 'x'}).append(text)),
        );
        text.select(5, 5);
      },
      {discrete: true},
    );
    editor.update(
      () => {
        const selection = $getSelection();
        if ($isRangeSelection(selection)) {
          selection.insertParagraph();
        }
      },
      {discrete: true},
    );
    const result = editor.read(() =>
      $getRoot()
        .getChildren()
        .map((paragraph) => {
          const link = $isElementNode(paragraph) ? paragraph.getFirstChild() : null;
          return $isLinkNode(link) ? `${link.getURL()}|${link.getTitle()}|${link.getTextContent()}` : 'no link';
        }),
    );
    expect(result).toEqual(['https://x.example|x|hello', 'https://x.example|x| world']);
  });

  it('LinkNode.extractWithChild needs a non-empty range selection inside the link', () => {
    const editor = makeEditor();
    let result: boolean[] = [];
    editor.update(
      () => {
        const text = $createTextNode('hello');
        const link = $createLinkNode('https://x.example').append(text);
        $getRoot().append($createParagraphNode().append(link));
        const part = $createRangeSelection();
        part.anchor.set(text.getKey(), 1, 'text');
        part.focus.set(text.getKey(), 3, 'text');
        const collapsed = $createRangeSelection();
        collapsed.anchor.set(text.getKey(), 2, 'text');
        collapsed.focus.set(text.getKey(), 2, 'text');
        result = [link.extractWithChild(text, part, 'clone'), link.extractWithChild(text, collapsed, 'html')];
        $setSelection(null);
      },
      {discrete: true},
    );
    expect(result).toEqual([true, false]);
  });

  it('AutoLinkNode.constructor defaults isUnlinked to false and setIsUnlinked changes it', () => {
    const editor = makeEditor();
    let result: boolean[] = [];
    editor.update(
      () => {
        const auto = new AutoLinkNode('https://x.example');
        result = [auto.getIsUnlinked(), auto.setIsUnlinked(true).getIsUnlinked()];
        result.push(new AutoLinkNode('https://x.example', {isUnlinked: true}).getIsUnlinked());
      },
      {discrete: true},
    );
    expect(result).toEqual([false, true, true]);
  });

  it('AutoLinkNode.getIsUnlinked: an unlinked auto link renders as a span', () => {
    const editor = makeEditor();
    let tags: string[] = [];
    editor.update(
      () => {
        tags = [
          $createAutoLinkNode('https://x.example').createDOM(editor._config).tagName,
          $createAutoLinkNode('https://x.example', {isUnlinked: true}).createDOM(editor._config).tagName,
        ];
      },
      {discrete: true},
    );
    expect(tags).toEqual(['A', 'SPAN']);
  });

  it('TOGGLE_LINK_COMMAND is unhandled until registerLink runs, then links the selection with rel noreferrer', () => {
    const editor = makeEditor();
    editor.update(
      () => {
        const text = $createTextNode('click here');
        $getRoot().append($createParagraphNode().append(text));
        text.select(0, 5);
      },
      {discrete: true},
    );
    let before = true;
    editor.update(
      () => {
        before = editor.dispatchCommand(TOGGLE_LINK_COMMAND, 'https://x.example');
      },
      {discrete: true},
    );
    const unregister = registerLink(editor, linkStores());
    let after = false;
    editor.update(
      () => {
        after = editor.dispatchCommand(TOGGLE_LINK_COMMAND, 'https://x.example');
      },
      {discrete: true},
    );
    const result = editor.read(() => {
      const link = firstParagraph().getFirstChild();
      return $isLinkNode(link) ? [link.getURL(), link.getRel(), link.getTextContent()] : [];
    });
    unregister();
    expect(before).toBe(false);
    expect(after).toBe(true);
    expect(result).toEqual(['https://x.example', 'noreferrer', 'click']);
  });

  it('TOGGLE_LINK_COMMAND with null removes the link', () => {
    const editor = makeEditor();
    const unregister = registerLink(editor, linkStores());
    editor.update(
      () => {
        const text = $createTextNode('linked');
        $getRoot().append($createParagraphNode().append($createLinkNode('https://x.example').append(text)));
        text.select(0, 6);
        editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
      },
      {discrete: true},
    );
    const children = editor.read(() => describeChildren(firstParagraph().getChildren()));
    unregister();
    expect(children).toEqual(['text:linked']);
  });

  it('registerLink rejects URLs that validateUrl refuses and applies configured attributes', () => {
    const editor = makeEditor();
    const unregister = registerLink(
      editor,
      linkStores((url) => url.startsWith('https://'), {target: '_blank'}),
    );
    editor.update(
      () => {
        const text = $createTextNode('words');
        $getRoot().append($createParagraphNode().append(text));
        text.select(0, 5);
      },
      {discrete: true},
    );
    const handled: boolean[] = [];
    editor.update(
      () => {
        handled.push(editor.dispatchCommand(TOGGLE_LINK_COMMAND, 'ftp://x.example'));
        handled.push(editor.dispatchCommand(TOGGLE_LINK_COMMAND, {url: 'https://x.example'}));
      },
      {discrete: true},
    );
    const target = editor.read(() => {
      const link = firstParagraph().getFirstChild();
      return $isLinkNode(link) ? link.getTarget() : 'no link';
    });
    unregister();
    expect(handled).toEqual([false, true]);
    expect(target).toBe('_blank');
  });

  it('registerLink merges adjacent equal links through its LinkNode transform', () => {
    const editor = makeEditor();
    const unregister = registerLink(editor, linkStores());
    editor.update(
      () => {
        $getRoot().append(
          $createParagraphNode().append(
            $createLinkNode('https://x.example').append($createTextNode('a')),
            $createLinkNode('https://x.example').append($createTextNode('b')),
          ),
        );
      },
      {discrete: true},
    );
    const children = editor.read(() => describeChildren(firstParagraph().getChildren()));
    unregister();
    expect(children).toEqual(['link:ab']);
  });

  it('registerAutoLink wraps matching text in an AutoLinkNode and reports it to changeHandlers', () => {
    const editor = makeEditor();
    const changes: Array<[string | null, string | null]> = [];
    const unregister = registerAutoLink(editor, {
      changeHandlers: [(url, prevUrl) => changes.push([url, prevUrl])],
      excludeParents: [],
      matchers: [autoLinkUrlMatcher],
    });
    editor.update(
      () => {
        $getRoot().append($createParagraphNode().append($createTextNode('see www.example.com now')));
      },
      {discrete: true},
    );
    const result = editor.read(() => {
      const auto = firstParagraph().getChildren().find($isAutoLinkNode);
      return auto ? [auto.getURL(), auto.getTextContent()] : [];
    });
    unregister();
    expect(result).toEqual(['https://www.example.com', 'www.example.com']);
    expect(changes).toEqual([['https://www.example.com', null]]);
  });

  it('registerAutoLink without matchers links nothing', () => {
    const editor = makeEditor();
    const unregister = registerAutoLink(editor);
    editor.update(
      () => {
        $getRoot().append($createParagraphNode().append($createTextNode('see https://www.example.com now')));
      },
      {discrete: true},
    );
    const children = editor.read(() => describeChildren(firstParagraph().getChildren()));
    unregister();
    expect(children).toEqual(['text:see https://www.example.com now']);
  });

  it('registerAutoLink flips isUnlinked on auto links when TOGGLE_LINK_COMMAND is dispatched with null', () => {
    const editor = makeEditor();
    const unregisterAuto = registerAutoLink(editor, {
      changeHandlers: [],
      excludeParents: [],
      matchers: [autoLinkUrlMatcher],
    });
    const unregisterLink = registerLink(editor, linkStores());
    editor.update(
      () => {
        $getRoot().append($createParagraphNode().append($createTextNode('https://www.example.com')));
      },
      {discrete: true},
    );
    editor.update(
      () => {
        const auto = firstParagraph().getFirstChild();
        if ($isAutoLinkNode(auto)) {
          const text = auto.getFirstChildOrThrow();
          if ($isTextNode(text)) {
            text.select(0, text.getTextContentSize());
          }
        }
        editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
      },
      {discrete: true},
    );
    const result = editor.read(() => {
      const auto = firstParagraph().getFirstChild();
      return $isAutoLinkNode(auto) ? auto.getIsUnlinked() : 'no auto link';
    });
    unregisterLink();
    unregisterAuto();
    expect(result).toBe(true);
  });

  it('registerClickableLink opens the sanitized URL of a clicked link and honours newTab', () => {
    const editor = makeEditor();
    const root = document.createElement('div');
    root.contentEditable = 'true';
    document.body.append(root);
    editor.setRootElement(root);
    editor.update(
      () => {
        $getRoot().append($createParagraphNode().append($createLinkNode('example.com').append($createTextNode('go'))));
        $setSelection(null);
      },
      {discrete: true},
    );
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const stores = namedSignals({disabled: false, newTab: true});
    const unregister = registerClickableLink(editor, stores);
    const anchor = root.querySelector('a');
    const clickTarget = anchor?.firstChild ?? anchor;
    clickTarget?.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
    stores.disabled.value = true;
    clickTarget?.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
    unregister();
    editor.setRootElement(null);
    root.remove();
    expect(anchor).not.toBeNull();
    expect(open.mock.calls).toEqual([['https://example.com', '_blank']]);
  });

  it('ClickableLinkConfig and AutoLinkAnnounceExtensionConfig defaults', () => {
    expect(ClickableLinkExtension.config).toEqual({disabled: false, newTab: false});
    expect(AutoLinkAnnounceExtension.config).toEqual({
      created: 'Link',
      createdMany: '%s links',
      destroyed: 'Link removed',
      destroyedMany: '%s links removed',
      disabled: false,
    });
  });

  it('registerLink throws when LinkNode is not registered', () => {
    const editor = createEditor({
      namespace: 'no-link-nodes',
      nodes: [],
      onError: (error) => {
        throw error;
      },
    });
    expect(() => registerLink(editor, linkStores())).toThrow();
  });
});

import {$applyNodeReplacement, addClassNamesToElement, type EditorConfig, type LexicalNode, TextNode} from 'lexical';

/**
 * A mention of a person: a TextNode in "token" mode, so the caret cannot enter it and Backspace
 * removes it whole. `$config` gives it its own type; clone and importJSON come for free.
 */
export class MentionNode extends TextNode {
  $config() {
    return this.config('chat-mention', {extends: TextNode});
  }

  createDOM(config: EditorConfig): HTMLElement {
    const dom = super.createDOM(config);
    addClassNamesToElement(dom, config.theme.mention);
    return dom;
  }

  // Typing next to a mention starts a new text node instead of growing the name.
  canInsertTextBefore(): boolean {
    return false;
  }

  canInsertTextAfter(): boolean {
    return false;
  }

  isTextEntity(): true {
    return true;
  }
}

export function $createMentionNode(name: string): MentionNode {
  return $applyNodeReplacement(new MentionNode(`@${name}`)).setMode('token');
}

export function $isMentionNode(node: LexicalNode | null | undefined): node is MentionNode {
  return node instanceof MentionNode;
}

import {$applyNodeReplacement, addClassNamesToElement, type EditorConfig, type LexicalNode, TextNode} from 'lexical';

/**
 * "@name" as its own node. Like HashtagNode it is a text entity: registerLexicalTextEntity (through
 * useLexicalTextEntity) creates it while the text matches and turns it back into plain text when it stops matching.
 */
export class MentionNode extends TextNode {
  $config() {
    return this.config('mention', {extends: TextNode});
  }

  createDOM(config: EditorConfig): HTMLElement {
    const dom = super.createDOM(config);
    addClassNamesToElement(dom, config.theme.mention);
    return dom;
  }

  // Text typed just before the "@" does not join the mention.
  canInsertTextBefore(): boolean {
    return false;
  }

  isTextEntity(): true {
    return true;
  }
}

export function $createMentionNode(text: string): MentionNode {
  return $applyNodeReplacement(new MentionNode(text));
}

export function $isMentionNode(node: LexicalNode | null | undefined): node is MentionNode {
  return node instanceof MentionNode;
}

// "@" after a space, an opening bracket or the start of the text, then a letter and more word characters.
// The character before must not be a letter, digit, "@" or "/", so emails and URLs do not hold mentions.
const MENTION = /(^|[^\w@/])(@[a-z][\w.]*\w|@[a-z])/i;

/** Where the first mention of `text` starts and ends, for registerLexicalTextEntity. */
export function getMentionMatch(text: string): null | {start: number; end: number} {
  const match = MENTION.exec(text);
  if (match === null) {
    return null;
  }
  const start = match.index + match[1].length;
  return {start, end: start + match[2].length};
}

import {$isLinkNode} from '@lexical/link';
import {$isListItemNode, $isListNode} from '@lexical/list';
import {$isHeadingNode} from '@lexical/rich-text';
import {$isTableCellNode} from '@lexical/table';
import {$getRoot, $isElementNode, $isTextNode, type LexicalNode, type TextFormatType} from 'lexical';

/** One node of the editor state, described for the tree panel. */
export interface TreeItem {
  key: string;
  type: string;
  /** What the import rules decided beyond the type: tag, formats, URL, style... */
  details: string[];
  /** The text of a text node. */
  text?: string;
  children: TreeItem[];
}

const TEXT_FORMATS: readonly TextFormatType[] = [
  'bold',
  'italic',
  'underline',
  'strikethrough',
  'code',
  'subscript',
  'superscript',
  'highlight',
];

function $describe(node: LexicalNode): string[] {
  const details: string[] = [];
  if ($isTextNode(node)) {
    details.push(...TEXT_FORMATS.filter((format) => node.hasFormat(format)));
    if (node.getStyle() !== '') details.push(`style: ${node.getStyle()}`);
    return details;
  }
  if ($isHeadingNode(node)) details.push(node.getTag());
  if ($isListNode(node)) details.push(node.getListType());
  if ($isListItemNode(node)) details.push(`value ${node.getValue()}`);
  if ($isLinkNode(node)) details.push(node.getURL());
  if ($isTableCellNode(node)) details.push(node.getTag());
  if ($isElementNode(node)) {
    if (node.getFormatType() !== '') details.push(`align: ${node.getFormatType()}`);
    if (node.getIndent() > 0) details.push(`indent ${node.getIndent()}`);
  }
  return details;
}

/** Walks the tree from $getRoot(); call inside editor.read() or editorState.read(). */
export function $readNodeTree(): TreeItem {
  const $walk = (node: LexicalNode): TreeItem => ({
    key: node.getKey(),
    type: node.getType(),
    details: $describe(node),
    text: $isTextNode(node) ? node.getTextContent() : undefined,
    children: $isElementNode(node) ? node.getChildren().map($walk) : [],
  });
  return $walk($getRoot());
}

export function countNodes(item: TreeItem): number {
  return item.children.reduce((sum, child) => sum + countNodes(child), 1);
}

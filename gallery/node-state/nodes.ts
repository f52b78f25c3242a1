import {
  $create,
  $getState,
  $getStateChange,
  createState,
  type EditorConfig,
  type LexicalNode,
  type LexicalNodeReplacement,
  ParagraphNode,
} from 'lexical';

export const TONES = ['plain', 'note', 'warning'] as const;
export type Tone = (typeof TONES)[number];

/**
 * A piece of node state: a typed value stored on a node, copied with it and serialized in its JSON
 * under "$" (only when it differs from the default). parse() also validates what JSON brings in.
 */
export const toneState = createState('tone', {
  parse: (value: unknown): Tone => (TONES.includes(value as Tone) ? (value as Tone) : 'plain'),
});

function applyTone(dom: HTMLElement, tone: Tone): void {
  for (const other of TONES) dom.classList.remove(`node-state__tone--${other}`);
  if (tone !== 'plain') dom.classList.add(`node-state__tone--${tone}`);
  dom.dataset.tone = tone;
}

/**
 * A ParagraphNode that shows its tone. With $config() there is no getType(), clone() or importJSON() to
 * write: Lexical derives them from the type given here and the zero-argument constructor.
 */
export class TonedParagraphNode extends ParagraphNode {
  $config() {
    return this.config('toned-paragraph', {extends: ParagraphNode, stateConfigs: [toneState]});
  }

  createDOM(config: EditorConfig): HTMLElement {
    const dom = super.createDOM(config);
    applyTone(dom, $getState(this, toneState));
    return dom;
  }

  updateDOM(prevNode: ParagraphNode, dom: HTMLElement, config: EditorConfig): boolean {
    const changed = super.updateDOM(prevNode, dom, config);
    // Reads both versions directly, as updateDOM sees an old and a new version of the same node.
    const toneChange = $getStateChange(this, prevNode, toneState);
    if (toneChange !== null) applyTone(dom, toneChange[0]);
    return changed;
  }
}

export function $isTonedParagraphNode(node: LexicalNode | null | undefined): node is TonedParagraphNode {
  return node instanceof TonedParagraphNode;
}

/**
 * Every $createParagraphNode() (typing Enter, pasting, importing <p>, loading "paragraph" JSON) now makes a
 * TonedParagraphNode. withKlass lets transforms and mutation listeners for ParagraphNode see it too.
 */
export const paragraphReplacement: LexicalNodeReplacement = {
  replace: ParagraphNode,
  with: () => $create(TonedParagraphNode),
  withKlass: TonedParagraphNode,
};

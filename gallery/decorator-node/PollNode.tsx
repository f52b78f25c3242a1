import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {
  $applyNodeReplacement,
  $getDocument,
  $getNodeByKey,
  addClassNamesToElement,
  DecoratorNode,
  type EditorConfig,
  type LexicalNode,
  type LexicalUpdateJSON,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import type {JSX} from 'react';

export type PollOption = {readonly id: string; readonly text: string; readonly votes: number};

export type SerializedPollNode = Spread<{question: string; options: PollOption[]}, SerializedLexicalNode>;

/**
 * A poll block. Its question, options and vote counts live in the node, so they are part of the editor state:
 * undo, copy and JSON export/import all carry them. React only draws the node (decorate) and sends votes back
 * with editor.update().
 */
export class PollNode extends DecoratorNode<JSX.Element> {
  __question: string;
  __options: readonly PollOption[];

  // $config gives the node its type; Lexical then supplies getType, clone and importJSON.
  $config() {
    return this.config('poll', {extends: DecoratorNode});
  }

  // Every argument has a default: Lexical constructs the node with none before cloning or importing into it.
  constructor(question = '', options: readonly PollOption[] = [], key?: NodeKey) {
    super(key);
    this.__question = question;
    this.__options = options;
  }

  afterCloneFrom(prevNode: this): void {
    super.afterCloneFrom(prevNode);
    this.__question = prevNode.__question;
    this.__options = prevNode.__options;
  }

  exportJSON(): SerializedPollNode {
    return {...super.exportJSON(), question: this.getQuestion(), options: [...this.getOptions()]};
  }

  updateFromJSON(serializedNode: LexicalUpdateJSON<SerializedPollNode>): this {
    return super.updateFromJSON(serializedNode).setQuestion(serializedNode.question).setOptions(serializedNode.options);
  }

  getQuestion(): string {
    return this.getLatest().__question;
  }

  setQuestion(question: string): this {
    const writable = this.getWritable();
    writable.__question = question;
    return writable;
  }

  getOptions(): readonly PollOption[] {
    return this.getLatest().__options;
  }

  setOptions(options: readonly PollOption[]): this {
    const writable = this.getWritable();
    writable.__options = options;
    return writable;
  }

  vote(optionId: string): this {
    return this.setOptions(
      this.getOptions().map((option) => (option.id === optionId ? {...option, votes: option.votes + 1} : option)),
    );
  }

  getTextContent(): string {
    return `${this.getQuestion()}\n${this.getOptions()
      .map((option) => `- ${option.text} (${option.votes})`)
      .join('\n')}\n`;
  }

  createDOM(config: EditorConfig): HTMLElement {
    const element = $getDocument().createElement('div');
    addClassNamesToElement(element, config.theme.poll);
    return element;
  }

  // The React component redraws the content; the wrapper element never changes.
  updateDOM(): false {
    return false;
  }

  isInline(): false {
    return false;
  }

  decorate(): JSX.Element {
    return <PollView nodeKey={this.getKey()} question={this.getQuestion()} options={this.getOptions()} />;
  }
}

export function $createPollNode(question: string, optionTexts: readonly string[]): PollNode {
  const options = optionTexts.map((text, index) => ({id: `option-${index + 1}`, text, votes: 0}));
  return $applyNodeReplacement(new PollNode(question, options));
}

export function $isPollNode(node: LexicalNode | null | undefined): node is PollNode {
  return node instanceof PollNode;
}

function PollView({
  nodeKey,
  question,
  options,
}: {
  nodeKey: NodeKey;
  question: string;
  options: readonly PollOption[];
}): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const total = options.reduce((sum, option) => sum + option.votes, 0);

  const vote = (optionId: string) => {
    editor.update(() => {
      const node = $getNodeByKey(nodeKey);
      if ($isPollNode(node)) {
        node.vote(optionId);
      }
    });
  };

  return (
    <div className="decorator-node__poll" role="group" aria-label={`Poll: ${question}`}>
      <p className="decorator-node__question">{question}</p>
      <ul className="decorator-node__options">
        {options.map((option) => {
          const share = total === 0 ? 0 : Math.round((option.votes / total) * 100);
          return (
            <li key={option.id} className="decorator-node__option">
              <button
                type="button"
                className="decorator-node__vote"
                aria-label={`Vote for ${option.text}`}
                onClick={() => vote(option.id)}>
                Vote
              </button>
              <span className="decorator-node__option-text">{option.text}</span>
              <span className="decorator-node__votes" data-testid="votes">
                {option.votes} {option.votes === 1 ? 'vote' : 'votes'}
              </span>
              <span className="decorator-node__bar" aria-hidden="true">
                <span style={{width: `${share}%`}} />
              </span>
            </li>
          );
        })}
      </ul>
      <p className="decorator-node__total">
        {total} {total === 1 ? 'vote' : 'votes'} in total
      </p>
    </div>
  );
}

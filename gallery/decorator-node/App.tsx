import {HorizontalRuleExtension, INSERT_HORIZONTAL_RULE_COMMAND} from '@lexical/extension';
import {HistoryExtension} from '@lexical/history';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalExtensionComposer} from '@lexical/react/LexicalExtensionComposer';
import {RichTextExtension} from '@lexical/rich-text';
import {$insertNodeToNearestRoot} from '@lexical/utils';
import {$createParagraphNode, $createTextNode, $getRoot, defineExtension} from 'lexical';
import {type JSX, useEffect, useRef, useState} from 'react';
import {$createPollNode, $isPollNode, PollNode, type SerializedPollNode} from './PollNode';
import './styles.css';

const POLLS: readonly [question: string, options: readonly string[]][] = [
  ['Where should the team lunch be?', ['Noodle bar', 'Taco truck', 'Picnic in the park']],
  ['Which day suits the retro?', ['Tuesday', 'Wednesday', 'Friday']],
];

const DecoratorNodeExtension = defineExtension({
  name: '@gallery/decorator-node',
  namespace: 'decorator-node',
  // HorizontalRuleExtension registers HorizontalRuleNode and handles INSERT_HORIZONTAL_RULE_COMMAND.
  dependencies: [RichTextExtension, HistoryExtension, HorizontalRuleExtension],
  nodes: [PollNode],
  theme: {
    paragraph: 'decorator-node__paragraph',
    poll: 'decorator-node__poll-block',
    hr: 'decorator-node__hr',
    hrSelected: 'is-selected',
  },
  $initialEditorState: () => {
    $getRoot().append(
      $createParagraphNode().append(
        $createTextNode('Notes for Friday. Insert a poll or a divider where the caret is, then vote.'),
      ),
    );
  },
  onError(error) {
    throw error;
  },
});

function Toolbar(): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const inserted = useRef(0);

  const insertPoll = () => {
    const [question, options] = POLLS[inserted.current++ % POLLS.length];
    editor.update(() => {
      $insertNodeToNearestRoot($createPollNode(question, options));
    });
  };

  // Re-creates the editor state from its own JSON: the polls come back through exportJSON and importJSON.
  const reloadFromJson = () => {
    const json = JSON.stringify(editor.getEditorState().toJSON());
    editor.setEditorState(editor.parseEditorState(json));
  };

  return (
    <div className="decorator-node__toolbar" role="toolbar" aria-label="Insert">
      <button type="button" className="decorator-node__button" onClick={insertPoll}>
        Insert poll
      </button>
      <button
        type="button"
        className="decorator-node__button"
        onClick={() => editor.dispatchCommand(INSERT_HORIZONTAL_RULE_COMMAND, undefined)}>
        Insert divider
      </button>
      <button type="button" className="decorator-node__button" onClick={reloadFromJson}>
        Reload from JSON
      </button>
    </div>
  );
}

/** The serialized polls, as the editor state's JSON holds them. */
function PollJson(): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const [polls, setPolls] = useState<SerializedPollNode[]>([]);
  useEffect(
    () =>
      editor.registerUpdateListener(({editorState}) => {
        setPolls(
          editorState.read(() =>
            $getRoot()
              .getChildren()
              .filter($isPollNode)
              .map((poll) => poll.exportJSON()),
          ),
        );
      }),
    [editor],
  );
  return (
    <details className="decorator-node__json">
      <summary>Poll JSON in the editor state</summary>
      <pre data-testid="poll-json">{JSON.stringify(polls, null, 1)}</pre>
    </details>
  );
}

export default function App(): JSX.Element {
  return (
    <div className="decorator-node">
      <LexicalExtensionComposer extension={DecoratorNodeExtension} contentEditable={null}>
        <Toolbar />
        <div className="decorator-node__field">
          <ContentEditable className="decorator-node__editable" ariaLabel="Notes with polls" />
        </div>
        <PollJson />
      </LexicalExtensionComposer>
    </div>
  );
}

/** Misuses of the editor API that every Lexical release from 0.3 on rejects, run against a given build. */
export type LexicalModule = typeof import('lexical');

/** An editor whose errors are thrown to the caller, so a misuse shows its message. */
export function throwingEditor(l: LexicalModule) {
  return l.createEditor({
    onError: (error: Error) => {
      throw error;
    },
  } as Parameters<LexicalModule['createEditor']>[0]);
}

export const commonMisuses: Record<string, (l: LexicalModule) => void> = {
  '$getRoot() outside an update': (l) => l.$getRoot(),
  '$createParagraphNode() outside an update': (l) => l.$createParagraphNode(),
  'writing inside editorState.read()': (l) => {
    throwingEditor(l)
      .getEditorState()
      .read(() => l.$getRoot().append(l.$createParagraphNode()));
  },
  'parseEditorState() with an unregistered node type': (l) => {
    throwingEditor(l).parseEditorState(
      JSON.stringify({
        root: {
          type: 'root',
          children: [{type: 'not-registered', version: 1}],
          direction: null,
          format: '',
          indent: 0,
          version: 1,
        },
      }),
    );
  },
};

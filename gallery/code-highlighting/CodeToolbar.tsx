import {useEffect, useId, useState, type JSX} from 'react';
import {$isCodeNode} from '@lexical/code-core';
import {useLexicalComposerContext} from '@lexical/react/LexicalComposerContext';
import {$findMatchingParent, $getNodeByKey, $getSelection, $isRangeSelection, type NodeKey} from 'lexical';

interface CodeBlockState {
  key: NodeKey;
  language: string;
  theme: string | undefined;
}

export interface CodeToolbarProps {
  /** Names the toolbar and its selects, e.g. "Prism". */
  highlighter: string;
  /** [id, name] pairs, as the highlighter's getCodeLanguageOptions() returns them. */
  languages: [string, string][];
  /** The highlighter's own name for a language the block may carry under an alias (js, py, ...). */
  normalizeLanguage: (language: string) => string;
  /** [id, name] pairs of themes to offer; Prism has none, its colors come from the editor theme's classes. */
  themes?: [string, string][];
}

// The code block that holds the caret, if any.
function $readCodeBlock(): CodeBlockState | null {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return null;
  const code = $findMatchingParent(selection.anchor.getNode(), $isCodeNode);
  if (code === null) return null;
  return {key: code.getKey(), language: code.getLanguage() ?? '', theme: code.getTheme()};
}

export function CodeToolbar({highlighter, languages, normalizeLanguage, themes}: CodeToolbarProps): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const [block, setBlock] = useState<CodeBlockState | null>(null);
  const languageId = useId();
  const themeId = useId();

  useEffect(() => {
    editor.read(() => setBlock($readCodeBlock()));
    return editor.registerUpdateListener(({editorState}) => setBlock(editorState.read($readCodeBlock)));
  }, [editor]);

  // Setting the language (or theme) marks the CodeNode dirty; the highlighter's node transform tokenizes it again.
  const updateBlock = (change: {language?: string; theme?: string}) => {
    if (block === null) return;
    editor.update(() => {
      const code = $getNodeByKey(block.key);
      if (!$isCodeNode(code)) return;
      if (change.language !== undefined) code.setLanguage(change.language);
      if (change.theme !== undefined) code.setTheme(change.theme);
    });
  };

  const language = block === null ? '' : normalizeLanguage(block.language);
  const known = languages.some(([id]) => id === language);
  const theme = block?.theme ?? themes?.[0][0] ?? '';

  return (
    <div className="ch-toolbar" role="toolbar" aria-label={`${highlighter} code block`}>
      <span className="ch-field">
        <label htmlFor={languageId}>Language</label>
        <select
          id={languageId}
          disabled={block === null}
          value={block === null ? '' : language}
          onChange={(event) => updateBlock({language: event.target.value})}>
          {block === null && <option value="">Put the caret in code</option>}
          {block !== null && !known && <option value={language}>{language || 'None'}</option>}
          {languages.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </span>
      {themes && (
        <span className="ch-field">
          <label htmlFor={themeId}>Theme</label>
          <select
            id={themeId}
            disabled={block === null}
            value={theme}
            onChange={(event) => updateBlock({theme: event.target.value})}>
            {!themes.some(([id]) => id === theme) && <option value={theme}>{theme}</option>}
            {themes.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </span>
      )}
    </div>
  );
}

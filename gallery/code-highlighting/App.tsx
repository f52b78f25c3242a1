// First, before anything loads prismjs: see prismManual.ts.
import './prismManual';
import type {JSX} from 'react';
import * as CodePrism from '@lexical/code-prism';
import * as CodeShiki from '@lexical/code-shiki';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalExtensionComposer} from '@lexical/react/LexicalExtensionComposer';
import type {AnyLexicalExtension} from 'lexical';
import {CodeToolbar, type CodeToolbarProps} from './CodeToolbar';
import {PrismEditor, ShikiEditor, shikiThemes} from './editors';
import './styles.css';

// Shiki names every theme it bundles; offer a few whose colors keep a 4.5:1 contrast with their background.
const shikiThemeNames = new Map(CodeShiki.getCodeThemeOptions());
const shikiThemeOptions = shikiThemes.map((id): [string, string] => [id, shikiThemeNames.get(id) ?? id]);
// Prism lists the languages it bundles; Shiki lists every grammar it can load.
const prismLanguages = CodePrism.getCodeLanguageOptions();
const shikiLanguages = CodeShiki.getCodeLanguageOptions();

interface PaneProps extends CodeToolbarProps {
  extension: AnyLexicalExtension;
  description: string;
}

function Pane({extension, description, ...toolbar}: PaneProps): JSX.Element {
  return (
    <section className="ch-pane" aria-label={`${toolbar.highlighter} editor`}>
      <h3 className="ch-title">{toolbar.highlighter}</h3>
      <p className="ch-description">{description}</p>
      {/* contentEditable={null}: the pane renders its own, below the toolbar. */}
      <LexicalExtensionComposer extension={extension} contentEditable={null}>
        <CodeToolbar {...toolbar} />
        <ContentEditable className="ch-editable" ariaLabel={`${toolbar.highlighter} code editor`} />
      </LexicalExtensionComposer>
    </section>
  );
}

export default function App(): JSX.Element {
  return (
    <div className="code-highlighting">
      <Pane
        extension={PrismEditor}
        highlighter="Prism"
        description="@lexical/code-prism: bundled grammars, token classes styled by the editor theme."
        languages={prismLanguages}
        normalizeLanguage={CodePrism.normalizeCodeLanguage}
      />
      <Pane
        extension={ShikiEditor}
        highlighter="Shiki"
        description="@lexical/code-shiki: grammars and themes loaded on demand, colors inlined from the theme."
        languages={shikiLanguages}
        normalizeLanguage={CodeShiki.normalizeCodeLanguage}
        themes={shikiThemeOptions}
      />
    </div>
  );
}

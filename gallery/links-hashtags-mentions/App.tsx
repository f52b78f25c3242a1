import {HashtagNode} from '@lexical/hashtag';
import {AutoLinkNode, LinkNode} from '@lexical/link';
import {AutoLinkPlugin} from '@lexical/react/LexicalAutoLinkPlugin';
import {type InitialConfigType, LexicalComposer} from '@lexical/react/LexicalComposer';
import {ContentEditable} from '@lexical/react/LexicalContentEditable';
import {LexicalErrorBoundary} from '@lexical/react/LexicalErrorBoundary';
import {HashtagPlugin} from '@lexical/react/LexicalHashtagPlugin';
import {HistoryPlugin} from '@lexical/react/LexicalHistoryPlugin';
import {LinkPlugin} from '@lexical/react/LexicalLinkPlugin';
import {RichTextPlugin} from '@lexical/react/LexicalRichTextPlugin';
import {useLexicalTextEntity} from '@lexical/react/useLexicalTextEntity';
import {$createParagraphNode, $createTextNode, $getRoot, type TextNode} from 'lexical';
import type {JSX} from 'react';
import {EntityPanel} from './EntityPanel';
import {LinkToolbar} from './LinkToolbar';
import {isAllowedUrl, LINK_MATCHERS} from './matchers';
import {$createMentionNode, getMentionMatch, MentionNode} from './MentionNode';
import './styles.css';

const initialConfig: InitialConfigType = {
  namespace: 'links-hashtags-mentions',
  nodes: [LinkNode, AutoLinkNode, HashtagNode, MentionNode],
  theme: {
    paragraph: 'lhm-paragraph',
    link: 'lhm-link',
    hashtag: 'lhm-hashtag',
    mention: 'lhm-mention',
  },
  // Plain text: the plugins below find the links, hashtags and mentions in it when they start.
  editorState() {
    $getRoot().append(
      $createParagraphNode().append(
        $createTextNode('Ask @maria to look at the #release notes, or write to team@example.com.'),
      ),
    );
  },
  onError(error) {
    throw error;
  },
};

function $textToMention(textNode: TextNode): MentionNode {
  return $createMentionNode(textNode.getTextContent());
}

/** Turns "@name" into a MentionNode as it is typed, and back into text when it stops matching. */
function MentionsPlugin(): null {
  useLexicalTextEntity(getMentionMatch, MentionNode, $textToMention);
  return null;
}

export default function App(): JSX.Element {
  return (
    <div className="links-hashtags-mentions">
      <LexicalComposer initialConfig={initialConfig}>
        <div className="lhm-layout">
          <div className="lhm-main">
            <LinkToolbar />
            <div className="lhm-field">
              <RichTextPlugin
                contentEditable={
                  <ContentEditable
                    className="lhm-editable"
                    ariaLabel="Note"
                    aria-placeholder="Type a URL, an email, a #hashtag or an @mention…"
                    placeholder={
                      <div className="lhm-placeholder">Type a URL, an email, a #hashtag or an @mention…</div>
                    }
                  />
                }
                ErrorBoundary={LexicalErrorBoundary}
              />
            </div>
          </div>
          <EntityPanel />
        </div>
        <HistoryPlugin />
        <LinkPlugin validateUrl={isAllowedUrl} />
        <AutoLinkPlugin matchers={LINK_MATCHERS} />
        <HashtagPlugin />
        <MentionsPlugin />
      </LexicalComposer>
    </div>
  );
}

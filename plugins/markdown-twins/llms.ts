/**
 * The llms.txt index (https://llmstxt.org): an H1 with the site's name, a
 * blockquote summary, a paragraph, then `##` sections of `- [title](url): description`
 * links. Built as mdast so titles and descriptions are escaped like any Markdown.
 */
import type {ListItem, Root, RootContent} from 'mdast';
import {toMarkdownText} from './htmlToMarkdown';

export interface LlmsLink {
  title: string;
  url: string;
  description?: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

export interface LlmsIndex {
  name: string;
  summary: string;
  details?: string;
  sections: LlmsSection[];
}

function linkItem({title, url, description}: LlmsLink): ListItem {
  return {
    type: 'listItem',
    spread: false,
    children: [
      {
        type: 'paragraph',
        children: [
          {type: 'link', url, children: [{type: 'text', value: title}]},
          ...(description ? [{type: 'text' as const, value: `: ${description.replace(/\s+/g, ' ').trim()}`}] : []),
        ],
      },
    ],
  };
}

export function llmsTxt({name, summary, details, sections}: LlmsIndex): string {
  const children: RootContent[] = [
    {type: 'heading', depth: 1, children: [{type: 'text', value: name}]},
    {type: 'blockquote', children: [{type: 'paragraph', children: [{type: 'text', value: summary}]}]},
  ];
  if (details) children.push({type: 'paragraph', children: [{type: 'text', value: details}]});
  for (const section of sections.filter(({links}) => links.length > 0)) {
    children.push({type: 'heading', depth: 2, children: [{type: 'text', value: section.title}]});
    children.push({type: 'list', ordered: false, spread: false, children: section.links.map(linkItem)});
  }
  return toMarkdownText({type: 'root', children} satisfies Root);
}

/** Several twins as one file, in the order given. */
export function concatenateTwins(twins: readonly string[]): string {
  return twins.map((twin) => twin.trimEnd()).join('\n\n') + '\n';
}

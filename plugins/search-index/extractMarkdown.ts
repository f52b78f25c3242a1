/**
 * Development-server fallback: `docusaurus start` renders nothing to disk, so
 * the dev index is made from the Markdown sources instead of rendered HTML.
 * Good enough to search while writing; the production index reads the HTML.
 */
import {createSlugger} from '@docusaurus/utils';
import {cleanText, type SearchRecord} from './shared';

export interface MarkdownPage {
  path: string;
  title: string;
  source: string;
  lvl0: string;
  tag: string;
}

/** Markdown and MDX syntax down to readable words. */
function plainText(markdown: string): string {
  return markdown
    .replace(/^\s*(import|export)\s.*$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^```.*$/gm, ' ')
    .replace(/^:::\w*.*$/gm, ' ')
    .replace(/[*_`>#|]+/g, ' ');
}

export function extractMarkdownRecords(page: MarkdownPage): SearchRecord[] {
  const body = page.source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const slugger = createSlugger();
  const {path, title: lvl1, lvl0, tag} = page;
  const records: SearchRecord[] = [];
  let current: SearchRecord = {url: path, lvl0, lvl1, type: 'lvl1', content: '', tag};
  let lines: string[] = [];
  let lvl2: string | undefined;
  let inFence = false;
  const flush = () => {
    current.content = cleanText(plainText(lines.join('\n')));
    records.push(current);
    lines = [];
  };
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^(##|###)\s+(.+?)\s*(?:\{#([\w-]+)\})?\s*$/.exec(line);
    if (!heading) {
      if (!/^#\s/.test(line)) lines.push(line);
      continue;
    }
    flush();
    const text = cleanText(plainText(heading[2]!), 200);
    const id = heading[3] ?? slugger.slug(text);
    if (heading[1] === '##') {
      lvl2 = text;
      current = {url: `${path}#${id}`, lvl0, lvl1, lvl2, type: 'lvl2', content: '', tag};
    } else {
      current = {url: `${path}#${id}`, lvl0, lvl1, lvl2: lvl2 ?? text, lvl3: text, type: 'lvl3', content: '', tag};
    }
  }
  flush();
  return records;
}

/**
 * `/docs/error/codes.md`: every error code with its messages and the releases
 * that used them, from the table the error-codes plugin loads (its content in
 * `allContent`), so nothing here derives a code.
 */
import type {Root, RootContent, TableRow} from 'mdast';
import type {ErrorCodeTable} from '../error-codes/types';
import {toMarkdownText} from './htmlToMarkdown';

function releases(ranges: readonly string[]): string {
  return ranges.map((range) => range.replace('..', ' to ')).join(', ');
}

function row(cells: string[]): TableRow {
  return {
    type: 'tableRow',
    children: cells.map((value) => ({type: 'tableCell', children: value ? [{type: 'text', value}] : []})),
  };
}

export interface ErrorCodesTwinOptions {
  table: ErrorCodeTable;
  /** The opening lines every twin has (title and the version, URL and date line), as Markdown. */
  header: string;
  /** Absolute URL of the decoder page. */
  pageUrl: string;
}

export function errorCodesMarkdown({table, header, pageUrl}: ErrorCodesTwinOptions): string {
  const rows = table.codes.flatMap((entry) => {
    const seen =
      entry.source === 'lexical-table'
        ? `none: Lexical's code table; no production bundle since ${table.currentNumberingSince} throws it`
        : entry.seenIn.length > 0
          ? releases(entry.messageSeenIn)
          : `development builds of ${releases(entry.devOnlyIn)}`;
    const current = entry.inCurrentVersion ? `yes` : 'no';
    return [
      row([String(entry.code), entry.kind, entry.message, seen, current]),
      ...entry.earlierMessages.map((earlier) =>
        row(['', '', `(earlier) ${earlier.message}`, releases(earlier.seenIn), '']),
      ),
    ];
  });
  const children: RootContent[] = [
    {
      type: 'paragraph',
      children: [
        {
          type: 'text',
          value:
            `Production builds of Lexical throw a number instead of a message. This table gives the message of every ` +
            `code in the ${table.releases.length} releases from ${table.releases[0]} to ` +
            `${table.releases[table.releases.length - 1]}; ${table.version} is the release these docs describe. ` +
            `A code that no production bundle since ${table.currentNumberingSince} throws has the message Lexical's own ` +
            `code table gives it, with what earlier releases used the code for below it. `,
        },
        {type: 'inlineCode', value: '%s'},
        {type: 'text', value: ' marks where a value goes. To decode a code with its values, open '},
        {type: 'link', url: pageUrl, children: [{type: 'text', value: pageUrl}]},
        {type: 'text', value: '.'},
      ],
    },
    {
      type: 'table',
      align: ['right', null, null, null, null],
      children: [row(['Code', 'Kind', 'Message', 'Releases', `In ${table.version}`]), ...rows],
    },
  ];
  return `${header.trimEnd()}\n\n${toMarkdownText({type: 'root', children} satisfies Root)}`;
}

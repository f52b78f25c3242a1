import type {Token} from 'prism-react-renderer';
import type {TokenStream} from 'prismjs';

// The lines of tokens prism-react-renderer's Highlight computes, for the Prism the site ships (importing anything
// from the package would ship its own Prism and its extra languages too). Free of Prism itself, so code that is
// not highlighted yet can be laid out the same way.

const newline = /\r\n|\r|\n/;

const appendType = (types: string[], type: string | string[]): string[] =>
  types[types.length - 1] === type ? types : types.concat(type);

/** A line with no token, or only an empty one, holds a newline so that it keeps its height. */
function fillEmptyLine(line: Token[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0].content === '') Object.assign(line[0], {content: '\n', empty: true});
}

/** Prism's nested tokens as lines of flat tokens, each typed with its own type, aliases and its parents'. */
export function tokenLines(stream: TokenStream): Token[][] {
  let line: Token[] = [];
  const lines = [line];
  const visit = (items: TokenStream, parentTypes: string[], nested: boolean): void => {
    for (const item of Array.isArray(items) ? items : [items]) {
      let types = nested ? parentTypes : ['plain'];
      let content: TokenStream = item;
      if (typeof item !== 'string') {
        types = appendType(parentTypes, item.type);
        if (item.alias) types = appendType(types, item.alias);
        content = item.content;
      }
      if (typeof content !== 'string') {
        visit(content, types, true);
        continue;
      }
      content.split(newline).forEach((part, index) => {
        if (index > 0) {
          fillEmptyLine(line);
          lines.push((line = []));
        }
        line.push({types, content: part});
      });
    }
  };
  visit(stream, [], false);
  fillEmptyLine(line);
  return lines;
}

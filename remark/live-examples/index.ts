/**
 * Remark plugin: replaces each ```tsx live (or ```ts live) fence by <LiveExample>, carrying the fence's text as
 * `code`, so the example that runs is exactly the code that `npm run check:code-blocks` type-checks. A live fence
 * with another language, or an unknown panel name, fails the build with the page and line.
 */
import path from 'node:path';
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {isLiveMeta, liveLanguages, parseLiveMeta} from '../../plugins/live-examples/meta';
import {defaultImport, replaceCodeFences, stringAttribute} from '../mdxNodes';

const componentName = 'LiveExample';
const componentSource = '@theme/LiveExample';

/** The <LiveExample> element of a live fence; throws (naming `where`) when the fence is not a valid one. */
export function liveExampleElement(code: Code, where: string): MdxJsxFlowElement {
  const language = liveLanguages[(code.lang ?? '').toLowerCase()];
  if (!language) {
    throw new Error(`live-examples: ${where}: \`live\` works on ts and tsx fences, not on \`${code.lang ?? ''}\``);
  }
  let meta;
  try {
    meta = parseLiveMeta(code.meta);
  } catch (error) {
    throw new Error(`live-examples: ${where}: ${(error as Error).message}`);
  }
  const attributes = [
    stringAttribute('code', code.value),
    stringAttribute('language', language),
    stringAttribute('panels', meta.panels.join(',')),
  ];
  if (meta.title !== null) attributes.push(stringAttribute('title', meta.title));
  return {type: 'mdxJsxFlowElement', name: componentName, attributes, children: []};
}

export default function liveExamplesRemarkPlugin() {
  return (tree: Root, file: {path?: string}): void => {
    const page = file.path ? path.relative(process.cwd(), file.path) : '(unknown file)';
    if (replaceCodeFences(tree, page, (code) => isLiveMeta(code.meta), liveExampleElement) > 0) {
      tree.children.unshift(defaultImport(componentName, componentSource));
    }
  };
}

// Stands in for the classic theme's MDX provider (`@theme/MDXContent`) in unit tests: the components a page's
// content is rendered with, marked so a test can tell they were given.
import {createElement, type ReactNode} from 'react';
import {MDXProvider} from '@mdx-js/react';

const components = {
  h1: ({children}: {children?: ReactNode}) => createElement('h1', {'data-provided': ''}, children),
};

export default function MDXContent({children}: {children?: ReactNode}): ReactNode {
  return createElement(MDXProvider, {components}, children);
}

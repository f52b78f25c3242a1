// Stands in for Docusaurus' translation API (`@docusaurus/Translate`) in unit tests: the site has one locale, and
// its texts are the default messages, which is what these give.
import type {ReactNode} from 'react';

export function translate({message, id}: {message?: string; id?: string}): string {
  return message ?? id ?? '';
}

export default function Translate({children}: {children?: ReactNode}): ReactNode {
  return children;
}

// Stands in for Docusaurus' author social links (`@theme-original/Blog/Components/Author/Socials`) in unit tests.
import {createElement, type ReactNode} from 'react';
import type {Props} from '@theme/Blog/Components/Author/Socials';

export default function AuthorSocialLinks({author}: Props): ReactNode {
  return createElement(
    'div',
    {'data-original': true},
    Object.entries(author.socials ?? {}).map(([platform, link]) =>
      createElement('a', {key: platform, href: link}, platform),
    ),
  );
}

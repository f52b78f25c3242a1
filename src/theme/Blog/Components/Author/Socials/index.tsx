import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/Blog/Components/Author/Socials';
import styles from './styles.module.css';

// Docusaurus' own, which bundles an icon for each of a dozen platforms: a chunk of its own, loaded for an author
// who lists social links (none of this blog's do).
const AuthorSocialLinks = lazy(() => import('@theme-original/Blog/Components/Author/Socials'));

/**
 * An author's social links. Without any, the empty box Docusaurus renders, which keeps the author names of a
 * header aligned whether or not each author has links.
 */
export default function BlogAuthorSocials({author}: Props): ReactNode {
  const emptyBox = <div className={styles.authorSocials} />;
  if (Object.keys(author.socials ?? {}).length === 0) return emptyBox;
  return (
    <Suspense fallback={emptyBox}>
      <AuthorSocialLinks author={author} />
    </Suspense>
  );
}

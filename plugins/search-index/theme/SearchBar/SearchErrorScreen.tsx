/** What a failed search shows, in the modal and on the /search page: each passes the classes of its own markup. */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

export interface SearchErrorScreenProps {
  className?: string;
  titleClassName?: string;
  helpClassName?: string;
}

export default function SearchErrorScreen({
  className,
  titleClassName,
  helpClassName,
}: SearchErrorScreenProps): ReactNode {
  return (
    <div className={className} role="alert">
      <p className={titleClassName}>
        <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
      </p>
      <p className={helpClassName}>
        <Translate id="theme.SearchModal.errorScreen.helpText">
          You might want to check your network connection.
        </Translate>
      </p>
    </div>
  );
}

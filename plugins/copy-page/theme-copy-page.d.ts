/** The component this plugin adds to the theme, for the files that import it by its theme name. */
declare module '@theme/CopyPageButton' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** Placement from the component that puts the button on the page. */
    readonly className?: string;
  }

  export default function CopyPageButton(props: Props): ReactNode;
}

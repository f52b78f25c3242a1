import React, {type ComponentProps, type ElementType, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

/**
 * theme-classic's CodeBlock/Container without the inline `--prism-color` and `--prism-background-color`: the
 * generated stylesheet sets them for each colour mode, so the container, like the code, does not depend on it.
 */
export default function CodeBlockContainer<T extends ElementType>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): ReactNode {
  return (
    <As {...props} className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)} />
  );
}

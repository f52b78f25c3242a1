import {Fragment, type ButtonHTMLAttributes, type HTMLAttributes, type JSX, type ReactNode} from 'react';
import styles from './styles.module.css';

export type FormattingAction = 'bold' | 'italic' | 'bulletList' | 'numberedList' | 'undo' | 'redo';

/** The buttons in order, grouped between dividers. */
const buttonGroups: readonly (readonly FormattingAction[])[] = [
  ['bold', 'italic'],
  ['bulletList', 'numberedList'],
  ['undo', 'redo'],
];

const buttonContent: Record<FormattingAction, ReactNode> = {
  // The letters are decoration: the buttons' accessible names are just "Bold" and "Italic".
  bold: (
    <>
      <strong aria-hidden="true">B</strong>
      <span className="sr-only">Bold</span>
    </>
  ),
  italic: (
    <>
      <em aria-hidden="true">I</em>
      <span className="sr-only">Italic</span>
    </>
  ),
  bulletList: 'Bulleted list',
  numberedList: 'Numbered list',
  undo: 'Undo',
  redo: 'Redo',
};

interface FormattingToolbarProps extends HTMLAttributes<HTMLDivElement> {
  /** What each button does and shows (pressed, disabled). */
  buttonProps: (action: FormattingAction) => ButtonHTMLAttributes<HTMLButtonElement>;
}

/**
 * The toolbar's layout, shared by the editor and the placeholder that stands in for it: the buttons wrap
 * onto a second row on narrow screens, and the placeholder must wrap the same way to keep the editor's height.
 */
export default function FormattingToolbar({buttonProps, ...rest}: FormattingToolbarProps): JSX.Element {
  return (
    <div className={styles.toolbar} {...rest}>
      {buttonGroups.map((group, index) => (
        <Fragment key={group.join()}>
          {index > 0 && <span className={styles.divider} aria-hidden="true" />}
          {group.map((action) => (
            <button key={action} type="button" className={styles.button} {...buttonProps(action)}>
              {buttonContent[action]}
            </button>
          ))}
        </Fragment>
      ))}
    </div>
  );
}

/**
 * DocSearch's modal: its code and styles loaded when the reader opens it (not before: nothing of search is
 * downloaded until then), the element it renders into, and the keys that open and close it.
 */
import {useCallback, useRef, useState, type RefObject} from 'react';
import type {DocSearchModal as DocSearchModalType} from '@docsearch/react';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';

let DocSearchModal: typeof DocSearchModalType | null = null;

function loadModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/css/dist/modal.css'),
    import('./docsearch.css'),
  ]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal;
  });
}

const noop = () => {};

export interface SearchModal {
  /** The loaded modal component, once open. */
  Modal: typeof DocSearchModalType | null;
  isOpen: boolean;
  /** The element the modal renders into, made on first opening. */
  container: HTMLElement | null;
  /** The button that opens the modal: focus returns to it on closing. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  open(): void;
  close(): void;
}

/** `containerClassName`: a class on the element the modal renders into, for styles of one backend. */
export function useSearchModal(containerClassName?: string): SearchModal {
  const containerRef = useRef<HTMLElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback(() => {
    if (!containerRef.current) {
      const container = document.createElement('div');
      if (containerClassName) container.className = containerClassName;
      document.body.insertBefore(container, document.body.firstChild);
      containerRef.current = container;
    }
    void loadModal().then(() => setIsOpen(true));
  }, [containerClassName]);
  const close = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
  }, []);
  // Ctrl/Cmd+K and '/' (outside text fields) open the modal; Escape closes it.
  useDocSearchKeyboardEvents({isOpen, onOpen: open, onClose: close, isAskAiActive: false, onAskAiToggle: noop});
  return {Modal: DocSearchModal, isOpen, container: containerRef.current, buttonRef, open, close};
}

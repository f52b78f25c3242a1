/**
 * The search modal (`SearchModal.tsx`, DocSearch's modal with what feeds it): its code and styles loaded when the
 * reader opens it (not before: nothing of search is downloaded until then), the element it renders into, and the
 * keys that open and close it.
 */
import {useCallback, useRef, useState, type ComponentType, type RefObject} from 'react';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {SearchModalProps} from './SearchModal';

let SearchModal: ComponentType<SearchModalProps> | null = null;

function loadModal(): Promise<void> {
  if (SearchModal) return Promise.resolve();
  return Promise.all([
    import('./SearchModal'),
    import('@docsearch/css/dist/modal.css'),
    import('./docsearch.css'),
  ]).then(([{default: Modal}]) => {
    SearchModal = Modal;
  });
}

const noop = () => {};

export interface SearchModal {
  /** The loaded modal component, once open. */
  Modal: ComponentType<SearchModalProps> | null;
  isOpen: boolean;
  /** The modal's code could not be downloaded at the last attempt to open it (the next attempt tries again). */
  loadFailed: boolean;
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
  const [loadFailed, setLoadFailed] = useState(false);
  const open = useCallback(() => {
    if (!containerRef.current) {
      const container = document.createElement('div');
      if (containerClassName) container.className = containerClassName;
      document.body.insertBefore(container, document.body.firstChild);
      containerRef.current = container;
    }
    setLoadFailed(false);
    loadModal().then(
      () => setIsOpen(true),
      () => setLoadFailed(true),
    );
  }, [containerClassName]);
  const close = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
  }, []);
  // Ctrl/Cmd+K and '/' (outside text fields) open the modal; Escape closes it.
  useDocSearchKeyboardEvents({isOpen, onOpen: open, onClose: close, isAskAiActive: false, onAskAiToggle: noop});
  return {Modal: SearchModal, isOpen, loadFailed, container: containerRef.current, buttonRef, open, close};
}

import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * The modifier of the search shortcut, as shown (`⌘` on Apple systems, else `Ctrl`) and as announced
 * (`aria-keyshortcuts`). Read after hydration: the server HTML says Ctrl, and a first client render that said ⌘
 * on a Mac would not match it (React error #418 and a whole-page re-render).
 */
export function useShortcutLabel(): {modifierKey: '⌘' | 'Ctrl'; keyShortcuts: 'Meta+K' | 'Control+K'} {
  const isApple = useIsBrowser() && /Mac|iPhone|iPad|iPod/.test(navigator.platform);
  return isApple ? {modifierKey: '⌘', keyShortcuts: 'Meta+K'} : {modifierKey: 'Ctrl', keyShortcuts: 'Control+K'};
}

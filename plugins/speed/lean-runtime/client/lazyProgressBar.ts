import type {ClientModule} from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';

/**
 * Stands in for theme-classic's progress bar client module (see `lazyProgressBarModule` in the plugin): the same bar
 * after the same delay, with `nprogress` imported when a navigation starts rather than in every page's main.js.
 */
type Progress = typeof import('nprogress').default;

const delayMs = 200;
let progress: Promise<Progress | null> | null = null;
let navigation = 0;

/** The bar, or null when its chunk cannot load (offline): the navigation goes on without it, and the next one tries again. */
function loadProgress(): Promise<Progress | null> {
  progress ??= import('nprogress').then(
    ({default: bar}) => {
      bar.configure({showSpinner: false});
      return bar;
    },
    () => {
      progress = null;
      return null;
    },
  );
  return progress;
}

const lazyProgressBar: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const current = ++navigation;
    void loadProgress();
    const timer = window.setTimeout(() => {
      // Started only if this navigation is still the one under way once the module is in.
      void loadProgress().then((bar) => current === navigation && bar?.start());
    }, delayMs);
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    navigation += 1;
    void progress?.then((bar) => bar?.done());
  },
};

export default lazyProgressBar;

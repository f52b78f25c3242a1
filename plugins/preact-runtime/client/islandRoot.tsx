import {Component, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import {createRoot} from 'react-dom/client';

/** Renders an island into an element of the page and returns what removes it. */
export type MountReactIsland = (element: HTMLElement) => () => void;

/** What an island shows in its place when it throws: the page around it goes on working. */
class IslandBoundary extends Component<{children: ReactNode}, {error: unknown}> {
  override state = {error: null as unknown};

  static getDerivedStateFromError(error: unknown) {
    return {error};
  }

  override render(): ReactNode {
    const {error} = this.state;
    if (error === null) return this.props.children;
    const message = error instanceof Error ? error.message : String(error);
    return (
      <p role="alert" className="alert alert--danger">
        This editor stopped after an error: {message}. Reload the page to start it again.
      </p>
    );
  }
}

/**
 * A mount for `<ReactIsland>`: renders `node` with React itself in a root of its own. Imported from an island
 * module (see the preact-runtime plugin), so `react-dom` here is React's. The first render is synchronous, so the
 * island has its content in the frame the page mounted it in (no empty frame, no layout shift).
 */
export function reactIslandMount(node: ReactNode): MountReactIsland {
  return (element) => {
    const root = createRoot(element);
    flushSync(() => root.render(<IslandBoundary>{node}</IslandBoundary>));
    return () => root.unmount();
  };
}

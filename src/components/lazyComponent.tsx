import React, {lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode} from 'react';

/**
 * A component whose code is a chunk of its own, loaded the first time it renders, showing nothing meanwhile: for
 * theme parts a page rarely shows (banners, footers and navbar items this site's pages do not use), which would
 * otherwise be in every page's start-up scripts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component takes its own props
export function lazyComponent<T extends ComponentType<any>>(load: () => Promise<{default: T}>): T {
  const Loaded = lazy(load) as ComponentType<ComponentProps<T>>;
  const LazyComponent = (props: ComponentProps<T>): ReactNode => (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
  return LazyComponent as unknown as T;
}

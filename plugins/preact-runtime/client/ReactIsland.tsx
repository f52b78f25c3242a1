import {useLayoutEffect, useRef, type ReactNode} from 'react';
import type {MountReactIsland} from './islandRoot';

/**
 * The place of a React island in the page: an element without a box of its own (`display: contents`), into which
 * `mount` renders once the page has rendered it. `mount` must keep its identity: a new one mounts the island again.
 */
export default function ReactIsland({mount}: {mount: MountReactIsland}): ReactNode {
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => mount(element.current!), [mount]);
  return <div ref={element} style={{display: 'contents'}} />;
}

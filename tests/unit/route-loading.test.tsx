// @vitest-environment happy-dom
/**
 * The site's `@theme/Loading`, which react-loadable renders for a route whose code is loading or failed to load.
 */
import React, {act} from 'react';
import {createRoot} from 'react-dom/client';
import {afterEach, describe, expect, it, vi} from 'vitest';
import Loading from '../../src/theme/Loading';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

function render(element: React.ReactElement): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  act(() => createRoot(host).render(element));
  return host;
}

afterEach(() => {
  document.body.innerHTML = '';
});

const props = {isLoading: true, timedOut: false, pastDelay: false, error: undefined, retry: () => undefined};

describe('route loading', () => {
  it('shows nothing for the first moments of a load', () => {
    expect(render(<Loading {...props} />).innerHTML).toBe('');
  });

  it('says it is loading once the delay has passed', () => {
    expect(render(<Loading {...props} pastDelay />).querySelector('[role="status"]')?.textContent).toBe('Loading…');
  });

  it('says what failed, without the raw error, and Retry loads again', () => {
    const retry = vi.fn();
    const host = render(
      <Loading
        {...props}
        isLoading={false}
        error={new Error('ChunkLoadError: Loading chunk 1 failed')}
        retry={retry}
      />,
    );
    const alert = host.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('could not load. Check the connection, then try again.');
    expect(alert?.textContent).not.toContain('ChunkLoadError');
    act(() => host.querySelector('button')!.click());
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

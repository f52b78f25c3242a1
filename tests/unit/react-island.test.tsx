// @vitest-environment happy-dom
import {act, useEffect, useState} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {reactIslandMount} from '../../plugins/preact-runtime/client/islandRoot';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

function Counter(): React.JSX.Element {
  const [count, setCount] = useState(0);
  useEffect(() => setCount(1), []);
  return <output>{count}</output>;
}

function Broken(): React.JSX.Element {
  throw new Error('no selection');
}

describe('reactIslandMount', () => {
  it('renders in the call, runs effects, and removes the island when asked', async () => {
    const element = document.createElement('div');
    let unmount = () => {};
    await act(async () => {
      unmount = reactIslandMount(<Counter />)(element);
      // Rendered before the mount returned: the page never paints the island empty.
      expect(element.textContent).toBe('0');
    });
    expect(element.textContent).toBe('1');
    await act(async () => unmount());
    expect(element.innerHTML).toBe('');
  });

  it('shows what went wrong in place of an island that throws', async () => {
    const element = document.createElement('div');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      reactIslandMount(<Broken />)(element);
    });
    consoleError.mockRestore();
    expect(element.querySelector('[role="alert"]')?.textContent).toBe(
      'This editor stopped after an error: no selection. Reload the page to start it again.',
    );
  });
});

import { act, render, screen } from '@testing-library/react';
import type { Persistor } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { PersistGate } from '../persist-gate';

/** Just enough of a persistor: its bootstrapped flag and subscribers. */
function fakePersistor() {
  let bootstrapped = false;
  const listeners = new Set<() => void>();
  const persistor = {
    getState: () => ({ registry: [], bootstrapped }),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as Persistor;
  const finish = () => {
    bootstrapped = true;
    for (const listener of listeners) listener();
  };
  return { persistor, finish, listeners };
}

describe('PersistGate', () => {
  it('shows the loading element until the stored session is back, then the page', () => {
    const { persistor, finish } = fakePersistor();
    render(
      <PersistGate persistor={persistor} loading={<p>Waiting</p>}>
        <main>Page</main>
      </PersistGate>,
    );
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(screen.queryByText('Page')).not.toBeInTheDocument();
    act(finish);
    expect(screen.getByText('Page')).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
  });

  it('renders at once when rehydration already finished, and stops listening when unmounted', () => {
    const { persistor, finish, listeners } = fakePersistor();
    finish();
    const { unmount } = render(
      <PersistGate persistor={persistor}>
        <main>Page</main>
      </PersistGate>,
    );
    expect(screen.getByText('Page')).toBeInTheDocument();
    unmount();
    expect(listeners.size).toBe(0);
  });
});

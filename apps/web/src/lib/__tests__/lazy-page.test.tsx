import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../lazy-page';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyPage', () => {
  it('renders a preloaded page in the first pass, without showing the fallback', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Page = lazyPage(load, 'Greeting');
    await Page.preload();
    const fallback = vi.fn(() => <p>Loading…</p>);
    function Fallback() {
      return fallback();
    }
    render(
      <Suspense fallback={<Fallback />}>
        <Page name="Asha" />
      </Suspense>,
    );
    // Synchronously there, and the fallback never rendered.
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
    expect(fallback).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends until the code arrives when it was not preloaded, and loads it once', async () => {
    let finish: (module: { Greeting: typeof Greeting }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ Greeting: typeof Greeting }>((resolve) => (finish = resolve)));
    const Page = lazyPage(load, 'Greeting');
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading…</p>}>
          <Page name="Ravi" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => finish({ Greeting }));
    expect(await screen.findByText('Hello Ravi')).toBeInTheDocument();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after a failure (a dropped connection is not remembered)', async () => {
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce({ Greeting });
    const Page = lazyPage(load, 'Greeting');
    await expect(Page.preload()).rejects.toThrow('network');
    await Page.preload();
    render(<Page name="Meera" />);
    expect(screen.getByText('Hello Meera')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, whenLazyPartsInPlace } from '../lazy-page';

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

  it('a page whose download failed while rendering loads on its next mount (no reload needed)', async () => {
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new Error('network');
      return { Greeting };
    });
    const Page = lazyPage(load, 'Greeting');
    class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p>Failed</p> : this.props.children;
      }
    }
    // React reports the caught error; this test expects exactly that.
    vi.mocked(console.error).mockImplementation(() => undefined);
    const first = render(
      <Catch>
        <Suspense fallback={<p>Loading…</p>}>
          <Page name="Kiran" />
        </Suspense>
      </Catch>,
    );
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    first.unmount();
    online = true;
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page name="Kiran" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Kiran')).toBeInTheDocument();
  });
});

describe('lazyPage with a failure view', () => {
  it('shows the failure view in place (nothing around it is lost), and Retry loads the code', async () => {
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new Error('network');
      return { Greeting };
    });
    const Part = lazyPage(load, 'Greeting', {
      failed: (retry) => (
        <button type="button" onClick={retry}>
          Try again
        </button>
      ),
    });
    render(
      <main>
        <input aria-label="Message" defaultValue="typed before" />
        <Suspense fallback={<p>Loading…</p>}>
          <Part name="Asha" />
        </Suspense>
      </main>,
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('typed before');

    online = true;
    await act(async () => retry.click());
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('typed before');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyPage failure view, closed and opened again', () => {
  it('tries the download again on the next mount', async () => {
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new Error('network');
      return { Greeting };
    });
    const Part = lazyPage(load, 'Greeting', { failed: () => <p>Did not load</p> });
    const first = render(
      <Suspense fallback={<p>Loading…</p>}>
        <Part name="Dev" />
      </Suspense>,
    );
    expect(await screen.findByText('Did not load')).toBeInTheDocument();
    first.unmount();
    online = true;
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Part name="Dev" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Dev')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says when every lazy part’s code has arrived (a hydrated first paint goes live then), a failed one too', async () => {
    let arrive = () => undefined as void;
    let fail = (_error: Error) => undefined as void;
    const First = lazyPage(
      () => new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = () => resolve({ Greeting }))),
      'Greeting',
    );
    const Second = lazyPage(
      () => new Promise<{ Greeting: typeof Greeting }>((_resolve, reject) => (fail = reject)),
      'Greeting',
      { failed: () => null },
    );
    let inPlace = false;
    void First.preload();
    void Second.preload().catch(() => undefined);
    void whenLazyPartsInPlace().then(() => (inPlace = true));
    await act(async () => undefined);
    expect(inPlace).toBe(false);
    arrive();
    await act(async () => undefined);
    expect(inPlace).toBe(false);
    fail(new Error('offline'));
    await vi.waitFor(() => expect(inPlace).toBe(true));
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createStore, whenRehydrated } from '../lib/store';
import { hydratableFirstPaint, liveFirstPaint, whenFirstPaintCanGo } from './when-ready';

function rootWith(session: string | null) {
  const root = document.createElement('div');
  if (session) root.innerHTML = `<div inert data-first-paint="${session}"><main id="main">Page</main></div>`;
  return root;
}

async function signedIn() {
  const app = createStore({ cookies: { accessToken: 'a', refreshToken: 'r', activationToken: null, token: null } });
  await whenRehydrated(app.persistor);
  return app;
}

/** Whether a promise has settled, without waiting for it. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('whenFirstPaintCanGo (ADR 009)', () => {
  it('waits for the page’s code, so the first render is the page itself', async () => {
    const app = await signedIn();
    let arrive = () => undefined as void;
    const preload = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    const ready = whenFirstPaintCanGo({ ...app, root: rootWith('member'), pathname: '/personal-details', preload });
    expect(await settled(ready)).toBe(false);
    expect(preload).toHaveBeenCalledWith('/personal-details');
    arrive();
    expect(await settled(ready)).toBe(true);
  });

  it('waits for the code of the route drawn: a conversation’s address is drawn as /chat/:userId', async () => {
    const app = await signedIn();
    const root = document.createElement('div');
    root.innerHTML =
      '<div inert data-first-paint="member" data-first-paint-route="/chat/:userId"><main id="main">Chat</main></div>';
    const preload = vi.fn(() => Promise.resolve());
    await whenFirstPaintCanGo({ ...app, root, pathname: '/chat/0b9f2c1e-4d5a-4b6c-8d7e-1f2a3b4c5d6e', preload });
    expect(preload).toHaveBeenCalledWith('/chat/:userId');
  });

  it('goes at once without a first paint', async () => {
    const app = await signedIn();
    const preload = vi.fn(() => new Promise<void>(() => undefined));
    expect(await settled(whenFirstPaintCanGo({ ...app, root: rootWith(null), pathname: '/', preload }))).toBe(true);
    expect(preload).not.toHaveBeenCalled();
  });

  it('goes anyway when the code fails to arrive', async () => {
    const app = await signedIn();
    const failing = () => Promise.reject(new Error('offline'));
    await expect(
      whenFirstPaintCanGo({ ...app, root: rootWith('member'), pathname: '/photoupload', preload: failing }),
    ).resolves.toBeUndefined();
  });
});

describe('hydratableFirstPaint (ADR 009)', () => {
  const noSession = { accessToken: null, refreshToken: null };
  const drawnIn = (lang: string, session: string | null) => {
    document.documentElement.lang = lang;
    return rootWith(session);
  };

  it('is the wrapper of a visitor’s page drawn in the language the app renders', () => {
    const root = drawnIn('hi-IN', 'visitor');
    expect(hydratableFirstPaint({ root, language: 'hi', session: noSession, pseudoLocale: false })).toBe(
      root.firstElementChild,
    );
  });

  it('is null for a member’s or a returning visitor’s page, drawn with stand-ins', () => {
    for (const kind of ['member', 'returning']) {
      const root = drawnIn('en-AU', kind);
      expect(hydratableFirstPaint({ root, language: 'en', session: noSession, pseudoLocale: false })).toBeNull();
    }
  });

  it('is null when the app holds a token the cookies did not show, renders another language, or is pseudo', () => {
    const root = drawnIn('en-AU', 'visitor');
    const withToken = { accessToken: 'stored', refreshToken: null };
    expect(hydratableFirstPaint({ root, language: 'en', session: withToken, pseudoLocale: false })).toBeNull();
    expect(hydratableFirstPaint({ root, language: 'hi', session: noSession, pseudoLocale: false })).toBeNull();
    expect(hydratableFirstPaint({ root, language: 'en', session: noSession, pseudoLocale: true })).toBeNull();
    expect(
      hydratableFirstPaint({ root: rootWith(null), language: 'en', session: noSession, pseudoLocale: false }),
    ).toBeNull();
  });

  it('makes the drawn page live once hydrated: no longer inert, no longer marked', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<div inert data-first-paint="visitor" data-first-paint-route="/faqs"><main id="main">FAQs</main></div>';
    const drawn = root.firstElementChild as HTMLElement;
    liveFirstPaint(drawn);
    expect(drawn.outerHTML).toBe('<div><main id="main">FAQs</main></div>');
  });
});

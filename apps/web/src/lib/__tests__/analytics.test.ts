import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { AnalyticsBatchSchema, CONSENT_COOKIE, STORAGE_KEY, type AnalyticsBatch } from '@app/shared';
import {
  BATCH_SIZE,
  FLUSH_DELAY_MS,
  UNKNOWN_PATH,
  VISITOR_ID_KEY,
  flushAnalytics,
  getConsent,
  resetAnalyticsForTests,
  sanitisePath,
  setConsent,
  trackFunnelStep,
  trackPageView,
  useConsent,
} from '../analytics';

let beacon: ReturnType<typeof vi.fn<(url: string, data?: BodyInit | null) => boolean>>;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  resetAnalyticsForTests();
  beacon = vi.fn<(url: string, data?: BodyInit | null) => boolean>(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
  fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  resetAnalyticsForTests();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
});

async function beaconBatches(): Promise<Array<{ url: string; batch: AnalyticsBatch }>> {
  return Promise.all(
    beacon.mock.calls.map(async ([url, data]) => {
      expect(data).toBeInstanceOf(Blob);
      expect((data as Blob).type).toBe('application/json');
      return { url, batch: AnalyticsBatchSchema.parse(JSON.parse(await (data as Blob).text())) };
    }),
  );
}

describe('measurement before consent', () => {
  it('sends nothing and stores no visitor id without a choice', () => {
    expect(getConsent()).toBeNull();
    trackPageView('/');
    trackFunnelStep('questionnaire_started');
    flushAnalytics();
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBeNull();
  });

  it('sends nothing after "Necessary only"', () => {
    setConsent('necessary');
    expect(localStorage.getItem(STORAGE_KEY.cookieConsent)).toBe('necessary');
    trackPageView('/');
    trackFunnelStep('registration_submitted');
    flushAnalytics();
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBeNull();
  });

  it('ignores a stored value that is not a known choice', () => {
    localStorage.setItem(STORAGE_KEY.cookieConsent, 'yes please');
    expect(getConsent()).toBeNull();
    trackPageView('/');
    flushAnalytics();
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe('the cookie copy of the choice, which the server reads (ADR 009)', () => {
  const cookie = () => document.cookie.split('; ').find((pair) => pair.startsWith(`${CONSENT_COOKIE}=`));

  it('is written with the choice, and follows a change of mind', () => {
    expect(cookie()).toBeUndefined();
    setConsent('all');
    expect(cookie()).toBe('cookie_consent=all');
    setConsent('necessary');
    expect(cookie()).toBe('cookie_consent=necessary');
  });

  it('stands in for the choice when local storage lost it, and only for a known value', () => {
    document.cookie = `${CONSENT_COOKIE}=all; path=/`;
    expect(localStorage.getItem(STORAGE_KEY.cookieConsent)).toBeNull();
    expect(getConsent()).toBe('all');
    document.cookie = `${CONSENT_COOKIE}=everything; path=/`;
    expect(getConsent()).toBeNull();
  });

  it('is written for a choice made before it existed, once the banner listens', () => {
    localStorage.setItem(STORAGE_KEY.cookieConsent, 'necessary');
    expect(cookie()).toBeUndefined();
    const { unmount } = renderHook(() => useConsent());
    expect(cookie()).toBe('cookie_consent=necessary');
    unmount();
  });
});

describe('measurement with consent', () => {
  it('sends queued events as one JSON batch with a random visitor id, by sendBeacon', async () => {
    setConsent('all');
    trackPageView('/contact-us?email=asha@example.com#form');
    trackFunnelStep('questionnaire_started');
    expect(beacon).not.toHaveBeenCalled(); // batched, not one request per event
    flushAnalytics();

    const [sent, ...more] = await beaconBatches();
    expect(more).toEqual([]);
    expect(new URL(sent!.url).pathname).toBe('/api/v1/analytics/events');
    const visitorId = localStorage.getItem(VISITOR_ID_KEY);
    expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent!.batch).toEqual({
      visitorId,
      events: [
        { type: 'page_view', path: '/contact-us' },
        { type: 'funnel', step: 'questionnaire_started' },
      ],
    });
    // The same id next time.
    trackPageView('/help');
    flushAnalytics();
    expect((await beaconBatches())[1]?.batch.visitorId).toBe(visitorId);
  });

  it(`sends as soon as ${BATCH_SIZE} events wait, otherwise after a short delay`, async () => {
    vi.useFakeTimers();
    setConsent('all');
    for (let i = 0; i < BATCH_SIZE; i += 1) trackPageView('/');
    expect(beacon).toHaveBeenCalledTimes(1);
    trackPageView('/faqs');
    expect(beacon).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(beacon).toHaveBeenCalledTimes(2);
    const batches = await beaconBatches();
    expect(batches[0]?.batch.events).toHaveLength(BATCH_SIZE);
    expect(batches[1]?.batch.events).toEqual([{ type: 'page_view', path: '/faqs' }]);
  });

  it('sends what is left when the page is hidden', () => {
    setConsent('all');
    trackPageView('/');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as { visibilityState?: unknown }).visibilityState;
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('falls back to fetch with keepalive when sendBeacon is missing or refuses', async () => {
    delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    setConsent('all');
    trackFunnelStep('email_verified');
    flushAnalytics();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe('/api/v1/analytics/events');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(String(init?.body))).toMatchObject({ events: [{ type: 'funnel', step: 'email_verified' }] });
  });
});

describe('withdrawing consent', () => {
  it('deletes the visitor id and drops the queue', () => {
    setConsent('all');
    trackPageView('/');
    flushAnalytics();
    expect(localStorage.getItem(VISITOR_ID_KEY)).not.toBeNull();
    trackPageView('/faqs'); // queued, not yet sent

    setConsent('necessary');
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBeNull();
    flushAnalytics();
    trackPageView('/help');
    flushAnalytics();
    expect(beacon).toHaveBeenCalledTimes(1); // only the batch sent before withdrawal
  });

  it('gives a new id after consenting again (the old one is never reused)', async () => {
    setConsent('all');
    trackPageView('/');
    flushAnalytics();
    const first = localStorage.getItem(VISITOR_ID_KEY);
    setConsent('necessary');
    setConsent('all');
    trackPageView('/');
    flushAnalytics();
    const batches = await beaconBatches();
    expect(batches[1]?.batch.visitorId).not.toBe(first);
  });
});

describe('paths sent', () => {
  it('are route patterns: no query, no hash, no member names or ids, nothing unknown', () => {
    expect(sanitisePath('/')).toBe('/');
    expect(sanitisePath('/?ref=mail')).toBe('/');
    expect(sanitisePath('/contact-us/')).toBe('/contact-us');
    expect(sanitisePath('/help#billing')).toBe('/help');
    expect(sanitisePath('/profile/asha-kumar/6f1c2a9e')).toBe('/profile/:name/:userId');
    expect(sanitisePath('/profile/asha-kumar/6f1c2a9e?tab=photos')).toBe('/profile/:name/:userId');
    expect(sanitisePath('/payment-success')).toBe('/Payment-Success');
    expect(sanitisePath('/asha@example.com')).toBe(UNKNOWN_PATH);
    expect(sanitisePath('/profile/asha')).toBe(UNKNOWN_PATH);
  });
});

import { createContext, use, useSyncExternalStore } from 'react';
import {
  CONSENT_COOKIE,
  COOKIE_CONSENT_VALUES,
  type AnalyticsEvent,
  type CookieConsent,
  type FunnelStep,
} from '@app/shared/analytics';
import { API_PREFIX, STORAGE_KEY } from '@app/shared/constants';
import { AUTH_ONLY_ROUTES, GUEST_ONLY_ROUTES, PUBLIC_ROUTES } from '@app/shared/routes';

/**
 * First-party, consent-based measurement (cookies policy, "Optional measurement").
 *
 * - Nothing is stored, queued or sent unless the visitor chose 'all' ("Accept measurement").
 * - With consent: a random visitor id (not linked to an account) in local storage, page views and sign-up funnel
 *   steps queued in memory and sent in small batches to our own API (POST /api/v1/analytics/events).
 * - Withdrawing consent deletes the visitor id and drops anything still queued.
 * - Only route patterns are sent: no query strings, no hashes, no member names or ids (A1.11, 14.2.3).
 */

export const VISITOR_ID_KEY = 'analyticsVisitorId';
export const ANALYTICS_ENDPOINT = `${API_PREFIX}/analytics/events`;
/** Sent as soon as this many events wait (the server accepts up to 50 per batch). */
export const BATCH_SIZE = 10;
/** Otherwise sent this long after the first queued event, or when the page is hidden. */
export const FLUSH_DELAY_MS = 5000;
/** Paths that match no route of the app (404s) are recorded as this: they may contain anything typed. */
export const UNKNOWN_PATH = '/(not-found)';

type Listener = () => void;
const listeners = new Set<Listener>();
let queue: AnalyticsEvent[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let pageHooksInstalled = false;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isConsent(value: unknown): value is CookieConsent {
  return (COOKIE_CONSENT_VALUES as readonly unknown[]).includes(value);
}

/** A year, as long as the choice is kept in local storage in practice. */
const CONSENT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

function consentCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const pair = document.cookie.split('; ').find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  return pair ? pair.slice(CONSENT_COOKIE.length + 1) : null;
}

/**
 * The choice as the server read it for this page's first paint (ADR 009): the `cookie_consent` cookie, `null` when it
 * holds no choice. The app hydrates the first paint with it, so the banner is where the server drew it.
 */
export function consentTheServerRead(): CookieConsent | null {
  const value = consentCookie();
  return isConsent(value) ? value : null;
}

/** Keeps the server's copy of the choice (the `cookie_consent` cookie) equal to the stored one. */
function writeConsentCookie(value: CookieConsent): void {
  if (typeof document === 'undefined' || consentCookie() === value) return;
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${value}; path=/; max-age=${CONSENT_COOKIE_MAX_AGE}; samesite=lax${secure}`;
}

/**
 * The stored choice, or null while the visitor has not chosen (then nothing is measured). Local storage holds it;
 * the cookie is the copy the server reads, and stands in when storage was cleared or is blocked.
 */
export function getConsent(): CookieConsent | null {
  let value: string | null = null;
  try {
    value = storage()?.getItem(STORAGE_KEY.cookieConsent) ?? null;
  } catch {
    // Storage blocked: the cookie may still know.
  }
  if (!isConsent(value)) value = consentCookie();
  return isConsent(value) ? value : null;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Records the visitor's choice; 'necessary' deletes the visitor id and drops every queued event. */
export function setConsent(value: CookieConsent): void {
  if (!isConsent(value)) return;
  const store = storage();
  try {
    store?.setItem(STORAGE_KEY.cookieConsent, value);
  } catch {
    // Storage blocked: the cookie below still keeps the choice.
  }
  writeConsentCookie(value);
  if (value !== 'all') forgetVisitor();
  notify();
}

/** Deletes everything measurement keeps in the browser: the visitor id and the unsent queue. */
function forgetVisitor(): void {
  queue = [];
  if (flushTimer !== undefined) clearTimeout(flushTimer);
  flushTimer = undefined;
  try {
    storage()?.removeItem(VISITOR_ID_KEY);
  } catch {
    // Nothing to delete when storage is unavailable.
  }
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // A choice made before the cookie existed (or whose cookie was cleared) gets its copy for the server again.
  const stored = getConsent();
  if (stored) writeConsentCookie(stored);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEY.cookieConsent) {
      // Another tab changed the choice: follow it here too.
      if (getConsent() !== 'all') forgetVisitor();
      listener();
    }
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/**
 * The choice as the server read it from the `cookie_consent` cookie, when it draws a page's first paint (ADR 009):
 * `null` for a visitor who has not chosen. `undefined` (the default) where it is not known: no banner is drawn.
 */
export const ServerConsent = createContext<CookieConsent | null | undefined>(undefined);

/** The current choice, re-rendering when it changes (in this tab or another); on the server, `ServerConsent`. */
export function useConsent(): CookieConsent | null | undefined {
  const onServer = use(ServerConsent);
  return useSyncExternalStore(subscribe, getConsent, () => onServer);
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function visitorId(): string | null {
  const store = storage();
  if (!store) return null;
  try {
    const existing = store.getItem(VISITOR_ID_KEY);
    if (existing && UUID_V4.test(existing)) return existing;
    if (typeof crypto === 'undefined' || typeof crypto.randomUUID !== 'function') return null;
    const created = crypto.randomUUID();
    store.setItem(VISITOR_ID_KEY, created);
    return created;
  } catch {
    return null;
  }
}

const ROUTE_PATTERNS: readonly string[] = [...PUBLIC_ROUTES, ...GUEST_ONLY_ROUTES, ...AUTH_ONLY_ROUTES];

function matchesPattern(pattern: string, segments: string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return false;
  return parts.every((part, index) => part.startsWith(':') || part.toLowerCase() === segments[index]?.toLowerCase());
}

/**
 * The route a path belongs to, never the path's own values: query string and hash removed, dynamic segments
 * (`/profile/:name/:userId`) replaced by their placeholders, anything that is not a route of the app collapsed
 * to one marker (a mistyped URL can hold an e-mail address or a name).
 */
export function sanitisePath(path: string): string {
  const bare = (path.split(/[?#]/)[0] ?? '').trim();
  const segments = bare.split('/').filter(Boolean);
  if (segments.length === 0) return '/';
  const pattern = ROUTE_PATTERNS.find((candidate) => matchesPattern(candidate, segments));
  return pattern ?? UNKNOWN_PATH;
}

function send(batch: { visitorId: string; events: AnalyticsEvent[] }): void {
  const body = JSON.stringify(batch);
  const url = typeof window === 'undefined' ? ANALYTICS_ENDPOINT : `${window.location.origin}${ANALYTICS_ENDPOINT}`;
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
    }
    if (typeof fetch === 'function') {
      void fetch(url, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        keepalive: true,
        credentials: 'omit',
      }).catch(() => undefined);
    }
  } catch {
    // Measurement must never break the page.
  }
}

/** Sends what is queued (in batches of at most BATCH_SIZE), if consent still holds. */
export function flushAnalytics(): void {
  if (flushTimer !== undefined) clearTimeout(flushTimer);
  flushTimer = undefined;
  if (queue.length === 0) return;
  if (getConsent() !== 'all') {
    forgetVisitor();
    return;
  }
  const id = visitorId();
  if (!id) {
    queue = [];
    return;
  }
  while (queue.length > 0) send({ visitorId: id, events: queue.splice(0, BATCH_SIZE) });
}

function installPageHooks(): void {
  if (pageHooksInstalled || typeof document === 'undefined') return;
  pageHooksInstalled = true;
  // The last events of a visit go out when the tab is hidden or closed (sendBeacon survives unload).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics();
  });
  window.addEventListener('pagehide', () => flushAnalytics());
}

function enqueue(event: AnalyticsEvent): void {
  if (getConsent() !== 'all') return;
  installPageHooks();
  queue.push(event);
  if (queue.length >= BATCH_SIZE) {
    flushAnalytics();
    return;
  }
  flushTimer ??= setTimeout(flushAnalytics, FLUSH_DELAY_MS);
}

/** Counts a page view (route pattern only) — a no-op without consent. */
export function trackPageView(path: string): void {
  enqueue({ type: 'page_view', path: sanitisePath(path) });
}

/** Counts a sign-up funnel step — a no-op without consent. */
export function trackFunnelStep(step: FunnelStep): void {
  enqueue({ type: 'funnel', step });
}

/** Test helper: forgets the in-memory queue and timer (storage is left alone). */
export function resetAnalyticsForTests(): void {
  queue = [];
  if (flushTimer !== undefined) clearTimeout(flushTimer);
  flushTimer = undefined;
}

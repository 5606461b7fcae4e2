import { COOKIE, STORAGE_KEY } from '@app/shared/constants';

/**
 * Local storage keys that hold no personal data and survive "local storage is cleared":
 * the visitor's cookie choice, language, theme and (with consent) the random measurement id. Everything else (session, user, push token) goes.
 * Decided in docs/decisions/003-tokens-and-client-session.md.
 */
export const PRESERVED_STORAGE_KEYS: readonly string[] = [
  STORAGE_KEY.cookieConsent,
  STORAGE_KEY.language,
  STORAGE_KEY.isExclusive,
  // A random id that exists only after consent to measurement; it identifies no one.
  'analyticsVisitorId',
];

export function clearLocalStorage(): void {
  try {
    const kept = PRESERVED_STORAGE_KEYS.map((key) => [key, localStorage.getItem(key)] as const);
    localStorage.clear();
    for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, blocked); nothing to clear then.
  }
}

/**
 * Prefix of the sessionStorage keys that hold what a signed-in member typed and has not saved yet (form drafts,
 * per member and form). They are personal data: logout removes them with the session.
 */
export const MEMBER_DRAFT_PREFIX = 'memberDraft:';

export function clearMemberDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith(MEMBER_DRAFT_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept there either.
  }
}

const secure = () => typeof location !== 'undefined' && location.protocol === 'https:';

export function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** A browser-session cookie for the whole site; `lax` when a link from another site must carry it. */
export function writeCookie(name: string, value: string, sameSite: 'strict' | 'lax' = 'strict'): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; samesite=${sameSite}${secure() ? '; secure' : ''}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** The four cookies the session reads at start-up. */
export function readStartupCookies() {
  return {
    accessToken: readCookie(COOKIE.accessToken),
    refreshToken: readCookie(COOKIE.refreshToken),
    activationToken: readCookie(COOKIE.activationToken),
    token: readCookie(COOKIE.token),
  };
}

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Ignored: storage full or blocked.
  }
}

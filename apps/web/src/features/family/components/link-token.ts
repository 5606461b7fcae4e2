/**
 * The token of a family e-mail's link (`/family/invitation#<token>`, `/family/confirm#<token>`): the whole fragment,
 * also accepted as `#token=<token>`. The link carries it in the fragment, so it never reaches a server's logs.
 */
export function linkToken(hash: string): string {
  const fragment = hash.replace(/^#/, '').trim();
  const named = new URLSearchParams(fragment).get('token');
  return (named ?? fragment).trim();
}

/**
 * A link's token kept in this tab (sessionStorage under `key`) while the visitor leaves the page and comes back: to
 * sign in or create an account, or to read their profile before confirming it. '' when none is kept (or storage is
 * refused).
 */
export function readKeptToken(key: string): string {
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the token under `key`, or (null) forgets it once it is spent. */
export function keepToken(key: string, token: string | null): void {
  try {
    if (token) sessionStorage.setItem(key, token);
    else sessionStorage.removeItem(key);
  } catch {
    // Storage refused (private mode): the link's fragment still works.
  }
}

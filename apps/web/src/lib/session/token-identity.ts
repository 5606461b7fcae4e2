/**
 * Who an access token speaks for: the signed-in account (`sub`) and, for a family manager, the profile it acts for
 * (`act`, ADR 017), as one string. A refreshed token keeps the identity; switching profile or signing in as someone
 * else changes it, and with it everything the app holds about "the member" (its cache, the socket's rooms). Read
 * without checking the signature: the server checks that; this only tells tokens apart.
 */
export function tokenIdentity(token: string | null | undefined): string | null {
  if (!token) return null;
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { sub?: unknown; act?: unknown };
    return `${String(claims.sub ?? '')}:${typeof claims.act === 'string' ? claims.act : ''}`;
  } catch {
    return null;
  }
}

import { createHmac } from 'node:crypto';
import { CALL_LIMITS, type IceServersResponse } from '@app/shared/chat';
import type { AppConfig } from '../../config/env';

/**
 * TURN credentials in the time-limited shared-secret form coturn accepts with `use-auth-secret` (the "TURN REST
 * API" draft): the username is `<expiry unix seconds>:<member id>`, the credential is
 * base64(HMAC-SHA1(secret, username)). coturn recomputes the HMAC with its `static-auth-secret` and refuses the
 * username once its expiry has passed, so nothing is stored and the secret never leaves the server.
 */
export function turnCredentials(
  secret: string,
  userId: string,
  now: Date,
  ttlSeconds: number = CALL_LIMITS.turnCredentialTtlSeconds,
): { username: string; credential: string; expiresAt: Date } {
  const expiry = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const username = `${expiry}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential, expiresAt: new Date(expiry * 1000) };
}

type IceConfig = Pick<AppConfig, 'STUN_URLS' | 'TURN_URLS' | 'TURN_SECRET'>;

/** The ICE servers for one member's browser: STUN as configured, TURN with credentials of their own. */
export function iceServersFor(
  config: IceConfig,
  userId: string,
  now: Date,
): Pick<IceServersResponse, 'iceServers' | 'expiresAt'> {
  const iceServers: IceServersResponse['iceServers'] = [];
  if (config.STUN_URLS.length > 0) iceServers.push({ urls: config.STUN_URLS });
  let expiresAt: string | null = null;
  if (config.TURN_URLS.length > 0 && config.TURN_SECRET) {
    const turn = turnCredentials(config.TURN_SECRET, userId, now);
    iceServers.push({ urls: config.TURN_URLS, username: turn.username, credential: turn.credential });
    expiresAt = turn.expiresAt.toISOString();
  }
  return { iceServers, expiresAt };
}

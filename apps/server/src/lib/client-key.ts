import { createHmac, randomBytes } from 'node:crypto';
import { isIPv6 } from 'node:net';

/**
 * The part of a client address that identifies one client for rate limiting: the IPv4 address, or the /64 prefix
 * of an IPv6 address (one household or device usually holds a whole /64, so per-address limits would be trivial to
 * dodge). `request.ip` is only trustworthy when `TRUST_PROXY` matches the real proxy hops (A1.7, 15.3.4).
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const missing = 8 - headParts.length - tailParts.length;
  const groups = [...headParts, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailParts];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

let fallbackKey: Buffer | undefined;

/**
 * A keyed hash of the client address, never the address itself: enough to recognise repeated abuse from one
 * source, useless for finding who sent a message (a plain SHA-256 of an IPv4 address is reversible by trying all
 * 2^32). Keyed by the server secret; without one (development only) a per-process key is used.
 */
export function hashClientAddress(ip: string, secret: string | undefined, purpose: string): string {
  const key = secret
    ? createHmac('sha256', secret).update(`client-address:${purpose}`).digest()
    : (fallbackKey ??= randomBytes(32));
  return createHmac('sha256', key).update(clientKey(ip)).digest('hex');
}

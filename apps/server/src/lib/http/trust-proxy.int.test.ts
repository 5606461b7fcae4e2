import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { freshDatabase, testConfig } from '../../../test/test-app';

/**
 * The client's address as the rate limits and the audit log see it (`request.ip`), behind the proxies TRUST_PROXY
 * names: a hop count, the proxies' addresses, everything, or nothing.
 */
async function addressSeen(trustProxy: string, from: string, forwardedFor?: string): Promise<string> {
  const database = await freshDatabase();
  const app = await buildApp(testConfig({ TRUST_PROXY: trustProxy }), { database, logger: false });
  app.get('/probe/ip', async (request) => ({ ip: request.ip }));
  try {
    const res = await app.inject({
      method: 'GET',
      url: '/probe/ip',
      remoteAddress: from,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    return res.json<{ ip: string }>().ip;
  } finally {
    await app.close();
    await database.close();
  }
}

describe('TRUST_PROXY', () => {
  it('with a hop count, takes the address the last trusted proxy appended; what the client forged changes nothing', async () => {
    // nginx (127.0.0.1) appended the address it saw (203.0.113.7) to what the client sent (a forged 10.0.0.9).
    expect(await addressSeen('1', '127.0.0.1', '10.0.0.9, 203.0.113.7')).toBe('203.0.113.7');
    // A CDN in front of nginx: two hops.
    expect(await addressSeen('2', '127.0.0.1', '10.0.0.9, 198.51.100.4, 203.0.113.7')).toBe('198.51.100.4');
  });

  it('with the proxies’ addresses, trusts only a request that came from one of them', async () => {
    expect(await addressSeen('127.0.0.1', '127.0.0.1', '10.0.0.9, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen('10.1.0.0/16, 127.0.0.1', '10.1.2.3', '203.0.113.7')).toBe('203.0.113.7');
    // Straight from a client that is not a proxy: its own address, whatever it claims.
    expect(await addressSeen('127.0.0.1', '198.51.100.20', '10.0.0.9')).toBe('198.51.100.20');
  });

  it('off by default: the peer’s address, the header ignored', async () => {
    expect(await addressSeen('false', '127.0.0.1', '203.0.113.7')).toBe('127.0.0.1');
    expect(await addressSeen('', '198.51.100.20', '203.0.113.7')).toBe('198.51.100.20');
  });
});

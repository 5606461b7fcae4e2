import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-app';
import { clientAddress, DEVICE_COOKIE_DAYS, deviceCookieAfterSignIn, trustedDeviceFor } from './sign-in-devices';

const config = testConfig({ JWT_SECRET: 'a-root-secret-for-device-cookie-tests-0001' });
const now = new Date('2026-11-27T10:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the signin_device cookie', () => {
  it('is genuine for the account it was issued for, whatever the case of the address, and for no other', () => {
    const cookie = deviceCookieAfterSignIn(config, undefined, 'Asha@Example.com', now);
    expect(trustedDeviceFor(config, cookie, 'asha@example.com', now)).toEqual(expect.any(String));
    expect(trustedDeviceFor(config, cookie, 'ravi@example.com', now)).toBeNull();
    expect(cookie).not.toContain('asha');
    // Another server secret: nothing.
    const other = testConfig({ JWT_SECRET: 'another-root-secret-for-device-cookies-02' });
    expect(trustedDeviceFor(other, cookie, 'asha@example.com', now)).toBeNull();
  });

  it('expires after DEVICE_COOKIE_DAYS', () => {
    const cookie = deviceCookieAfterSignIn(config, undefined, 'asha@example.com', now);
    const later = (days: number) => new Date(now.getTime() + days * DAY_MS);
    expect(trustedDeviceFor(config, cookie, 'asha@example.com', later(DEVICE_COOKIE_DAYS - 1))).not.toBeNull();
    expect(trustedDeviceFor(config, cookie, 'asha@example.com', later(DEVICE_COOKIE_DAYS + 1))).toBeNull();
  });

  it('keeps the five most recent accounts of a browser, one entry each', () => {
    let cookie: string | undefined;
    const emails = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `${name}@example.com`);
    for (const email of emails) cookie = deviceCookieAfterSignIn(config, cookie, email, now);
    cookie = deviceCookieAfterSignIn(config, cookie, 'f@example.com', now);
    expect(cookie?.split('~')).toHaveLength(5);
    expect(trustedDeviceFor(config, cookie, 'a@example.com', now)).toBeNull();
    for (const email of emails.slice(1)) expect(trustedDeviceFor(config, cookie, email, now)).not.toBeNull();
  });

  it('drops what is not one of its entries', () => {
    const cookie = deviceCookieAfterSignIn(config, 'rubbish~more rubbish', 'asha@example.com', now);
    expect(cookie.split('~')).toHaveLength(1);
  });
});

describe('clientAddress', () => {
  it('keeps IPv4 addresses and counts IPv6 by its /64', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
    expect(clientAddress(undefined)).toBe('unknown');
  });
});

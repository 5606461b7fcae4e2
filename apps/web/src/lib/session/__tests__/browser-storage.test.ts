import { describe, expect, it } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '../browser-storage';

describe('cookie helpers', () => {
  it('writes, reads back and removes a cookie, encoding what cookies cannot hold', () => {
    writeCookie('probe', 'a b;c=d/é');
    expect(document.cookie).toContain('probe=a%20b%3Bc%3Dd%2F%C3%A9');
    expect(readCookie('probe')).toBe('a b;c=d/é');
    removeCookie('probe');
    expect(readCookie('probe')).toBeNull();
  });

  it('matches the whole name, and reads values the server set without encoding them', () => {
    document.cookie = 'refresh_token_x=other; path=/';
    document.cookie = 'refresh_token=sid.123-abc_DEF; path=/';
    expect(readCookie('refresh_token')).toBe('sid.123-abc_DEF');
    expect(readCookie('refresh')).toBeNull();
    document.cookie = 'broken=%E0%A4%A; path=/';
    expect(readCookie('broken')).toBe('%E0%A4%A');
  });
});

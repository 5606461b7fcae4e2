import { describe, expect, it } from 'vitest';
import { routeLabel } from './metrics';

describe('the route label', () => {
  it('is the route template, one label for the hashed assets, and "unmatched" when no route answered', () => {
    expect(routeLabel('/api/v1/profile/contact/:userId', false)).toBe('/api/v1/profile/contact/:userId');
    expect(routeLabel('/assets/index-3f9a1c.js', false)).toBe('/assets/*');
    expect(routeLabel('/sw.js', false)).toBe('/sw.js');
    expect(routeLabel(undefined, true)).toBe('unmatched');
    expect(routeLabel('/api/v1/profile/contact/:userId', true)).toBe('unmatched');
  });
});

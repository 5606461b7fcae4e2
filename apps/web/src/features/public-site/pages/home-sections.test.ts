import { describe, expect, it } from 'vitest';
import { initials } from './home-sections';

describe('story initials', () => {
  it('takes each partner’s first letter, in every language', () => {
    expect(initials('Anjali and Kartik')).toBe('A&K');
    expect(initials('अंजलि और कार्तिक')).toBe('अ&क');
    expect(initials('ਅੰਜਲੀ ਅਤੇ ਕਾਰਤਿਕ')).toBe('ਅ&ਕ');
  });
});

import { describe, expect, it } from 'vitest';
import { displayNameOf, memberLabel, NAMELESS_MEMBER } from './display-name';

describe('a member’s name as others see it', () => {
  it('is the display name they chose, else their first name, trimmed', () => {
    expect(displayNameOf({ displayName: ' Asha K. ', firstName: 'Ashalata' })).toBe('Asha K.');
    expect(displayNameOf({ displayName: null, firstName: ' Ashalata ' })).toBe('Ashalata');
    expect(displayNameOf({ displayName: '   ', firstName: 'Ashalata' })).toBe('Ashalata');
  });

  it('is null with neither, and a label then says "Member"', () => {
    expect(displayNameOf({ displayName: null, firstName: '' })).toBeNull();
    expect(displayNameOf(undefined)).toBeNull();
    expect(memberLabel({ displayName: '', firstName: null })).toBe(NAMELESS_MEMBER);
    expect(memberLabel({ displayName: null, firstName: 'Ravi' })).toBe('Ravi');
  });
});

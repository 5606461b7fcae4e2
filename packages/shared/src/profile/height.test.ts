import { describe, expect, it } from 'vitest';
import { formatHeight, formatHeightImperial, HEIGHT_OPTIONS, heightParts } from './options';

describe('heights', () => {
  it('splits centimetres into feet and inches, to the nearest inch', () => {
    expect(heightParts(168)).toEqual({ feet: 5, inches: 6 });
    expect(heightParts(152)).toEqual({ feet: 5, inches: 0 });
    expect(heightParts(137)).toEqual({ feet: 4, inches: 6 });
    expect(heightParts(213)).toEqual({ feet: 7, inches: 0 });
  });

  it('words them in English as before', () => {
    expect(formatHeightImperial(168)).toBe('5 ft 6 in');
    expect(formatHeightImperial(152)).toBe('5 ft');
    expect(formatHeight(168)).toBe('5 ft 6 in (168 cm)');
    expect(HEIGHT_OPTIONS[0]).toEqual({ value: 137, label: '4 ft 6 in (137 cm)' });
    expect(HEIGHT_OPTIONS.at(-1)).toEqual({ value: 213, label: '7 ft (213 cm)' });
  });
});

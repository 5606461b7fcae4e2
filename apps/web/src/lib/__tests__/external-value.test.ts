import { describe, expect, it, vi } from 'vitest';
import { externalValue } from '../external-value';

describe('externalValue', () => {
  it('notifies subscribers of a change, not of an equal value, and stops after unsubscribing', () => {
    const value = externalValue('en');
    const listener = vi.fn();
    const unsubscribe = value.subscribe(listener);
    value.set('en');
    expect(listener).not.toHaveBeenCalled();
    value.set('hi');
    expect(value.get()).toBe('hi');
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    value.set('en');
    expect(listener).toHaveBeenCalledOnce();
  });
});

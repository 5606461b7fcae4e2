import { describe, expect, it } from 'vitest';
import { STAFF_ACTIONS } from '@app/shared/console';
import en from './messages.en.json';

describe('the audit log’s words', () => {
  it('name every staff action the server can write, in plain words', () => {
    const root = (en as { audit: { actions: Record<string, Record<string, string>> } }).audit.actions;
    for (const action of STAFF_ACTIONS) {
      const [group, name] = [action.slice(0, action.indexOf('.')), action.slice(action.indexOf('.') + 1)];
      expect(root[group]?.[name], action).toMatch(/^[A-Z]/);
    }
  });
});

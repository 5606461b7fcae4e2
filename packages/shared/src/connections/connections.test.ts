import { describe, expect, it } from 'vitest';
import {
  canTransition,
  CONNECTION_ACTIONS,
  CONNECTION_ROW_STATUSES,
  CONNECTION_TRANSITIONS,
  connectionStatusOf,
  stateOfRow,
  type ConnectionState,
} from './index';

const STATES: ConnectionState[] = ['none', 'pending', 'accepted'];
const ROLES = ['sender', 'receiver', null] as const;

describe('the connection state machine', () => {
  it('allows exactly the moves of the table, each by the member it names', () => {
    const allowed = [];
    for (const action of CONNECTION_ACTIONS)
      for (const state of STATES)
        for (const role of ROLES) {
          // A live row always has a role; `none` has no row and so no role.
          if ((state === 'none') !== (role === null)) continue;
          if (canTransition(action, state, role)) allowed.push(`${action} ${state} ${role ?? '-'}`);
        }
    expect(allowed.sort()).toEqual(
      [
        'request none -',
        'cancel pending sender',
        'accept pending receiver',
        'decline pending receiver',
        'remove accepted sender',
        'remove accepted receiver',
      ].sort(),
    );
  });

  it('ends every move in a row status the database accepts, and live statuses are the only live states', () => {
    for (const { to } of Object.values(CONNECTION_TRANSITIONS)) expect(CONNECTION_ROW_STATUSES).toContain(to);
    expect(CONNECTION_ROW_STATUSES.map(stateOfRow)).toEqual(['pending', 'accepted', 'none', 'none', 'none']);
    expect(stateOfRow(undefined)).toBe('none');
  });

  it('speaks the reference’s words from each side', () => {
    expect(connectionStatusOf('none', null)).toEqual({ connection_status: 'no connection', connectionType: 'none' });
    expect(connectionStatusOf('pending', 'sender')).toEqual({ connection_status: 'pending', connectionType: 'sender' });
    expect(connectionStatusOf('pending', 'receiver')).toEqual({
      connection_status: 'pending',
      connectionType: 'receiver',
    });
    for (const role of ['sender', 'receiver'] as const)
      expect(connectionStatusOf('accepted', role)).toEqual({ connection_status: 'accepted', connectionType: 'none' });
  });
});

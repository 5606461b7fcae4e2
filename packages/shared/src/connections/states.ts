import type { CONNECTION_STATUSES, CONNECTION_TYPES } from '../realtime/index';

/**
 * Connections between members (issue 11). Zod-free, so a page's connection buttons download without
 * the schema library; `@app/shared/connections` re-exports it. One state machine, defined here and used by the
 * server's service (which refuses every other move), the database's CHECK and the web's buttons:
 *
 *   none ─request→ pending ─accept→ accepted ─remove→ removed
 *                     │ ─cancel (sender)→ cancelled
 *                     └ ─decline (receiver)→ declined
 *
 * A row that ended (cancelled, declined, removed) is history: the pair may start again with a new request.
 */
export const CONNECTION_ROW_STATUSES = ['pending', 'accepted', 'cancelled', 'declined', 'removed'] as const;
export type ConnectionRowStatus = (typeof CONNECTION_ROW_STATUSES)[number];

/** The states a pair can be in: a live row's status, or `none` (no row, or only ended ones). */
export type ConnectionState = 'none' | 'pending' | 'accepted';

export const CONNECTION_ACTIONS = ['request', 'cancel', 'accept', 'decline', 'remove'] as const;
export type ConnectionAction = (typeof CONNECTION_ACTIONS)[number];

/** Who may take an action: the member who sent the request, the one who received it, or either. */
export type ConnectionActor = 'sender' | 'receiver' | 'either';

export type ConnectionTransition = {
  from: ConnectionState;
  to: ConnectionRowStatus;
  by: ConnectionActor;
};

/** Every allowed move; anything not here is refused. */
export const CONNECTION_TRANSITIONS: Record<ConnectionAction, ConnectionTransition> = {
  request: { from: 'none', to: 'pending', by: 'sender' },
  cancel: { from: 'pending', to: 'cancelled', by: 'sender' },
  accept: { from: 'pending', to: 'accepted', by: 'receiver' },
  decline: { from: 'pending', to: 'declined', by: 'receiver' },
  remove: { from: 'accepted', to: 'removed', by: 'either' },
};

/** The state a row's status leaves the pair in. */
export function stateOfRow(status: ConnectionRowStatus | null | undefined): ConnectionState {
  return status === 'pending' || status === 'accepted' ? status : 'none';
}

/**
 * Whether `action` may be taken now, by a member in the role `role` of the live row (`null` when there is none,
 * i.e. the state is `none`): the one check the service runs and the buttons follow.
 */
export function canTransition(
  action: ConnectionAction,
  state: ConnectionState,
  role: 'sender' | 'receiver' | null,
): boolean {
  const transition = CONNECTION_TRANSITIONS[action];
  if (transition.from !== state) return false;
  if (state === 'none') return true;
  return transition.by === 'either' || transition.by === role;
}

/**
 * What the caller sees of a pair, in the reference's words (`connection_status`, `connectionType`); the same as
 * the profile view's `connectionState` (modules/relations).
 */
export function connectionStatusOf(
  state: ConnectionState,
  role: 'sender' | 'receiver' | null,
): { connection_status: (typeof CONNECTION_STATUSES)[number]; connectionType: (typeof CONNECTION_TYPES)[number] } {
  if (state === 'none') return { connection_status: 'no connection', connectionType: 'none' };
  // Once accepted, who asked first no longer matters (docs/privacy.md: accepted / none).
  if (state === 'accepted') return { connection_status: 'accepted', connectionType: 'none' };
  return { connection_status: state, connectionType: role ?? 'none' };
}

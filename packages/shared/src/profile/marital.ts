/**
 * Marital status and children: the personal-details step's only lists, in a module of their own so that step does not
 * download every other option list with them (`./options` re-exports them; docs/performance.md).
 */
export const MARITAL_STATUSES = ['Never Married', 'Awaiting Divorce', 'Divorced', 'Widowed', 'Annulled'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export const MAX_CHILDREN = 12;

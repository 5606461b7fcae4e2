/**
 * Staff roles and the console's path, without zod: the web's shell (route guards) imports these, and must not
 * carry zod into every page's first load (ADR 006).
 */
export const STAFF_ROLES = ['moderator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const USER_ROLES = ['member', ...STAFF_ROLES] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const isStaffRole = (role: string | null | undefined): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role ?? '');

/** Where the console lives in the web app; every console page is under it. */
export const CONSOLE_PATH = '/admin';

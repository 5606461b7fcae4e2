import { z } from 'zod';

export const USER_TYPES = ['Standard', 'Premium', 'Exclusive'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const UserTypeSchema = z.enum(USER_TYPES);

export function isExclusiveUserType(value: unknown): boolean {
  return value === 'Exclusive';
}

import { z } from 'zod';

import { USER_TYPES } from '../constants/index';

export { USER_TYPES, isExclusiveUserType, type UserType } from '../constants/index';
export const UserTypeSchema = z.enum(USER_TYPES);
export * from './entitlements';
export * from './dates';
export * from './api';

import { z } from 'zod';

/**
 * POST user/set-password's `name` (ADR 017 point 9): an account that only helps (invited, or answering for someone
 * else) gives the name the candidate and the family know it by ("Sunita"); ignored for a member's own profile, whose
 * first step names it. Its own module, beside `SetPasswordInputSchema`, so the pages that load the auth schemas
 * first do not carry it.
 */
export const HelperNameSchema = z
  .string()
  .trim()
  .min(1, 'Please enter your name.')
  .max(60, 'Please use at most 60 characters for your name.');

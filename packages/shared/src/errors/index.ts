import { z } from 'zod';
import { ERROR_CODES } from './codes';

export { ERROR_CODES, ERROR_STATUS, type ErrorCode } from './codes';

export const ErrorCodeSchema = z.enum(ERROR_CODES);

export const FieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** The one JSON error body every endpoint returns. */
export const ErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: ErrorCodeSchema,
  errors: z.array(FieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export function isErrorBody(value: unknown): value is ErrorBody {
  return ErrorBodySchema.safeParse(value).success;
}

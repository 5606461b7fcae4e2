import { z } from 'zod';
import { USER_TYPES } from '../constants/index';
import { ExclusiveCriterionResultSchema } from '../plans/api';
import { ERROR_CODES } from './codes';

export { ERROR_CODES, ERROR_STATUS, type ErrorCode } from './codes';
export {
  ERROR_REASONS,
  REASON_REQUIRED,
  ERROR_PARAM_KINDS,
  isErrorReason,
  type ErrorParams,
  type ErrorReason,
  type ReasonRequiredCode,
} from './reasons';

export const ErrorCodeSchema = z.enum(ERROR_CODES);

export const FieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** The one JSON error body every endpoint returns. */
export const ErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: ErrorCodeSchema,
  errors: z.array(FieldErrorSchema).optional(),
  /**
   * What the sentence needs (ADR 018): `reason` names it where one code has several (`emailTaken`), and its values
   * (`minutes`, `count`…). The web words it from `apiErrors.<code>.<reason>`; `message` stays, in English.
   */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** PLAN_REQUIRED: the lowest tier that includes what was asked. */
  requiredTier: z.enum(USER_TYPES).optional(),
  /**
   * NOT_ELIGIBLE: the Exclusive criteria not met (English messages), and each criterion's result as
   * checkExclusiveEligibility answers it (`reason` and `params` to word it).
   */
  unmatchedCriteria: z.array(z.string()).optional(),
  details: z.array(ExclusiveCriterionResultSchema).optional(),
});
/** What an error body may carry beside `message` and `code`. */
export type ErrorExtras = Pick<z.infer<typeof ErrorBodySchema>, 'requiredTier' | 'unmatchedCriteria' | 'details'>;
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export function isErrorBody(value: unknown): value is ErrorBody {
  return ErrorBodySchema.safeParse(value).success;
}

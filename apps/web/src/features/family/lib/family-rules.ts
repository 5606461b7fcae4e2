/**
 * The family forms' rules: the shared schemas the routes check too, with zod. Downloaded when a form is first used
 * (`deferredZodResolver`, lib/forms/deferred-resolver.ts), not with /family (ADR 006).
 */
export { FamilyCandidateBodySchema, FamilyInviteBodySchema, FamilyNameBodySchema } from '@app/shared/family';

import { z } from 'zod';

/** Success envelope of the reference API: `{ success: true, message?, ...named fields }`. */
export const SuccessBaseSchema = z.object({ success: z.literal(true), message: z.string().optional() });
export type SuccessBase = z.infer<typeof SuccessBaseSchema>;

export const HealthSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
/**
 * GET /readyz: 200 `ready`, or 503 `unavailable` (the database does not answer, or a migration this process needs
 * is not applied) or `stopping` (the process was told to stop and finishes what it holds). `redis` (only with
 * REDIS_URL): `ok`, or `degraded` while Redis is away, when the site still serves but rate limits count per process
 * and realtime events stay on their process (ADR 015); it never makes it 503.
 */
export const ReadySchema = z.object({
  status: z.enum(['ready', 'unavailable', 'stopping']),
  database: z.boolean(),
  migrations: z.boolean(),
  redis: z.enum(['ok', 'degraded']).optional(),
});

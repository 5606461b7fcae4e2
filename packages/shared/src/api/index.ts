import { z } from 'zod';

/** Success envelope of the reference API: `{ success: true, message?, ...named fields }`. */
export const SuccessBaseSchema = z.object({ success: z.literal(true), message: z.string().optional() });
export type SuccessBase = z.infer<typeof SuccessBaseSchema>;

export const HealthSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
export const ReadySchema = z.object({ status: z.enum(['ready', 'unavailable']), database: z.boolean() });

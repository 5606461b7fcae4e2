import { z } from 'zod';
import { FUNNEL_STEPS, type AnalyticsBatch } from '../analytics/index';

export const AnalyticsEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page_view'), path: z.string().startsWith('/').max(200) }),
  z.object({ type: z.literal('funnel'), step: z.enum(FUNNEL_STEPS) }),
]);

/** A batch from one browser; `visitorId` is a random id kept in local storage only after consent. */
export const AnalyticsBatchSchema = z.object({
  visitorId: z.string().uuid(),
  events: z.array(AnalyticsEventSchema).min(1).max(50),
});

// The schema and the hand-written type must agree.
export const ANALYTICS_BATCH_SCHEMA_MATCHES: z.infer<typeof AnalyticsBatchSchema> extends AnalyticsBatch
  ? true
  : never = true;

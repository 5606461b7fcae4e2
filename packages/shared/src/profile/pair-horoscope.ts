import { z } from 'zod';
import { KOOTA_NAMES, MAX_GUNAS, NAKSHATRA_IDS, RASHI_IDS, type PairHoroscope } from '../horoscope/index';

/**
 * `profile/getUserDetails` `horoscope` (issue 31, docs/horoscope.md "On the profile"): the shape of
 * `@app/shared/horoscope`'s PairHoroscope as a response schema. Present only when both members opted in and both
 * Moons are certain; `params` and `member` only for a viewer who may see the member's birth details.
 */
export const PairHoroscopeSchema = z.object({
  score: z.number().min(0).max(MAX_GUNAS),
  max: z.literal(MAX_GUNAS),
  direction: z.enum(['woman_as_bride', 'either_way']),
  kootas: z.array(
    z.object({
      name: z.enum(KOOTA_NAMES),
      points: z.number().min(0),
      max: z.number().int().positive(),
      note: z.string(),
      reason: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
  manglik: z.object({
    viewer: z.boolean().nullable(),
    member: z.boolean().nullable(),
    compatible: z.boolean().nullable(),
  }),
  member: z.object({ rashi: z.enum(RASHI_IDS), nakshatra: z.enum(NAKSHATRA_IDS) }).optional(),
}) satisfies z.ZodType<PairHoroscope>;

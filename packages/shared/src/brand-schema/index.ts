import { z } from 'zod';
import type { Brand } from '../brand/index';

/** Validates the brand configuration the server sends (GET site/config, the HTML shell). */
export const BrandSchema = z.object({
  siteName: z.string().min(1),
  companyName: z.string().min(1),
  abn: z.string().min(1),
  supportEmail: z.string().min(3),
  privacyEmail: z.string().min(3),
  supportPhone: z.string().min(1),
  address: z.string().min(1),
  siteUrl: z.string().url(),
  social: z.object({
    facebook: z.string().url(),
    x: z.string().url(),
    youtube: z.string().url(),
    instagram: z.string().url(),
    linkedin: z.string().url(),
  }),
  isPlaceholder: z.boolean(),
});

// The schema and the hand-written type must describe the same object.
export type BrandSchemaMatches =
  z.infer<typeof BrandSchema> extends Brand ? (Brand extends z.infer<typeof BrandSchema> ? true : never) : never;
export const BRAND_SCHEMA_MATCHES: BrandSchemaMatches = true;

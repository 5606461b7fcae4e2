import { z } from 'zod';

/**
 * Brand details come from configuration (server env → GET /api/v1/site/config and the HTML shell).
 * The defaults are placeholders an operator must replace; `isPlaceholder` says so.
 */
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
export type Brand = z.infer<typeof BrandSchema>;

export const PLACEHOLDER_BRAND: Brand = {
  siteName: 'Example Matrimony (placeholder)',
  companyName: 'Example Matrimony Pty Ltd (placeholder)',
  abn: '00 000 000 000 (placeholder)',
  supportEmail: 'support@example.invalid',
  privacyEmail: 'privacy@example.invalid',
  supportPhone: '+61 0 0000 0000 (placeholder)',
  address: 'Melbourne VIC, Australia (placeholder)',
  siteUrl: 'http://localhost:3000',
  social: {
    facebook: 'https://www.facebook.com/',
    x: 'https://x.com/',
    youtube: 'https://www.youtube.com/',
    instagram: 'https://www.instagram.com/',
    linkedin: 'https://www.linkedin.com/',
  },
  isPlaceholder: true,
};

/** Replaces {{token}} placeholders in content strings with brand values. */
export function fillBrand(text: string, brand: Brand): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
    const value = (brand as unknown as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : whole;
  });
}

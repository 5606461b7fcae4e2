/**
 * Brand details come from configuration (server env → GET /api/v1/site/config and the HTML shell).
 * The defaults are placeholders an operator must replace; `isPlaceholder` says so.
 * Kept free of zod so the first page a visitor loads stays small; the schema is in `@app/shared/brand-schema`.
 */
export type Brand = {
  siteName: string;
  companyName: string;
  abn: string;
  supportEmail: string;
  privacyEmail: string;
  supportPhone: string;
  address: string;
  siteUrl: string;
  social: { facebook: string; x: string; youtube: string; instagram: string; linkedin: string };
  isPlaceholder: boolean;
};

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

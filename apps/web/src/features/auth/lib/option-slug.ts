/** Catalogue key for an option value: "It's a must" → "its-a-must", "Non-binary" → "non-binary". */
export function optionSlug(value: string): string {
  return value
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

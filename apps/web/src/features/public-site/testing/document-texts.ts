/** Every string in a document or catalogue, however deep (its paragraphs, list items, notes, headings, entries). */
export const documentTexts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(documentTexts)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(documentTexts)
        : [];

/** How a suspension reason reads to the member: the two codes in plain words, any other text as written. */
export type ReasonWords = { kind: 'bio' | 'image' } | { kind: 'text'; text: string };

export function reasonWords(reason: string): ReasonWords {
  if (reason.includes('inappropriate-bio')) return { kind: 'bio' };
  if (reason.includes('inappropriate-image')) return { kind: 'image' };
  return { kind: 'text', text: reason.replace(/-/g, ' ').trim() };
}

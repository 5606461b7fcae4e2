/** A message's text in pieces: plain text, and web addresses to show as links. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses and www. addresses, up to the next space; other schemes (javascript:, data:…) stay text.
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
// Punctuation that ends a sentence rather than the address.
const TRAILING = /[.,;:!?'")\]}]+$/;

/**
 * Splits a message into text and links. Only http and https addresses become links (a `www.` address is opened as
 * https); nothing is fetched or previewed. The text is rendered by React as text, never as HTML.
 */
export function splitMessageText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index;
    let address = match[0];
    const trailing = TRAILING.exec(address)?.[0] ?? '';
    address = address.slice(0, address.length - trailing.length);
    if (!address.replace(/^(?:https?:\/\/|www\.)/i, '')) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    const href = /^www\./i.test(address) ? `https://${address}` : address;
    let valid = true;
    try {
      const url = new URL(href);
      valid = url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      valid = false;
    }
    parts.push(valid ? { kind: 'link', text: address, href } : { kind: 'text', text: address });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

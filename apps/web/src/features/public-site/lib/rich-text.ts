/**
 * Content documents are plain strings. Links are written in two ways:
 * - `[label](/path)` (preferred for new content and for other languages), and
 * - the older English form `… our Privacy Policy (/privacy-policy) …`, where the words before the path name the link.
 * E-mail addresses and `www.` addresses become links too. Everything else stays text.
 */
export type Segment =
  | { kind: 'text'; text: string }
  | { kind: 'page'; to: string; label: string }
  | { kind: 'email'; address: string }
  | { kind: 'web'; href: string; label: string };

/** Words that name each page when the English "Name (/path)" form is used; the longest match wins. */
const PAGE_NAMES: Record<string, readonly string[]> = {
  '/privacy-policy': ['Privacy Policy'],
  '/terms-conditions': ['Terms and conditions'],
  '/community-guidelines': ['Community guidelines'],
  '/cookies-policy': ['Cookies Policy'],
  '/child-safety-policy': ['Child Safety Policy'],
  '/delete-account': ['Delete account page', 'Delete account'],
  '/subscription-tiers': ['Plans page'],
  '/help': ['Help centre'],
  '/faqs': ['FAQs'],
  '/advice': ['advice on staying safe', 'safety advice', 'advice'],
  '/services': ['Our services'],
  '/exclusive': ['Exclusive page'],
  '/forgot-password': ['Forgot password'],
  '/contact-us': ['Contact us page', 'Contact us'],
  '/mission': ['Our mission'],
  '/about-us': ['About us'],
};

const TOKEN =
  /\[([^\]]+)\]\((\/[A-Za-z0-9/#-]*)\)|\s\((\/[A-Za-z0-9/#-]*)\)|([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)|((?:https?:\/\/|www\.)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?:\/[A-Za-z0-9/_-]*)?)/g;

function pushText(segments: Segment[], text: string) {
  if (!text) return;
  const previous = segments[segments.length - 1];
  if (previous?.kind === 'text') previous.text += text;
  else segments.push({ kind: 'text', text });
}

/** Splits off the words naming `path` from the end of `before`, if they are there. */
function nameBefore(before: string, path: string): { rest: string; label: string } | null {
  const names = [...(PAGE_NAMES[path] ?? [])].sort((a, b) => b.length - a.length);
  const lower = before.toLowerCase();
  for (const name of names) {
    if (lower.endsWith(name.toLowerCase())) {
      const start = before.length - name.length;
      const boundary = start === 0 || /[\s("'‘“]/.test(before[start - 1] ?? ' ');
      if (boundary) return { rest: before.slice(0, start), label: before.slice(start) };
    }
  }
  return null;
}

export function parseRichText(text: string): Segment[] {
  const segments: Segment[] = [];
  let cursor = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    const [whole, mdLabel, mdPath, bracketPath, email, web] = match;
    pushText(segments, text.slice(cursor, index));
    cursor = index + whole.length;
    if (mdLabel && mdPath) {
      segments.push({ kind: 'page', to: mdPath, label: mdLabel });
    } else if (bracketPath) {
      const previous = segments[segments.length - 1];
      const named = previous?.kind === 'text' ? nameBefore(previous.text, bracketPath) : null;
      if (previous?.kind === 'text' && named) {
        previous.text = named.rest;
        if (!previous.text) segments.pop();
        segments.push({ kind: 'page', to: bracketPath, label: named.label });
      } else {
        // No recognisable name: keep the sentence and link the path itself.
        pushText(segments, ' (');
        segments.push({ kind: 'page', to: bracketPath, label: bracketPath });
        pushText(segments, ')');
      }
    } else if (email) {
      segments.push({ kind: 'email', address: email });
    } else if (web) {
      segments.push({ kind: 'web', href: web.startsWith('http') ? web : `https://${web}`, label: web });
    }
  }
  pushText(segments, text.slice(cursor));
  return segments;
}

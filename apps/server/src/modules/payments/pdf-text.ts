import { inflateSync } from 'node:zlib';

/**
 * The text shown by a PDF that pdfkit wrote, for tests: each content stream is inflated when compressed, and the
 * strings of its text operators (`Tj`, and the pieces of a `TJ` array split by kerning) are decoded, one text
 * object per line. Strings in the standard fonts are their bytes; strings in an embedded font (a Hindi or Punjabi
 * invoice's Noto) are glyph ids, read back through the font's ToUnicode map (a conjunct's glyph gives all its
 * letters; a matra drawn before its consonant comes first).
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const streams = new Map<number, string>();
  const contents: string[] = [];
  // An object's own dictionary: it never runs into the next object (a font's dictionary has no stream).
  const pattern = /(\d+) 0 obj\s*<<((?:(?!\d+ 0 obj)[^])*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const dictionary = match[2] ?? '';
    // The stream's bytes are exactly its /Length: compressed data may itself end in a carriage return or hold
    // "endstream", so the end marker cannot be searched for.
    const lengths = [...dictionary.matchAll(/\/Length (\d+)/g)];
    const start = match.index + match[0].length;
    const end = lengths.length ? start + Number(lengths[lengths.length - 1]?.[1]) : source.indexOf('endstream', start);
    if (end < start) continue;
    pattern.lastIndex = end;
    const raw = pdf.subarray(start, end);
    let content: string;
    try {
      content = (/\/FlateDecode/.test(dictionary) ? inflateSync(raw) : raw).toString('latin1');
    } catch {
      continue; // not a stream we can read (font files, images)
    }
    streams.set(Number(match[1]), content);
    if (!content.includes('begincmap')) contents.push(content);
  }
  const unicodeOf = toUnicodeByFontName(source, streams);

  const lines: string[] = [];
  for (const content of contents) {
    let font = '';
    let pieces: string[] = [];
    /** Inside a span marked with its text as written (`/ActualText`): that text, given once, instead of its glyphs. */
    let actual: string | null = null;
    const tokens =
      /\/(\w+)\s+[\d.]+\s+Tf|\/Span\s*<<\s*\/ActualText\s*\(((?:\\.|[^\\)])*)\)\s*>>\s*BDC|\bEMC\b|\bET\b|\[[^\]]*\]\s*TJ|<[0-9A-Fa-f\s]*>\s*Tj|\((?:\\.|[^\\)])*\)\s*Tj/g;
    for (const token of content.matchAll(tokens)) {
      const [op, fontName, actualText] = token;
      if (fontName !== undefined) font = fontName;
      else if (actualText !== undefined) {
        actual = literal(actualText);
        pieces.push(actual);
      } else if (op === 'EMC') actual = null;
      else if (op === 'ET') {
        if (pieces.length > 0) lines.push(pieces.join(''));
        pieces = [];
      } else if (actual === null) {
        const map = unicodeOf.get(font);
        for (const piece of op.matchAll(/<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\)/g)) {
          if (piece[1] !== undefined) {
            const hex = piece[1].replace(/\s/g, '');
            pieces.push(
              map
                ? (hex.match(/.{4}/g) ?? []).map((code) => map.get(parseInt(code, 16)) ?? '').join('')
                : Buffer.from(hex, 'hex').toString('latin1'),
            );
          } else pieces.push((piece[2] ?? '').replace(/\\(.)/g, '$1'));
        }
      }
    }
    if (pieces.length > 0) lines.push(pieces.join(''));
  }
  return lines.join('\n');
}

/** A PDF literal string's text: its escapes undone, UTF-16BE when it starts with a byte order mark. */
function literal(escaped: string): string {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const bytes = escaped.replace(/\\([0-7]{1,3}|.)/g, (_all, code: string) =>
    /^[0-7]+$/.test(code) ? String.fromCharCode(parseInt(code, 8)) : (escapes[code] ?? code),
  );
  if (!bytes.startsWith('\u00fe\u00ff')) return bytes;
  const buffer = Buffer.from(bytes.slice(2), 'latin1');
  return buffer.swap16().toString('utf16le');
}

/** Each embedded font's ToUnicode map (glyph code → text), by the name pages use for it (`/F2`). */
function toUnicodeByFontName(source: string, streams: ReadonlyMap<number, string>): Map<string, Map<number, string>> {
  const byObject = new Map<number, Map<number, string>>();
  for (const found of source.matchAll(/\/ToUnicode (\d+) 0 R/g)) {
    const cmap = streams.get(Number(found[1]));
    const owner = [...source.slice(0, found.index).matchAll(/(\d+) 0 obj/g)].pop();
    if (!cmap || !owner) continue;
    const map = new Map<number, string>();
    for (const range of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
      const first = parseInt(range[1] ?? '0', 16);
      [...(range[3] ?? '').matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach((entry, offset) => {
        const units = (entry[1] ?? '').replace(/\s/g, '').match(/.{4}/g) ?? [];
        map.set(first + offset, String.fromCharCode(...units.map((unit) => parseInt(unit, 16))));
      });
    }
    byObject.set(Number(owner[1]), map);
  }
  const byName = new Map<string, Map<number, string>>();
  for (const [, name, object] of source.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const map = byObject.get(Number(object));
    if (map && name) byName.set(name, map);
  }
  return byName;
}

import { inflateSync } from 'node:zlib';

/**
 * The text shown by a PDF that pdfkit wrote with its standard fonts, for tests: each content stream is inflated
 * when compressed, and the strings of its text operators (`Tj`, and the pieces of a `TJ` array split by kerning)
 * are decoded from hex or literal form, one text object per line.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  const streams = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const dictionary = match[1] ?? '';
    // The stream's bytes are exactly its /Length: compressed data may itself end in a carriage return or hold
    // "endstream", so the end marker cannot be searched for.
    const lengths = [...dictionary.matchAll(/\/Length (\d+)/g)];
    const start = match.index + match[0].length;
    const end = lengths.length ? start + Number(lengths[lengths.length - 1]?.[1]) : source.indexOf('endstream', start);
    if (end < start) continue;
    streams.lastIndex = end;
    const raw = pdf.subarray(start, end);
    let content: string;
    try {
      content = (/\/FlateDecode/.test(dictionary) ? inflateSync(raw) : raw).toString('latin1');
    } catch {
      continue; // not a content stream we can read (fonts, images)
    }
    for (const block of content.split(/\bET\b/)) {
      const pieces: string[] = [];
      const strings = /<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\)/g;
      const textOps = block.match(/\[[^\]]*\]\s*TJ|<[0-9A-Fa-f\s]*>\s*Tj|\((?:\\.|[^\\)])*\)\s*Tj/g) ?? [];
      for (const op of textOps) {
        for (let piece = strings.exec(op); piece; piece = strings.exec(op)) {
          if (piece[1] !== undefined) pieces.push(Buffer.from(piece[1].replace(/\s/g, ''), 'hex').toString('latin1'));
          else pieces.push((piece[2] ?? '').replace(/\\(.)/g, '$1'));
        }
        strings.lastIndex = 0;
      }
      if (pieces.length > 0) lines.push(pieces.join(''));
    }
  }
  return lines.join('\n');
}

import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text';

/** A one-stream PDF body as pdfkit writes it: the dictionary with /Length, then exactly that many bytes. */
const pdfWith = (stream: Buffer, dictionary: string) =>
  Buffer.concat([
    Buffer.from(`%PDF-1.3\n1 0 obj\n<< ${dictionary} /Length ${stream.length} >>\nstream\n`, 'latin1'),
    stream,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ]);

describe('pdfText (the receipts tests read PDFs with it)', () => {
  it('reads a compressed stream whose last byte is a carriage return', () => {
    // Compressed bytes vary with the text; find one whose deflated form ends in \r, as a receipt's sometimes does.
    let text = '';
    let compressed = Buffer.alloc(0);
    search: for (let padding = 0; padding < 300; padding += 1) {
      for (let letter = 65; letter <= 90; letter += 1) {
        text = `Tax invoice ${'a'.repeat(padding)}${String.fromCharCode(letter)}`;
        compressed = deflateSync(Buffer.from(`BT (${text}) Tj ET`, 'latin1'));
        if (compressed[compressed.length - 1] === 0x0d) break search;
      }
    }
    expect(compressed[compressed.length - 1]).toBe(0x0d);
    expect(pdfText(pdfWith(compressed, '/Filter /FlateDecode'))).toBe(text);
  });

  it('reads literal and hex strings of uncompressed streams, one text object per line', () => {
    const stream = Buffer.from('BT (Total \\(GST included\\)) Tj ET\nBT [<4124> -20 (29.99)] TJ ET', 'latin1');
    expect(pdfText(pdfWith(stream, ''))).toBe('Total (GST included)\nA$29.99');
  });
});

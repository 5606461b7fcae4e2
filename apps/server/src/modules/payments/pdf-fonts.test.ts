import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../lib/i18n/index';
import { fontBytes, indicScriptOf, scriptRuns } from './pdf-fonts';

/**
 * The invoice's fonts (issue 30): Hindi and Punjabi text is split into runs by script, and every character of every
 * invoice word in those languages has a glyph in the font it is written with (no empty boxes in a PDF).
 */
const hi = indicScriptOf('hi');
const pa = indicScriptOf('pa');

describe('scriptRuns', () => {
  it('keeps English whole', () => {
    expect(scriptRuns('Total (GST included)', indicScriptOf('en'))).toEqual([
      { text: 'Total (GST included)', indic: false },
    ]);
  });

  it('switches font only for the other script; spaces, digits and punctuation stay with their neighbours', () => {
    expect(scriptRuns('कुल (GST सहित)', hi)).toEqual([
      { text: 'कुल ', indic: true },
      { text: '(GST ', indic: false },
      { text: 'सहित)', indic: true },
    ]);
    expect(scriptRuns('28 नवंबर 2026', hi)).toEqual([{ text: '28 नवंबर 2026', indic: true }]);
    expect(scriptRuns('Anjali ਦੀ ਪ੍ਰੋਫਾਈਲ (ਮੈਂਬਰ ਨੰਬਰ 10042) ਲਈ', pa)).toEqual([
      { text: 'Anjali ', indic: false },
      { text: 'ਦੀ ਪ੍ਰੋਫਾਈਲ (ਮੈਂਬਰ ਨੰਬਰ 10042) ਲਈ', indic: true },
    ]);
    expect(scriptRuns('ਡਾਲਰ (AUD) ਵਿੱਚ', pa).map((run) => run.text)).toEqual(['ਡਾਲਰ ', '(AUD) ', 'ਵਿੱਚ']);
  });
});

/** The glyph ids pdfkit's font (fontkit) lays `text` out with. */
function glyphs(file: string, text: string): number[] {
  const doc = new PDFDocument();
  doc.font(fontBytes(file));
  // pdfkit's embedded font keeps fontkit's font as `font`.
  const font = (doc as unknown as { _font: { font: { layout: (text: string) => { glyphs: Array<{ id: number }> } } } })
    ._font.font;
  return font.layout(text).glyphs.map((glyph) => glyph.id);
}

describe.each([
  ['hi', hi],
  ['pa', pa],
] as const)('the %s invoice font', (language, script) => {
  const words = [...serverMessages(language)]
    .filter(([key]) => key.startsWith('payments:invoice.') || key.startsWith('payments:receipt.'))
    .map(([, text]) => text.replace(/\{\{\s*\w+\s*\}\}/g, ' '));

  it('has a glyph for every character it is given, in both weights', () => {
    expect(words.length).toBeGreaterThan(15);
    for (const weight of ['regular', 'bold'] as const) {
      for (const text of words) {
        for (const run of scriptRuns(text, script).filter((found) => found.indic)) {
          expect(glyphs(script!.files[weight], run.text), `${weight}: ${run.text}`).not.toContain(0);
        }
      }
    }
  });

  it('shapes the script: a conjunct is one glyph, a matra before its consonant comes first', () => {
    const file = script!.files.regular;
    const sample =
      language === 'hi'
        ? { cluster: 'क्ष', alone: ['क', '्', 'ष'], matra: 'कि' }
        : { cluster: 'ਪ੍ਰ', alone: ['ਪ', '੍', 'ਰ'], matra: 'ਕਿ' };
    const separate = sample.alone.flatMap((char) => glyphs(file, char));
    expect(glyphs(file, sample.cluster).length).toBeLessThan(separate.length);
    // The i-matra is written after its consonant and drawn before it (in a width fitted to it).
    const [consonant] = [...sample.matra];
    const shaped = glyphs(file, sample.matra);
    expect(shaped).toHaveLength(2);
    expect(shaped[1]).toBe(glyphs(file, consonant!)[0]);
    expect(shaped[0]).not.toBe(glyphs(file, consonant!)[0]);
  });
});

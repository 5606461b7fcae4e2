import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LanguageCode } from '@app/shared/i18n';

/**
 * The fonts of a tax invoice in each language. English is written in pdfkit's standard Helvetica (its metrics ship
 * inside pdfkit, nothing is embedded). Hindi and Punjabi need Devanagari and Gurmukhi glyphs, shaped (conjuncts, half
 * forms, reph, matras): Noto Sans 2.001, subset, from `apps/server/assets/fonts` (README.md there says where from and
 * why that version). Those fonts have no Latin letters, so a text is written in runs: its script in Noto, the rest
 * (names, e-mail addresses, "A$", "GST") in Helvetica.
 */

export type Weight = 'regular' | 'bold';
export type IndicScript = { files: Record<Weight, string>; letters: RegExp };

const SCRIPTS: Partial<Record<LanguageCode, IndicScript>> = {
  hi: {
    files: { regular: 'NotoSansDevanagari-Regular.ttf', bold: 'NotoSansDevanagari-Bold.ttf' },
    letters: /[\u0900-\u097F]/u,
  },
  pa: {
    files: { regular: 'NotoSansGurmukhi-Regular.ttf', bold: 'NotoSansGurmukhi-Bold.ttf' },
    letters: /[\u0A00-\u0A7F\u0964\u0965]|\u0951|\u0952/u,
  },
};

/** The script a language is written in, when it is not Latin. */
export const indicScriptOf = (language: LanguageCode): IndicScript | undefined => SCRIPTS[language];

/**
 * What both kinds of font have and reads the same in either: spaces, the joiners, digits and common punctuation.
 * Such a character stays in the run it is in, so "कुल (GST सहित)" switches font only for "GST".
 */
const NEUTRAL =
  /[\s\u00A0\u200B-\u200D!"#%'()*+,\-./0-9:;<=>?[\\\]^_{|}~\u2010\u2013\u2014\u2018\u2019\u201C\u201D\u2026]/u;

export type Run = { text: string; indic: boolean };

/** `text` as runs of the script's letters (with what reads the same in both) and of everything else. */
export function scriptRuns(text: string, script: IndicScript | undefined): Run[] {
  if (!script) return text ? [{ text, indic: false }] : [];
  const runs: Run[] = [];
  let pending = '';
  for (const char of text) {
    const indic = script.letters.test(char) ? true : NEUTRAL.test(char) ? undefined : false;
    const last = runs[runs.length - 1];
    if (indic === undefined) {
      if (last) last.text += char;
      else pending += char;
    } else if (last && last.indic === indic) {
      last.text += char;
    } else {
      runs.push({ text: pending + char, indic });
      pending = '';
    }
  }
  if (pending) runs.push({ text: pending, indic: false });
  // pdfkit may break a line where the font changes: what opens the next run ("(" of "(AUD)") goes with it.
  for (let index = 1; index < runs.length; index += 1) {
    const before = runs[index - 1] as Run;
    const opening = /[^\s]*$/u.exec(before.text)?.[0] ?? '';
    const neutral = [...opening].every((char) => NEUTRAL.test(char) && !script.letters.test(char));
    if (opening && neutral && opening.length < before.text.length) {
      before.text = before.text.slice(0, -opening.length);
      (runs[index] as Run).text = opening + (runs[index] as Run).text;
    }
  }
  return runs;
}

/** Where the fonts are: beside `src/` (tsx, tests) or beside `dist/` (the bundled server). */
function fontDirectory(): string {
  const candidates = ['../../../assets/fonts', '../assets/fonts'].map((relative) =>
    path.resolve(import.meta.dirname, relative),
  );
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'OFL.txt')));
  if (!found) throw new Error(`The invoice fonts are missing (looked in ${candidates.join(', ')})`);
  return found;
}

const loaded = new Map<string, Buffer>();

/** A font file's bytes, read once. */
export function fontBytes(file: string): Buffer {
  let bytes = loaded.get(file);
  if (!bytes) {
    bytes = readFileSync(path.join(fontDirectory(), file));
    loaded.set(file, bytes);
  }
  return bytes;
}

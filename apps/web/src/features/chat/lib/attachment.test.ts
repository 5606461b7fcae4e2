import { describe, expect, it } from 'vitest';
import { checkAttachment } from './attachment';

const file = (name: string, type: string, size: number) => ({ name, type, size });
const MB = 1024 * 1024;

describe('checkAttachment', () => {
  it('takes photos by type or extension, and PDFs', () => {
    expect(checkAttachment(file('a.jpg', 'image/jpeg', 1000))).toEqual({ ok: true, kind: 'image' });
    expect(checkAttachment(file('IMG_1.HEIC', '', 1000))).toEqual({ ok: true, kind: 'image' });
    expect(checkAttachment(file('biodata.pdf', 'application/pdf', 1000))).toEqual({ ok: true, kind: 'pdf' });
    expect(checkAttachment(file('biodata.PDF', '', 1000))).toEqual({ ok: true, kind: 'pdf' });
  });

  it('refuses other files, empty files, and files over the limits (15 MB photos, 25 MB PDFs)', () => {
    expect(checkAttachment(file('notes.docx', 'application/msword', 1000))).toEqual({
      ok: false,
      problem: 'wrongType',
    });
    expect(checkAttachment(file('a.png', 'image/png', 0))).toEqual({ ok: false, problem: 'wrongType' });
    expect(checkAttachment(file('a.png', 'image/png', 15 * MB + 1))).toEqual({ ok: false, problem: 'tooLarge' });
    expect(checkAttachment(file('a.pdf', 'application/pdf', 20 * MB))).toEqual({ ok: true, kind: 'pdf' });
    expect(checkAttachment(file('a.pdf', 'application/pdf', 25 * MB + 1))).toEqual({ ok: false, problem: 'tooLarge' });
  });
});

import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_BRAND } from '@app/shared/brand';
import { LANGUAGE_CODES } from '@app/shared/i18n';
import { serverMessages } from '../../lib/i18n/index';
import { JSON_AREAS, readmeText } from './export-contents';

/** README.txt of a member's copy of their data, in their language (issue 30). */
const brand = { ...PLACEHOLDER_BRAND, siteName: 'Sample Site', supportEmail: 'help@example.com' };
const input = { brand, memberEmail: 'asha@example.com', createdAt: new Date('2026-11-28T04:05:00Z') };

describe('readmeText', () => {
  it('has words for every file of the copy in every language', () => {
    for (const language of LANGUAGE_CODES) {
      const messages = serverMessages(language);
      for (const name of [...JSON_AREAS.map((area) => area.file.replace(/\.json$/, '')), 'photos', 'messages']) {
        expect(messages.get(`export:readme.files.${name}`), `${language} ${name}`).toBeTruthy();
      }
    }
  });

  it('reads in English as before: every file named and explained, the time in the company’s zone', () => {
    const readme = readmeText({ ...input, language: 'en' });
    expect(readme).toContain('Your data from Sample Site');
    expect(readme).toContain('account asha@example.com, made on 28 November 2026 at 3:05');
    expect(readme).toContain('photos.json and photos/\r\n    Your photos, in the largest size we keep');
    expect(readme).toContain('blocks.json\r\n    Members you blocked.');
    expect(readme).toContain('Something wrong? (Australian Privacy Principle 13)');
    expect(readme).toContain('help@example.com');
  });

  it('reads in Hindi, with the files’ own names and the law’s name kept beside its Hindi', () => {
    const readme = readmeText({ ...input, language: 'hi' });
    expect(readme).toContain('Sample Site पर आपका डेटा');
    expect(readme).toContain('28 नवंबर 2026');
    expect(readme).toContain('blocks.json\r\n    वे सदस्य जिन्हें आपने ब्लॉक किया।');
    expect(readme).toContain('messages.json और attachments/');
    expect(readme).toContain('Australian Privacy Principle 13');
    for (const area of JSON_AREAS) expect(readme).toContain(area.file);
    expect(readme).not.toMatch(/What each file holds|Members you blocked|Keep this file safe/);
    // The underline is as long as its heading.
    const lines = readme.split('\r\n');
    const at = lines.indexOf('किस फ़ाइल में क्या है');
    expect([...(lines[at + 1] ?? '')].length).toBe([...(lines[at] ?? '')].length);
  });
});

import type { Language } from '../../../lib/i18n';
import { LANGUAGES } from '../../../lib/language-names';
import { localDay } from './group-messages';
import { dateTimeFormat } from '../../../lib/intl';

/** The clock time of a message (`3:05 pm`), in the member's language. */
export function formatTime(iso: string, language: Language): string {
  return dateTimeFormat(LANGUAGES[language].htmlLang, { timeStyle: 'short' }).format(new Date(iso));
}

/** A day heading: "Today", "Yesterday", or the date (`Tuesday 24 November 2026`). */
export function formatDay(
  day: string,
  language: Language,
  words: { today: string; yesterday: string },
  now = new Date(),
): string {
  if (day === localDay(now.toISOString())) return words.today;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (day === localDay(yesterday.toISOString())) return words.yesterday;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(LANGUAGES[language].htmlLang, { dateStyle: 'full' }).format(new Date(year, month - 1, date));
}

/** The list's time for a last message: the time today, the weekday within a week, else a short date. */
export function formatListTime(iso: string, language: Language, now = new Date()): string {
  const date = new Date(iso);
  const locale = LANGUAGES[language].htmlLang;
  if (localDay(iso) === localDay(now.toISOString())) return formatTime(iso, language);
  const days = (now.getTime() - date.getTime()) / 86_400_000;
  if (days < 6) return dateTimeFormat(locale, { weekday: 'short' }).format(date);
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** A file size for people: `820 KB`, `1.4 MB`. */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

// Admin date-times are typed and shown in one stated zone, the browser's own, and converted to UTC exactly once:
// when a request body leaves for the API (the wire format 'YYYY-MM-DD HH:MM:SS' of the Approve dialog is read as UTC by
// the server). Everything shown comes from the server's ISO instants, formatted in the same local zone.
import type { Locale } from '@hookline/shared/languages';
import dayjs from 'dayjs';

const pad = (n: number) => String(n).padStart(2, '0');
const PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** An instant as 'YYYY-MM-DD HH:MM:SS' in the browser's zone ('-' when there is none). */
export function formatLocal(value: string | null | undefined): string {
  if (!value) return '-';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '-';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** 'YYYY-MM-DD HH:MM:SS' typed in the browser's zone, as the same wire format in UTC; other text is left alone. */
export function localToUtcWire(text: string): string {
  const m = PATTERN.exec(text);
  if (!m) return text;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const t = new Date(y, mo - 1, d, h, mi, s);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

/** The browser's zone with its UTC offset at `at`, e.g. 'Europe/Berlin (UTC+01:00)'. */
export function zoneLabel(at = new Date()): string {
  const offset = -at.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const name = Intl.DateTimeFormat().resolvedOptions().timeZone || 'Local time';
  return `${name} (UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)})`;
}

// Dates and times the screens show, in the user's language (docs/decisions/0012-languages.md): English exactly as the
// screens wrote it with dayjs ('D MMM YYYY', 'D MMM YYYY, HH:mm'); the other languages as Intl writes them there.
// One Intl formatter per language and kind, made on first use.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
type DateKind = 'day' | 'dayTime' | 'shortDay' | 'shortDayTime';
function dateFormat(locale: Locale, kind: DateKind) {
  const key = `${locale} ${kind}`;
  let made = dateFormats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      ...(kind === 'day' || kind === 'dayTime' ? { year: 'numeric' } : {}),
      ...(kind === 'dayTime' || kind === 'shortDayTime' ? { hour: '2-digit', minute: '2-digit', hour12: false } : {}),
    });
    dateFormats.set(key, made);
  }
  return made;
}

const ENGLISH: Record<DateKind, string> = {
  day: 'D MMM YYYY',
  dayTime: 'D MMM YYYY, HH:mm',
  shortDay: 'D MMM',
  shortDayTime: 'D MMM HH:mm',
};
const write =
  (kind: DateKind) =>
  (value: string | Date, locale: Locale = 'en') =>
    locale === 'en' ? dayjs(value).format(ENGLISH[kind]) : dateFormat(locale, kind).format(new Date(value));

/** A day in the browser's zone: '5 Mar 2026' in English, '5. März 2026' in German. */
export const formatDay = write('day');

/** A day and time in the browser's zone: '5 Mar 2026, 14:05' in English. */
export const formatDayTime = write('dayTime');

/** A day of this year, as a chart's axis writes it: '5 Mar' in English, '5. März' in German. */
export const formatShortDay = write('shortDay');

/** A day and time, as a chart's axis writes it: '5 Mar 14:05' in English. */
export const formatShortDayTime = write('shortDayTime');

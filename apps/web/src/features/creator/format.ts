// Display helpers of the creator screens: money in EUR, counts, dates and days left.
import { formatCount, formatEur, numberFormatter } from '@hookline/shared/money';
import dayjs from 'dayjs';

export const eur = (value: number | null | undefined) => formatEur(value ?? 0);

const compactFormat = numberFormatter('en', { notation: 'compact', maximumFractionDigits: 1 });

export const count = formatCount;

/** 12,400 → 12.4K: stats on small cards. */
export const compact = (value: number | null | undefined) => compactFormat(value ?? 0);

export const date = (iso: string | null | undefined) => (iso ? dayjs(iso).format('D MMM YYYY') : '-');

export const dateTime = (iso: string | null | undefined) => (iso ? dayjs(iso).format('D MMM YYYY, HH:mm') : '-');

export const daysLeftLabel = (days: number) =>
  days <= 0 ? 'Ends today' : days === 1 ? '1 day left' : `${days} days left`;

/** Level names are numbers ('0'..'6'): shown as 'Level 2'. */
export const levelName = (name: string) => `Level ${name}`;

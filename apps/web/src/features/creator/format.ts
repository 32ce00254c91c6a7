// Display helpers of the creator screens: money in EUR, counts, dates and days left.
import { formatCount, formatEur } from '@hookline/shared/money';
import dayjs from 'dayjs';

export const eur = (value: number | null | undefined) => formatEur(value ?? 0);

export const count = formatCount;

export const date = (iso: string | null | undefined) => (iso ? dayjs(iso).format('D MMM YYYY') : '-');

export const dateTime = (iso: string | null | undefined) => (iso ? dayjs(iso).format('D MMM YYYY, HH:mm') : '-');

export const daysLeftLabel = (days: number) =>
  days <= 0 ? 'Ends today' : days === 1 ? '1 day left' : `${days} days left`;

/** Level names are numbers ('0'..'6'): shown as 'Level 2'. */
export const levelName = (name: string) => `Level ${name}`;

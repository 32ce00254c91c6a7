// Display helpers of the creator screens: money in EUR, counts, dates and days left.
import { formatEur } from '@hookline/shared/money';
import dayjs from 'dayjs';
import type { Transaction } from './api/types';

export const eur = (value: number | null | undefined) => formatEur(value ?? 0);

export const count = (value: number | null | undefined) => (value ?? 0).toLocaleString('en');

/** 12,400 → 12.4K: stats on small cards. */
export const compact = (value: number | null | undefined) =>
  new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(value ?? 0);

export const date = (iso: string | null | undefined) => (iso ? dayjs(iso).format('D MMM YYYY') : '-');

export const dateTime = (iso: string | null | undefined) => (iso ? dayjs(iso).format('D MMM YYYY, HH:mm') : '-');

export const daysLeftLabel = (days: number) =>
  days <= 0 ? 'Ends today' : days === 1 ? '1 day left' : `${days} days left`;

/** Level names are numbers ('0'..'6'): shown as 'Level 2'. */
export const levelName = (name: string) => `Level ${name}`;

/** What an entry means for the creator, by the kind of movement and the account it touches. */
export function describeEntry(t: Pick<Transaction, 'kind' | 'account'>): string {
  switch (t.kind) {
    case 'settlement':
      return 'Earning for a video';
    case 'fraud_reversal':
      return 'Earning reversed (fraud)';
    case 'bill':
      return t.account === 'creator_earned' ? 'Moved to a bill' : 'Billed';
    case 'bill_paid':
      return 'Bill paid out';
    default:
      return 'Adjustment';
  }
}

/** A bill period: the end is exclusive (the first day of the next month), so the last day shown is the day before. */
export const periodLabel = (start: string, end: string | null) =>
  `${date(start)} – ${end ? dayjs(end).subtract(1, 'millisecond').format('D MMM YYYY') : 'now'}`;

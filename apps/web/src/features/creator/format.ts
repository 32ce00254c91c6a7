// Display helpers of the creator screens: money in EUR, counts, dates and days left.
import { formatCount, formatEur } from '@hookline/shared/money';
import dayjs from 'dayjs';
import { t } from '../../lib/i18n';

export const eur = (value: number | null | undefined) => formatEur(value ?? 0);

export const count = formatCount;

export const date = (iso: string | null | undefined) => (iso ? dayjs(iso).format('D MMM YYYY') : '-');

export const dateTime = (iso: string | null | undefined) => (iso ? dayjs(iso).format('D MMM YYYY, HH:mm') : '-');

export const daysLeftLabel = (days: number) =>
  days <= 0 ? t('crEndsToday') : days === 1 ? t('crOneDayLeft') : t('crDaysLeft', { days });

/** Level names are numbers ('0'..'6'): shown as 'Level 2'. */
export const levelName = (name: string) => t('crLevelName', { name });

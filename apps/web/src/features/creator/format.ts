// Display helpers of the creator screens: money in EUR, counts, dates and days left, in the user's language
// (docs/decisions/0012-languages.md); call them while rendering.
import type { MessageKey } from '@hookline/shared/catalogue';
import { formatCount, formatEur } from '@hookline/shared/money';
import type { Platform } from '@hookline/shared/platforms';
import { currentLocale, t } from '../../lib/i18n';
import { formatDay, formatDayTime } from '../../lib/zoned-time';

export const eur = (value: number | null | undefined) => formatEur(value ?? 0, currentLocale());

export const count = (value: number | null | undefined) => formatCount(value, currentLocale());

export const date = (iso: string | null | undefined) => (iso ? formatDay(iso, currentLocale()) : '-');

export const dateTime = (iso: string | null | undefined) => (iso ? formatDayTime(iso, currentLocale()) : '-');

export const daysLeftLabel = (days: number) =>
  days <= 0 ? t('crEndsToday') : days === 1 ? t('crOneDayLeft') : t('crDaysLeft', { days });

/** Level names are numbers ('0'..'6'): shown as 'Level 2'. */
export const levelName = (name: string) => t('crLevelName', { name });

const VIDEO_NAMES: Record<Platform, MessageKey> = {
  tiktok: 'fmtVideoTiktok',
  instagram: 'fmtVideoInstagram',
  youtube: 'fmtVideoYoutube',
};
/** What a video is called on its platform: TikTok video, Instagram Reel, YouTube Short. */
export const videoName = (platform: Platform) => t(VIDEO_NAMES[platform]);

// Display helpers of the admin people screens.
import { formatCount, formatEur } from '@hookline/shared/money';
import dayjs from 'dayjs';

export const eur = (value: number | null | undefined) => formatEur(value ?? 0);

export const dateTime = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '-');

export const date = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD') : '-');

export const fullName = (u: { first_name: string | null; last_name: string | null }) =>
  [u.first_name, u.last_name].filter(Boolean).join(' ') || 'No name yet';

export const count = formatCount;

/** A TikTok handle as a profile link. */
export const tiktokProfileUrl = (username: string) => `https://www.tiktok.com/@${encodeURIComponent(username)}`;

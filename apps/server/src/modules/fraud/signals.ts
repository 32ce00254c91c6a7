// The fraud signals as pure functions of figures read from the database (score.ts gathers them). Each returns
// a reason naming its figures, or null; the thresholds and points live in packages/shared/src/fraud.ts.
import { FRAUD, type FraudReason } from '@hookline/shared/fraud';
import { formatCount } from '@hookline/shared/money';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** 52000 → '52,000'; 0.43 → '0.4': whole numbers from 100 up, one decimal below. */
export const figure = (n: number) => formatCount(Math.abs(n) >= 100 ? Math.round(n) : Math.round(n * 10) / 10);

export function median(values: number[]) {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? (v[mid] as number) : ((v[mid - 1] as number) + (v[mid] as number)) / 2;
}

export type VideoFigures = {
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  uploadedAt: Date | null;
  /** When the figures were read; a young video counts at least one hour so that its rate is not inflated. */
  statsAt: Date | null;
};

export function viewsPerHour(v: Pick<VideoFigures, 'views' | 'uploadedAt' | 'statsAt'>, now: Date) {
  if (v.views === null || !v.uploadedAt) return null;
  const hours = Math.max(1, ((v.statsAt ?? now).getTime() - v.uploadedAt.getTime()) / HOUR_MS);
  return v.views / hours;
}

export function engagementPer1k(v: Pick<VideoFigures, 'views' | 'likes' | 'comments' | 'shares'>) {
  if (v.views === null || v.views < FRAUD.MIN_VIEWS) return null;
  return (((v.likes ?? 0) + (v.comments ?? 0) + (v.shares ?? 0)) * 1000) / v.views;
}

/** Views per hour against the creator's own settled videos, else against the campaign's other videos. */
export function velocitySignal(o: {
  video: VideoFigures;
  now: Date;
  creatorHistory: number[];
  campaignPeers: number[];
}): FraudReason | null {
  if (o.video.views === null || o.video.views < FRAUD.MIN_VIEWS) return null;
  const rate = viewsPerHour(o.video, o.now);
  const own = median(o.creatorHistory);
  const base = own ?? median(o.campaignPeers);
  if (rate === null || base === null || base <= 0) return null;
  const ratio = rate / base;
  if (ratio < FRAUD.VELOCITY_RATIO) return null;
  const against = own !== null ? `creator's usual ${figure(base)}` : `campaign median ${figure(base)}`;
  return {
    code: 'view_velocity',
    points: FRAUD.VELOCITY_POINTS,
    text: `views per hour ${figure(rate)}, ${against} (${figure(ratio)}×)`,
  };
}

export function engagementSignal(o: { video: VideoFigures; campaignPeers: number[] }): FraudReason | null {
  const mine = engagementPer1k(o.video);
  if (mine === null) return null;
  const peers = median(o.campaignPeers);
  const base = peers ?? FRAUD.ENGAGEMENT_FALLBACK_PER_1K;
  if (mine >= base * FRAUD.ENGAGEMENT_SHARE) return null;
  const against = peers !== null ? `campaign median ${figure(base)}` : `typical ${figure(base)}`;
  return {
    code: 'low_engagement',
    points: FRAUD.ENGAGEMENT_POINTS,
    text: `likes + comments + shares per 1,000 views ${figure(mine)}, ${against}`,
  };
}

/** The largest growth between two consecutive follower reads (oldest first). */
export function followerJumpSignal(reads: number[]): FraudReason | null {
  let best: { from: number; to: number } | null = null;
  for (let i = 1; i < reads.length; i++) {
    const from = reads[i - 1] as number;
    const to = reads[i] as number;
    const grew = to - from;
    if (grew < FRAUD.FOLLOWER_JUMP_MIN || from <= 0 || grew / from < FRAUD.FOLLOWER_JUMP_SHARE) continue;
    if (!best || grew > best.to - best.from) best = { from, to };
  }
  if (!best) return null;
  const pct = ((best.to - best.from) / best.from) * 100;
  return {
    code: 'follower_jump',
    points: FRAUD.FOLLOWER_JUMP_POINTS,
    text: `followers ${figure(best.from)} → ${figure(best.to)} between two stats reads (+${figure(pct)} %)`,
  };
}

export function duplicateVideoSignal(o: {
  videoId: string | null;
  otherPromotions: number;
  otherCreators: number;
}): FraudReason | null {
  if (!o.videoId || o.otherPromotions <= 0) return null;
  return {
    code: 'duplicate_video',
    points: FRAUD.DUPLICATE_VIDEO_POINTS,
    text: `TikTok video ${o.videoId} also in ${o.otherPromotions} other promotion${o.otherPromotions === 1 ? '' : 's'} (${o.otherCreators} other creator${o.otherCreators === 1 ? '' : 's'})`,
  };
}

export function sharedIbanSignal(o: { iban: string | null; otherAccounts: number }): FraudReason | null {
  if (!o.iban || o.otherAccounts <= 0) return null;
  const tail = o.iban.replace(/\s/g, '').slice(-4);
  return {
    code: 'shared_iban',
    points: FRAUD.SHARED_IBAN_POINTS,
    text: `IBAN ending ${tail} also on ${o.otherAccounts} other creator account${o.otherAccounts === 1 ? '' : 's'}`,
  };
}

const ageDays = (from: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - from.getTime()) / DAY_MS));

export function newAccountSignal(o: { createdAt: Date; now: Date }): FraudReason | null {
  const days = ageDays(o.createdAt, o.now);
  if (days >= FRAUD.NEW_ACCOUNT_DAYS) return null;
  return {
    code: 'new_account',
    points: FRAUD.NEW_ACCOUNT_POINTS,
    text: `Hookline account ${days} day${days === 1 ? '' : 's'} old (under ${FRAUD.NEW_ACCOUNT_DAYS})`,
  };
}

/** TikTok's API does not tell a profile's creation date: its oldest video we know of is a lower bound. */
export function newProfileSignal(o: { oldestVideoAt: Date | null; now: Date }): FraudReason | null {
  if (!o.oldestVideoAt) return null;
  const days = ageDays(o.oldestVideoAt, o.now);
  if (days >= FRAUD.NEW_PROFILE_DAYS) return null;
  return {
    code: 'new_tiktok_profile',
    points: FRAUD.NEW_PROFILE_POINTS,
    text: `oldest known video on the TikTok profile ${days} day${days === 1 ? '' : 's'} old (under ${FRAUD.NEW_PROFILE_DAYS})`,
  };
}

export type SignalInput = {
  now: Date;
  video: VideoFigures & { tiktokVideoId: string | null };
  creatorVelocities: number[];
  campaignVelocities: number[];
  campaignEngagements: number[];
  followerReads: number[];
  duplicates: { promotions: number; creators: number };
  iban: { value: string | null; otherAccounts: number };
  accountCreatedAt: Date;
  oldestVideoAt: Date | null;
};

/** 0–100: the points of every signal that fires, highest first, capped at 100. */
export function scoreSignals(i: SignalInput) {
  const reasons = [
    velocitySignal({
      video: i.video,
      now: i.now,
      creatorHistory: i.creatorVelocities,
      campaignPeers: i.campaignVelocities,
    }),
    engagementSignal({ video: i.video, campaignPeers: i.campaignEngagements }),
    followerJumpSignal(i.followerReads),
    duplicateVideoSignal({
      videoId: i.video.tiktokVideoId,
      otherPromotions: i.duplicates.promotions,
      otherCreators: i.duplicates.creators,
    }),
    sharedIbanSignal({ iban: i.iban.value, otherAccounts: i.iban.otherAccounts }),
    newAccountSignal({ createdAt: i.accountCreatedAt, now: i.now }),
    newProfileSignal({ oldestVideoAt: i.oldestVideoAt, now: i.now }),
  ]
    .filter((r): r is FraudReason => r !== null)
    .sort((a, b) => b.points - a.points);
  const score = Math.min(
    100,
    reasons.reduce((sum, r) => sum + r.points, 0),
  );
  return { score, reasons };
}

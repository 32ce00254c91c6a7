// Answers the web tests start from, each checked against its shared response schema: a test names only the fields
// its behaviour depends on, and the rest is a valid answer, so a change to the contract breaks the fixture here
// rather than leaving a test on a shape the server no longer sends.
import {
  type AdminCampaign,
  adminCampaign,
  type MusicianDashboard,
  musicianDashboard,
  type PromotionAnswer,
  promotionAnswer,
  type SongAnswer,
  songAnswer,
} from '@hookline/shared/campaign-answers';
import { served } from './fake-api';

export const aSong = (overrides: Partial<SongAnswer> = {}): SongAnswer =>
  served(songAnswer, {
    id: 5,
    title: 'Midnight Drive',
    artist: 'Mia Melody',
    genre: { id: 1, name: 'Pop' },
    spotify_url: null,
    tiktok_url: null,
    capcut_url: null,
    album_icon_url: null,
    google_drive_url: null,
    is_pre_release: false,
    ...overrides,
  });

export const aCampaign = (overrides: Partial<AdminCampaign> = {}): AdminCampaign =>
  served(adminCampaign, {
    id: 42,
    description: '<p>Dance to it.</p>',
    start_date: '2026-11-01T00:00:00.000Z',
    end_date: '2026-12-01T00:00:00.000Z',
    budget_eur: 100,
    budget_left_eur: 100,
    campaign_views: 0,
    max_level_id: 7,
    hashtags: [],
    platforms: ['tiktok'],
    territories: [],
    territory_ids: [],
    musician_id: 4,
    musician: { id: 4, stage_name: 'Mia' },
    song: aSong(),
    status: 'active',
    archived: false,
    created_at: '2026-10-01T00:00:00.000Z',
    promotions: { succeeded: 0, reviewed: 0, submitted: 0, pending: 0 },
    ...overrides,
  });

export const aPromotion = (overrides: Partial<PromotionAnswer> = {}): PromotionAnswer =>
  served(promotionAnswer, {
    id: 77,
    campaign_id: 42,
    status: 'submitted',
    platform: 'tiktok',
    video_url: null,
    video_link: null,
    video_uploaded_at: null,
    created_at: '2026-11-02T10:00:00.000Z',
    views_after_three_days: null,
    views_read_at: null,
    earned_amount_eur: null,
    reserved_amount_eur: 0,
    sound_check: null,
    earning_state: null,
    promotion_stat_latest: null,
    creator: { id: 3, tiktok_username: 'dancer', handle: 'dancer' },
    ...overrides,
  });

type DashboardOverrides = Partial<Omit<MusicianDashboard, 'figures'>> & {
  figures?: Partial<MusicianDashboard['figures']>;
};

/** A musician's campaign dashboard with nothing earned yet. */
export const aDashboard = ({ figures, ...overrides }: DashboardOverrides = {}): MusicianDashboard =>
  served(musicianDashboard, {
    campaign: aCampaign(),
    platforms: [],
    figures: {
      videos: 0,
      views: 0,
      likes: 0,
      comments: 0,
      shares: 0,
      budget_eur: 100,
      budget_left_eur: 100,
      budget_spent_eur: 0,
      budget_reserved_eur: 0,
      budget_refunded_eur: 0,
      cost_per_1k_views_eur: null,
      ...figures,
    },
    views_over_time: [],
    videos_per_day: [],
    videos: [],
    top_videos: [],
    live_statuses: [],
    earned_total_eur: 0,
    ...overrides,
  });

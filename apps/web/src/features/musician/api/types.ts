// Shapes of the musician API (apps/server/src/routes/api/musician.ts, modules/musicians/dashboard.ts).
/** A campaign as the musician's endpoints answer it (the same card shape as everywhere, plus spend and videos). */
export type Campaign = {
  id: number;
  start_date: string;
  end_date: string;
  budget_eur: number;
  budget_left_eur: number;
  campaign_views: number;
  status: string;
  archived: boolean;
  song: { title: string; artist: string; album_icon_url: string | null };
};

/** spent = settled earnings, reserved = open reservations, refunded = returned at the end, views = latest views of
 * accepted videos: the same meaning on the card, the dashboard, the report and the emails (docs/engine.md). */
export type MoneyFigures = {
  budget_spent_eur: number;
  budget_reserved_eur: number;
  budget_refunded_eur: number;
  views: number;
};
export type MusicianCampaign = Campaign & MoneyFigures & { videos: number };

export type MusicianVideo = {
  id: number;
  status: string;
  video_url: string | null;
  video_link: string | null;
  video_uploaded_at: string | null;
  views_after_three_days: number | null;
  promotion_stat_latest: {
    views_count: number;
    likes_count: number;
    comments_count: number;
    shares_count: number;
  } | null;
  creator: { id: number; tiktok_username: string | null };
};

export type Dashboard = {
  campaign: Campaign;
  figures: {
    videos: number;
    views: number;
    likes: number;
    comments: number;
    shares: number;
    budget_eur: number;
    budget_left_eur: number;
    budget_spent_eur: number;
    budget_reserved_eur: number;
    budget_refunded_eur: number;
    cost_per_1k_views_eur: number | null;
  };
  views_over_time: { day: string; views: number }[];
  videos_per_day: { day: string; videos: number }[];
  videos: MusicianVideo[];
  top_videos: MusicianVideo[];
};

export type NotificationSettings = { new_video: boolean; weekly_summary: boolean; campaign_ended: boolean };

/** A video's views: the figure at 72 hours once settled, otherwise the latest recorded. */
export const viewsOf = (v: MusicianVideo) => v.views_after_three_days ?? v.promotion_stat_latest?.views_count ?? 0;

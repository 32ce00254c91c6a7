// Shapes of the musician API (apps/server/src/routes/api/musician.ts, modules/musicians/dashboard.ts).
import type {
  AdminCampaign,
  CampaignMoney,
  MusicianDashboard,
  PromotionAnswer,
} from '@hookline/shared/campaign-answers';
/** A campaign as the musician's endpoints answer it (the same card shape as everywhere). */
export type Campaign = AdminCampaign;

/** spent = settled earnings, reserved = open reservations, refunded = returned at the end, views = latest views of
 * accepted videos: the same meaning on the card, the dashboard, the report and the emails (docs/engine.md). */
export type MoneyFigures = CampaignMoney;
export type { MusicianCampaign } from '@hookline/shared/campaign-answers';

export type MusicianVideo = PromotionAnswer;

export type Dashboard = MusicianDashboard;

export type { NotificationSettings } from '@hookline/shared/users';

/** A video's views as the musician's totals count them: its latest views (docs/engine.md "Figures for musicians"). */
export const viewsOf = (v: MusicianVideo) => v.promotion_stat_latest?.views_count ?? 0;

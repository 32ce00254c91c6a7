// Shapes of the creator endpoints' answers (apps/server/src/routes/api/creator.ts), as the screens read them.
import type {
  CreatorCampaignDetail,
  CreatorPromotionAnswer,
  CreatorCampaign as FeedCampaign,
  PromotionStatLatest,
  SongAnswer,
} from '@hookline/shared/campaign-answers';

export type CreatorSong = SongAnswer;

/** a campaign of the feed; GET /api/campaigns/{id} adds whether the creator may join it now */
export type CreatorCampaign = FeedCampaign & Partial<Pick<CreatorCampaignDetail, 'can_join'>>;

export type PromotionStat = PromotionStatLatest;

export type CreatorPromotion = CreatorPromotionAnswer;

// bills, lines and history are described once in packages/shared/src/bills.ts
export type { Bill, BillDetail, CreatorBalance as Balance, EarningLine as Transaction } from '@hookline/shared/bills';

export type { LevelAnswer as Level } from '@hookline/shared/reference';

// The fraud score of one reviewed or succeeded promotion row, read from its campaign's scores (one query per
// campaign card, shared by its rows).

import { FraudScore } from '../../../components/fraud/fraud-score';
import { useCampaignFraud } from '../api/get-campaign-fraud';

export function FraudScoreBadge({ campaignId, promotionId }: { campaignId: number; promotionId: number }) {
  const query = useCampaignFraud(campaignId);
  const check = query.data?.get(promotionId);
  // the row is complete without it: while loading or on error the score is simply not shown yet
  if (!check) return null;
  return <FraudScore check={check} compact />;
}

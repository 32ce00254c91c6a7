import { ComingSoon } from '../../../components/layout/coming-soon';

export default function CampaignHistoryRoute() {
  return <ComingSoon title="Campaign history" />;
}

import { ComingSoon } from '../../../components/layout/coming-soon';

export default function CampaignRoute() {
  return <ComingSoon title="Campaign" />;
}

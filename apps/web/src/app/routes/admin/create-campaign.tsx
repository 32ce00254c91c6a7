import { ComingSoon } from '../../../components/layout/coming-soon';

export default function CreateCampaignRoute() {
  return <ComingSoon title="Create Campaign" />;
}

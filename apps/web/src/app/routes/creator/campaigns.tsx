import { ComingSoon } from '../../../components/layout/coming-soon';

export default function CampaignsRoute() {
  return <ComingSoon title="Campaigns" />;
}

import { ComingSoon } from '../../../components/layout/coming-soon';

export default function MusicianCampaignRoute() {
  return <ComingSoon title="Campaign" />;
}

import { ComingSoon } from '../../../components/layout/coming-soon';

export default function MusicianCampaignsRoute() {
  return <ComingSoon title="Campaigns" />;
}

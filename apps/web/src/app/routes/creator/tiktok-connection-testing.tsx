import { ComingSoon } from '../../../components/layout/coming-soon';

export default function TiktokConnectionTestingRoute() {
  return <ComingSoon title="TikTok connection testing" />;
}

import { ComingSoon } from '../../../components/layout/coming-soon';

export default function AuthorizeTiktokRoute() {
  return <ComingSoon title="Connecting TikTok" />;
}

import { ComingSoon } from '../../../components/layout/coming-soon';

export default function CreditsRoute() {
  return <ComingSoon title="Credits" />;
}

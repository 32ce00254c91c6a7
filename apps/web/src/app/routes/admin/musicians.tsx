import { ComingSoon } from '../../../components/layout/coming-soon';

export default function MusiciansRoute() {
  return <ComingSoon title="Musicians" />;
}

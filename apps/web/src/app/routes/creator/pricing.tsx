import { ComingSoon } from '../../../components/layout/coming-soon';

export default function PricingRoute() {
  return <ComingSoon title="Pricing" />;
}

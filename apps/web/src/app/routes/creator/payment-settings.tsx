import { ComingSoon } from '../../../components/layout/coming-soon';

export default function PaymentSettingsRoute() {
  return <ComingSoon title="Payment settings" />;
}

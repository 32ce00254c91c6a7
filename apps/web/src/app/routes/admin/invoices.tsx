import { ComingSoon } from '../../../components/layout/coming-soon';

export default function InvoicesRoute() {
  return <ComingSoon title="Invoices" />;
}

import { ComingSoon } from '../../../components/layout/coming-soon';

export default function BillsRoute() {
  return <ComingSoon title="Bills" />;
}

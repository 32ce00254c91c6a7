import { ComingSoon } from '../../../components/layout/coming-soon';

export default function TransactionHistoryRoute() {
  return <ComingSoon title="Transaction history" />;
}

import { ComingSoon } from '../../../components/layout/coming-soon';

export default function FaqRoute() {
  return <ComingSoon title="FAQ" />;
}

import { ComingSoon } from '../../../components/layout/coming-soon';

export default function CreatorsRoute() {
  return <ComingSoon title="All Users" />;
}

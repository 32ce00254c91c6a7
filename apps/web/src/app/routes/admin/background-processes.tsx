import { ComingSoon } from '../../../components/layout/coming-soon';

export default function BackgroundProcessesRoute() {
  return <ComingSoon title="Background Processes" />;
}

import { ComingSoon } from '../../../components/layout/coming-soon';

export default function NotificationSettingsRoute() {
  return <ComingSoon title="Notification settings" />;
}

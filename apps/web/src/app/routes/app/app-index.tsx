import { homePath } from '@hookline/shared/constants';
import { Navigate } from 'react-router';
import { useUserInfo } from '../../../lib/session';

/** /app alone goes to the user's home. */
export default function AppIndexRoute() {
  const info = useUserInfo();
  return <Navigate to={homePath(info?.user_type)} replace />;
}

// /admin/logout: signs out, empties local storage and goes to /login.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/layout/page-loader';
import { logout } from '../../../lib/session';

export default function AdminLogoutRoute() {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // leave first, so the admin guard does not react to the emptied state
    void (async () => {
      await navigate('/login', { replace: true });
      await logout();
    })();
  }, [navigate]);
  return <PageLoader />;
}

// The signed-in shell of /app: top bar on wide screens, bottom bar on small ones, the active tab remembered.
import { homePath } from '@hookline/shared/constants';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setActivePage, useClientState } from '../../lib/client-state';
import { logout, useIdentity, useUserInfo } from '../../lib/session';
import { BottomBar } from '../navigation/bottom-bar';
import { type NavItem, navItems, navKeyForPath } from '../navigation/nav-items';
import { TopBar } from '../navigation/top-bar';

export function AppLayout({ children }: { children: ReactNode }) {
  const info = useUserInfo();
  const identity = useIdentity();
  const activePage = useClientState((s) => s.user.active_page);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const key = navKeyForPath(location.pathname);
    if (key) setActivePage(key);
  }, [location.pathname]);

  const onLogout = async () => {
    // leave first, so the guard does not remember this page as the place to come back to
    await navigate('/login', { replace: true });
    await logout();
  };
  const props = {
    home: homePath(info?.user_type),
    items: navItems(info?.user_type),
    activePage,
    isAdmin: identity?.admin === true,
    onSelect: (item: NavItem) => setActivePage(item.key),
    onLogout: () => void onLogout(),
  };

  return (
    <>
      <TopBar {...props} />
      <main className="hl-app-main">{children}</main>
      <BottomBar {...props} />
    </>
  );
}

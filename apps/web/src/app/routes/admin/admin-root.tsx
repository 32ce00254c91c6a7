// /admin/*: signed-in admins only (identity.admin); others see the generic error page, visitors go to /login.
import { Outlet } from 'react-router';
import { AdminLayout } from '../../../components/layout/admin-layout';
import { RequireAdmin, RequireAuth } from '../../../components/layout/guards';

export default function AdminRoot() {
  return (
    <RequireAuth>
      <RequireAdmin>
        <AdminLayout>
          <Outlet />
        </AdminLayout>
      </RequireAdmin>
    </RequireAuth>
  );
}

// /admin/*: signed-in admins only (identity.admin); others see the generic error page, visitors go to /login.
import { Outlet } from 'react-router';
import { AdminLayout } from '../../../components/layout/admin-layout';
import { RequireAdmin, RequireAuth } from '../../../components/layout/guards';
import { FraudCountBadge } from '../../../features/fraud/components/fraud-count-badge';

export default function AdminRoot() {
  return (
    <RequireAuth>
      <RequireAdmin>
        <AdminLayout badges={{ '/fraud': <FraudCountBadge /> }}>
          <Outlet />
        </AdminLayout>
      </RequireAdmin>
    </RequireAuth>
  );
}

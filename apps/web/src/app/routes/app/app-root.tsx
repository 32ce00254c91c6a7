// /app/*: the signed-in shell. Visitors go to /login; the identity (admin claim) is read again on entry.
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { AppLayout } from '../../../components/layout/app-layout';
import { RequireAuth } from '../../../components/layout/guards';
import { useIdentityQuery } from '../../../features/auth/api/get-identity';
import { setIdentity } from '../../../lib/client-state';

function SignedInShell() {
  const { data: identity } = useIdentityQuery();
  useEffect(() => {
    if (identity) setIdentity(identity);
  }, [identity]);
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}

export default function AppRoot() {
  return (
    <RequireAuth>
      <SignedInShell />
    </RequireAuth>
  );
}

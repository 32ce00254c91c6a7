// The signed-in layout around every /app screen; it keeps the client's identity (the admin claim) as the server reads it.
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { AppLayout } from '../../../components/layout/app-layout';
import { setIdentity } from '../../../lib/client-state';
import { useIdentityQuery } from '../api/get-identity';

export function SignedInShell() {
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

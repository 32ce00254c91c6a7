// /app/*: the signed-in shell. Visitors go to /login; the identity (admin claim) is read again on entry.
import { RequireAuth } from '../../../components/layout/guards';
import { SignedInShell } from '../../../features/auth/components/signed-in-shell';

export default function AppRoot() {
  return (
    <RequireAuth>
      <SignedInShell />
    </RequireAuth>
  );
}

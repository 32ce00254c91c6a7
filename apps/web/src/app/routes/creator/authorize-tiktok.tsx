// /app/authorize/tiktok?code=...: where TikTok's consent page returns. The Connect-profile dialog opens over the
// account screen (the verify-profile flag); closing it or connecting returns to /app/account.
import { MSG } from '@hookline/shared/messages';
import type { UserInfo } from '@hookline/shared/users';
import { Alert, Button, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { ConnectProfileDialog } from '../../../features/tiktok/components/connect-profile-dialog';
import { OAUTH_STATE_KEY } from '../../../features/tiktok/components/connect-tiktok-button';
import { setUserInfo, setVerifyProfile, useClientState } from '../../../lib/client-state';
import { useUserInfo } from '../../../lib/session';

/** Why the answer cannot be used, or null when the code may be exchanged. */
function problemOf(params: URLSearchParams, expectedState: string | null): string | null {
  if (params.get('error')) return MSG.tiktokCancelled;
  if (!params.get('code')) return MSG.tiktokNoCode;
  const state = params.get('state');
  // no state kept in this tab (a link opened in a fresh tab) is refused too; the server checks the state as well
  if (!state || state !== expectedState) return MSG.tiktokStateMismatch;
  return null;
}

export default function AuthorizeTiktokRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const info = useUserInfo();
  const flag = useClientState((s) => s.toasts.verify_profile);
  const [expectedState] = useState(() => sessionStorage.getItem(OAUTH_STATE_KEY));
  const problem = problemOf(params, expectedState);
  const code = params.get('code') ?? '';

  useEffect(() => {
    if (!problem) setVerifyProfile(1);
  }, [problem]);

  const leave = () => {
    setVerifyProfile(0);
    sessionStorage.removeItem(OAUTH_STATE_KEY);
    void navigate('/app/account', { replace: true });
  };
  const connected = (fresh: UserInfo) => {
    setUserInfo(fresh);
    leave();
  };

  return (
    <Stack gap="lg">
      <ScreenHeader title="Connect TikTok" back={{ to: '/app/account', label: 'Account' }} />
      {problem ? (
        <Alert color="red" variant="light" title="TikTok is not connected">
          <Stack gap="sm" align="flex-start">
            {problem}
            <Button component={Link} to="/app/account" variant="light" color="red" size="xs">
              Back to account
            </Button>
          </Stack>
        </Alert>
      ) : (
        info?.creator && (
          <ConnectProfileDialog
            opened={flag === 1}
            creatorId={info.creator.id}
            code={code}
            state={params.get('state') ?? ''}
            // a first connection asks for the country; a reconnection keeps the one chosen before
            defaultCountryId={info.creator.tiktok_connected ? (info.creator.country?.id ?? null) : null}
            onClose={leave}
            onConnected={connected}
          />
        )
      )}
    </Stack>
  );
}

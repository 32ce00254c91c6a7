// /app/authorize/instagram and /app/authorize/youtube ?code=…&state=…: where Instagram's and YouTube's consent pages
// return. The Connect dialog opens over the page; closing it or connecting returns to /app/account.
import { PLATFORM_NAMES } from '@hookline/shared/platforms';
import type { UserInfo } from '@hookline/shared/users';
import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ScreenHeader } from '../../../components/layout/screen-header';
import type { OAuthPlatform } from '../../../features/platforms/api/connect-platform';
import { platformStateKey } from '../../../features/platforms/components/connect-platform-button';
import { ConnectPlatformDialog } from '../../../features/platforms/components/connect-platform-dialog';
import { setUserInfo } from '../../../lib/client-state';

/** Why the answer cannot be used, or null when the code may be exchanged. */
function problemOf(name: string, params: URLSearchParams, expectedState: string | null): string | null {
  if (params.get('error')) return `The ${name} connection was cancelled. You can try again from your account.`;
  if (!params.get('code')) return `${name} did not send a connection code. Please connect again from your account.`;
  const state = params.get('state');
  // no state kept in this tab (a link opened in a fresh tab) is refused too; the server checks the state as well
  if (!state || state !== expectedState)
    return `This ${name} answer does not belong to your connection request. Please connect again from your account.`;
  return null;
}

function AuthorizePlatform({ platform }: { platform: OAuthPlatform }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const name = PLATFORM_NAMES[platform];
  const [expectedState] = useState(() => sessionStorage.getItem(platformStateKey(platform)));
  const [open, setOpen] = useState(true);
  const problem = problemOf(name, params, expectedState);

  const leave = () => {
    setOpen(false);
    sessionStorage.removeItem(platformStateKey(platform));
    void navigate('/app/account', { replace: true });
  };
  const connected = (fresh: UserInfo) => {
    setUserInfo(fresh);
    leave();
  };

  return (
    <Stack gap="lg">
      <ScreenHeader title={`Connect ${name}`} back={{ to: '/app/account', label: 'Account' }} />
      {problem ? (
        <Alert color="red" variant="light" title={`${name} is not connected`}>
          <Stack gap="sm" align="flex-start">
            {problem}
            <Button component={Link} to="/app/account" variant="light" color="red" size="xs">
              Back to account
            </Button>
          </Stack>
        </Alert>
      ) : (
        <ConnectPlatformDialog
          platform={platform}
          opened={open}
          code={params.get('code') ?? ''}
          state={params.get('state') ?? ''}
          onClose={leave}
          onConnected={connected}
        />
      )}
    </Stack>
  );
}

/** One screen for both callbacks (router: authorize/instagram, authorize/youtube): the path names the platform. */
export default function AuthorizePlatformRoute() {
  const { pathname } = useLocation();
  const platform: OAuthPlatform = pathname.replace(/\/$/, '').endsWith('/youtube') ? 'youtube' : 'instagram';
  return <AuthorizePlatform key={platform} platform={platform} />;
}

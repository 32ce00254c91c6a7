// Sends the creator to Instagram's or YouTube's consent page (the simulators by default). The state the platform
// hands back is kept for this tab, so /app/authorize/<platform> accepts only the answer to a request made here.
import { MSG } from '@hookline/shared/messages';
import { PLATFORM_NAMES } from '@hookline/shared/platforms';
import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toasts';
import { getPlatformAuthorizeUrl, type OAuthPlatform } from '../api/connect-platform';

export const platformStateKey = (platform: OAuthPlatform) => `hookline:${platform}-oauth-state`;

export function ConnectPlatformButton({
  platform,
  label = `Connect ${PLATFORM_NAMES[platform]}`,
  ...props
}: ButtonProps & { platform: OAuthPlatform; label?: string }) {
  const [busy, setBusy] = useState(false);
  const connect = async () => {
    setBusy(true);
    try {
      const url = await getPlatformAuthorizeUrl(platform);
      const state = new URL(url, window.location.origin).searchParams.get('state');
      if (state) sessionStorage.setItem(platformStateKey(platform), state);
      window.location.assign(url);
    } catch (error) {
      toast.error(errorMessage(error, MSG.errorContactSupport));
      setBusy(false);
    }
  };
  return (
    <Button {...props} loading={busy} onClick={() => void connect()}>
      {label}
    </Button>
  );
}

// Sends the creator to TikTok's consent page (the simulator's by default). The state TikTok hands back is kept
// for this tab, so /app/authorize/tiktok accepts only the answer to a request made here (OAuth CSRF).
import { MSG } from '@hookline/shared/messages';
import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toasts';
import { getAuthorizeUrl } from '../api/get-authorize-url';

export const OAUTH_STATE_KEY = 'hookline:tiktok-oauth-state';

export function ConnectTiktokButton({ label = 'Connect TikTok', ...props }: ButtonProps & { label?: string }) {
  const [busy, setBusy] = useState(false);
  const connect = async () => {
    setBusy(true);
    try {
      const url = await getAuthorizeUrl();
      const state = new URL(url, window.location.origin).searchParams.get('state');
      if (state) sessionStorage.setItem(OAUTH_STATE_KEY, state);
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

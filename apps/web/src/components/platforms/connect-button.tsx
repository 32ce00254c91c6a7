// Sends the creator to a platform's consent page (the simulators by default). The state the platform hands back is
// kept for this tab, so the authorize screen accepts only the answer to a request made here (OAuth CSRF).
import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { toast } from '../../lib/toasts';

type Props = ButtonProps & {
  /** asks the server for the consent page's address */
  authorizeUrl: () => Promise<string>;
  /** where this tab keeps the state it expects back */
  stateKey: string;
  label: string;
};

export function OAuthConnectButton({ authorizeUrl, stateKey, label, ...props }: Props) {
  const [busy, setBusy] = useState(false);
  const connect = async () => {
    setBusy(true);
    try {
      const url = await authorizeUrl();
      const state = new URL(url, window.location.origin).searchParams.get('state');
      if (state) sessionStorage.setItem(stateKey, state);
      window.location.assign(url);
    } catch (error) {
      toast.error(errorMessage(error, t('errorContactSupport')));
      setBusy(false);
    }
  };
  return (
    <Button {...props} loading={busy} onClick={() => void connect()}>
      {label}
    </Button>
  );
}

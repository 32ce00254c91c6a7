// Sends the creator to TikTok's consent page (the simulator's by default); the state TikTok hands back is kept for
// this tab, so /app/authorize/tiktok accepts only the answer to a request made here (OAuth CSRF).
import type { ButtonProps } from '@mantine/core';
import { OAuthConnectButton } from '../../../components/platforms/connect-button';
import { t } from '../../../lib/i18n';
import { getAuthorizeUrl } from '../api/get-authorize-url';

export const OAUTH_STATE_KEY = 'hookline:tiktok-oauth-state';

type Props = ButtonProps & { label?: string };

export function ConnectTiktokButton({ label, ...props }: Props) {
  return (
    <OAuthConnectButton
      {...props}
      authorizeUrl={getAuthorizeUrl}
      stateKey={OAUTH_STATE_KEY}
      label={label ?? t('crConnectTiktok')}
    />
  );
}

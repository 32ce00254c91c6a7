// Sends the creator to Instagram's or YouTube's consent page (the simulators by default); the state the platform
// hands back is kept for this tab, so the authorize screen accepts only the answer to a request made here.
import type { ButtonProps } from '@mantine/core';
import { OAuthConnectButton } from '../../../components/platforms/connect-button';
import { t } from '../../../lib/i18n';
import { getPlatformAuthorizeUrl, type OAuthPlatform } from '../api/connect-platform';

export const platformStateKey = (platform: OAuthPlatform) => `hookline:${platform}-oauth-state`;

type Props = ButtonProps & { platform: OAuthPlatform; label?: string };

export function ConnectPlatformButton({ platform, label, ...props }: Props) {
  return (
    <OAuthConnectButton
      {...props}
      authorizeUrl={() => getPlatformAuthorizeUrl(platform)}
      stateKey={platformStateKey(platform)}
      label={label ?? (platform === 'youtube' ? t('crConnectYoutube') : t('crConnectInstagram'))}
    />
  );
}

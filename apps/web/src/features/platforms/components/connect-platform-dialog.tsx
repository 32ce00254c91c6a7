// The dialog over /app/authorize/<platform> for Instagram and YouTube, the shared Connect dialog (TikTok's keeps the
// spec's title and texts): what is read, and the consent code exchanged for the linked account at once, since the
// creator already said yes on the platform's page and nothing is left to choose (a second Connect click was easy to
// miss, and leaving the page then dropped the connection). Connect stays for another try after a failure. Closing
// it, or success, returns to /app/account.
import { authorizePlatformBody } from '@hookline/shared/platform-schemas';
import type { UserInfo } from '@hookline/shared/users';
import { useEffect, useRef } from 'react';
import { ConnectDialog, useConnectAccount } from '../../../components/platforms/connect-dialog';
import { t } from '../../../lib/i18n';
import { type OAuthPlatform, useAuthorizePlatform } from '../api/connect-platform';

type Props = {
  platform: OAuthPlatform;
  opened: boolean;
  code: string;
  /** the OAuth state the platform handed back: the server checks it is the one it issued to this creator */
  state: string;
  onClose: () => void;
  onConnected: (info: UserInfo) => void;
};

export function ConnectPlatformDialog({ platform, opened, code, state, onClose, onConnected }: Props) {
  const authorize = useAuthorizePlatform(platform);
  const { failure, connect } = useConnectAccount(authorize, t('platformConnected'), onConnected);
  const body = () => authorizePlatformBody.safeParse({ code, state });
  // once per answer: StrictMode's second effect run and re-renders must not send the single-use code again
  const sent = useRef(false);
  useEffect(() => {
    if (!opened || sent.current) return;
    sent.current = true;
    connect(body());
  });
  return (
    <ConnectDialog
      opened={opened}
      title={platform === 'youtube' ? t('crConnectYoutube') : t('crConnectInstagram')}
      intro={platform === 'youtube' ? t('crConnectYoutubeBody') : t('crConnectInstagramBody')}
      connectingText={t('platformConnecting')}
      pending={authorize.isPending}
      failure={failure}
      onClose={onClose}
      onConnect={() => connect(body())}
    />
  );
}

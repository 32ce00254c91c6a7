// The dialog over /app/authorize/<platform> for Instagram and YouTube, the shared Connect dialog (TikTok's keeps the
// spec's title and texts): what is read, then Connect exchanges the consent code for the linked account. Closing
// it, or success, returns to /app/account.
import { authorizePlatformBody } from '@hookline/shared/platform-schemas';
import type { UserInfo } from '@hookline/shared/users';
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
  return (
    <ConnectDialog
      opened={opened}
      title={platform === 'youtube' ? t('crConnectYoutube') : t('crConnectInstagram')}
      intro={platform === 'youtube' ? t('crConnectYoutubeBody') : t('crConnectInstagramBody')}
      connectingText={t('platformConnecting')}
      pending={authorize.isPending}
      failure={failure}
      onClose={onClose}
      onConnect={() => connect(authorizePlatformBody.safeParse({ code, state }))}
    />
  );
}

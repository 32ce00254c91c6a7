// /app/authorize/tiktok?code=...: where TikTok's consent page returns. The Connect-profile dialog opens over the
// account screen (the verify-profile flag); closing it or connecting returns to /app/account.
import { useEffect } from 'react';
import { AuthorizeScreen, useOAuthAnswer } from '../../../components/platforms/authorize-screen';
import { ConnectProfileDialog } from '../../../features/tiktok/components/connect-profile-dialog';
import { OAUTH_STATE_KEY } from '../../../features/tiktok/components/connect-tiktok-button';
import { setVerifyProfile, useClientState } from '../../../lib/client-state';
import { t } from '../../../lib/i18n';
import { useUserInfo } from '../../../lib/session';

export default function AuthorizeTiktokRoute() {
  const info = useUserInfo();
  const flag = useClientState((s) => s.toasts.verify_profile);
  const answer = useOAuthAnswer(
    OAUTH_STATE_KEY,
    { cancelled: t('tiktokCancelled'), noCode: t('tiktokNoCode'), stateMismatch: t('tiktokStateMismatch') },
    () => setVerifyProfile(0),
  );
  const { problem } = answer;

  useEffect(() => {
    if (!problem) setVerifyProfile(1);
  }, [problem]);

  return (
    <AuthorizeScreen title={t('crConnectTiktok')} failedTitle={t('crTiktokNotConnected')} problem={problem}>
      {info?.creator && (
        <ConnectProfileDialog
          opened={flag === 1}
          creatorId={info.creator.id}
          code={answer.code}
          state={answer.state}
          // a first connection asks for the country; a reconnection keeps the one chosen before
          defaultCountryId={info.creator.tiktok_connected ? (info.creator.country?.id ?? null) : null}
          onClose={answer.leave}
          onConnected={answer.connected}
        />
      )}
    </AuthorizeScreen>
  );
}

// The screen Instagram's and YouTube's consent pages return to: the answer checked against this tab's request, then
// the Connect dialog over it; closing it or connecting returns to /app/account.
import { PLATFORM_NAMES } from '@hookline/shared/platforms';
import { useState } from 'react';
import { AuthorizeScreen, useOAuthAnswer } from '../../../components/platforms/authorize-screen';
import { t } from '../../../lib/i18n';
import type { OAuthPlatform } from '../api/connect-platform';
import { platformStateKey } from './connect-platform-button';
import { ConnectPlatformDialog } from './connect-platform-dialog';

export function AuthorizePlatform({ platform }: { platform: OAuthPlatform }) {
  const name = PLATFORM_NAMES[platform];
  const [open, setOpen] = useState(true);
  const answer = useOAuthAnswer(
    platformStateKey(platform),
    {
      cancelled: t('crPlatformCancelled', { name }),
      noCode: t('crPlatformNoCode', { name }),
      stateMismatch: t('crPlatformStateMismatch', { name }),
    },
    () => setOpen(false),
  );
  return (
    <AuthorizeScreen
      title={platform === 'youtube' ? t('crConnectYoutube') : t('crConnectInstagram')}
      failedTitle={t('crPlatformNotConnected', { name })}
      problem={answer.problem}
    >
      <ConnectPlatformDialog
        platform={platform}
        opened={open}
        code={answer.code}
        state={answer.state}
        onClose={answer.leave}
        onConnected={answer.connected}
      />
    </AuthorizeScreen>
  );
}

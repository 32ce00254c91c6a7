// /app/authorize/instagram and /app/authorize/youtube ?code=…&state=…: where Instagram's and YouTube's consent pages
// return. The Connect dialog opens over the page; closing it or connecting returns to /app/account.
import { PLATFORM_NAMES } from '@hookline/shared/platforms';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { AuthorizeScreen, useOAuthAnswer } from '../../../components/platforms/authorize-screen';
import type { OAuthPlatform } from '../../../features/platforms/api/connect-platform';
import { platformStateKey } from '../../../features/platforms/components/connect-platform-button';
import { ConnectPlatformDialog } from '../../../features/platforms/components/connect-platform-dialog';
import { t } from '../../../lib/i18n';

function AuthorizePlatform({ platform }: { platform: OAuthPlatform }) {
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

/** One screen for both callbacks (router: authorize/instagram, authorize/youtube): the path names the platform. */
export default function AuthorizePlatformRoute() {
  const { pathname } = useLocation();
  const platform: OAuthPlatform = pathname.replace(/\/$/, '').endsWith('/youtube') ? 'youtube' : 'instagram';
  return <AuthorizePlatform key={platform} platform={platform} />;
}

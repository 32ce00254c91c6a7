// Where a platform's consent page returns (/app/authorize/<platform>?code=…&state=…): the answer is checked against
// the state this tab asked for, then the platform's Connect dialog opens over the page; closing it or connecting
// returns to /app/account. One flow for TikTok, Instagram and YouTube.
import type { UserInfo } from '@hookline/shared/users';
import { Alert, Button, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { setUserInfo } from '../../lib/client-state';
import { t } from '../../lib/i18n';
import { ScreenHeader } from '../layout/screen-header';

/** What to say when the answer cannot be used. */
export type AnswerProblems = { cancelled: string; noCode: string; stateMismatch: string };

/** Why the answer cannot be used, or null when the code may be exchanged. */
function problemOf(params: URLSearchParams, expectedState: string | null, problems: AnswerProblems): string | null {
  if (params.get('error')) return problems.cancelled;
  if (!params.get('code')) return problems.noCode;
  const state = params.get('state');
  // no state kept in this tab (a link opened in a fresh tab) is refused too; the server checks the state as well
  if (!state || state !== expectedState) return problems.stateMismatch;
  return null;
}

/** The consent page's answer: its code and state, what is wrong with it, and the two ways out of the dialog. */
export function useOAuthAnswer(stateKey: string, problems: AnswerProblems, onLeave?: () => void) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [expectedState] = useState(() => sessionStorage.getItem(stateKey));
  const leave = () => {
    onLeave?.();
    sessionStorage.removeItem(stateKey);
    void navigate('/app/account', { replace: true });
  };
  const connected = (fresh: UserInfo) => {
    setUserInfo(fresh);
    leave();
  };
  return {
    code: params.get('code') ?? '',
    state: params.get('state') ?? '',
    problem: problemOf(params, expectedState, problems),
    leave,
    connected,
  };
}

type Props = {
  title: string;
  /** the alert's title when the answer cannot be used */
  failedTitle: string;
  problem: string | null;
  /** the Connect dialog, shown when there is no problem */
  children: ReactNode;
};

export function AuthorizeScreen({ title, failedTitle, problem, children }: Props) {
  return (
    <Stack gap="lg">
      <ScreenHeader title={title} back={{ to: '/app/account', label: t('uiAccount') }} />
      {problem ? (
        <Alert color="red" variant="light" title={failedTitle}>
          <Stack gap="sm" align="flex-start">
            {problem}
            <Button component={Link} to="/app/account" variant="light" color="red" size="xs">
              {t('crBackToAccount')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        children
      )}
    </Stack>
  );
}

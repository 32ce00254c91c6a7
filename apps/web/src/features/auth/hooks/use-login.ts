// The sign-in journey: sign in, the second factor when asked, then POST /api/users for the user
// info, then the session is stored. A refused step becomes one message: shown inline here and toasted red by the
// query client, like every other failed mutation.
import type { SignInBody, SignInResponse } from '@hookline/shared/auth';
import type { UserInfo } from '@hookline/shared/users';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { startSession } from '../../../lib/session';
import { createUser } from '../api/create-user';
import { signIn, signInWithLink } from '../api/sign-in';
import { verifyMfa } from '../api/verify-mfa';
import { landingPath } from '../landing-path';

type LoginResult = { kind: 'mfa'; token: string } | { kind: 'signed-in'; info: UserInfo };

/**
 * A refused login step, worded as the login screen says it. It is never a 401: on this screen a 401 is a refused
 * credential or an outdated second-factor token, not a session that ended, so the query client must still toast it.
 */
class LoginFailure extends ApiError {
  constructor(message: string, code = 'LOGIN_FAILED') {
    super(400, code, message);
  }
}

/** Runs one login step and turns whatever refuses it into the message the screen shows (the fallback if none). */
async function step<T>(run: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof LoginFailure) throw err;
    throw new LoginFailure(errorMessage(err, fallback), err instanceof ApiError ? err.code : undefined);
  }
}

async function complete(res: SignInResponse): Promise<LoginResult> {
  if (res.mfa_required) return { kind: 'mfa', token: res.token };
  let info: UserInfo;
  try {
    info = await createUser({ email: res.identity.email, token: res.token });
  } catch {
    throw new LoginFailure(t('contactSupport'));
  }
  startSession({
    token: res.token,
    identity: res.identity,
    info,
    activePage: landingPath(info) === '/app/campaigns' ? 'campaigns' : 'account',
  });
  return { kind: 'signed-in', info };
}

export function useLogin(onSignedIn: (info: UserInfo) => void) {
  const [error, setError] = useState<string | null>(null);
  const [mfaToken, setMfaToken] = useState<string | null>(null);

  const onSuccess = (result: LoginResult) => {
    setError(null);
    if (result.kind === 'mfa') setMfaToken(result.token);
    else onSignedIn(result.info);
  };
  // the toast is the query client's; the same message stays inline until the next attempt
  const onError = (err: unknown) => setError(errorMessage(err, t('thereWasAnError')));

  const credentials = useMutation({
    mutationFn: (body: SignInBody) => step(async () => complete(await signIn(body)), t('thereWasAnError')),
    meta: { errorMessage: t('thereWasAnError') },
    onSuccess,
    onError,
  });
  const link = useMutation({
    mutationFn: (token: string) => step(async () => complete(await signInWithLink(token)), t('linkInvalid')),
    meta: { errorMessage: t('linkInvalid') },
    onSuccess,
    onError,
  });
  const mfa = useMutation({
    mutationFn: (code: string) =>
      step(async () => {
        if (!mfaToken) throw new LoginFailure(t('thereWasAnError'));
        return complete(await verifyMfa({ code, token: mfaToken }));
      }, t('mfaInvalid')),
    meta: { errorMessage: t('mfaInvalid') },
    onSuccess,
    onError,
  });

  return {
    error,
    setError,
    needsMfa: mfaToken !== null,
    pending: credentials.isPending || mfa.isPending || link.isPending,
    signingInWithLink: link.isPending,
    signIn: (body: SignInBody) => credentials.mutate(body),
    signInWithLink: (token: string) => link.mutate(token),
    verifyCode: (code: string) => mfa.mutate(code),
    cancelMfa: () => {
      setMfaToken(null);
      setError(null);
    },
  };
}

// The sign-in journey: sign in, the second factor when asked, then POST /api/users for the user
// info, then the session is stored. Errors come back as the one message shown inline and in the red toast.
import type { SignInBody, SignInResponse } from '@hookline/shared/auth';
import { MSG } from '@hookline/shared/messages';
import type { UserInfo } from '@hookline/shared/users';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';
import { useToast } from '../../../lib/toasts';
import { createUser } from '../api/create-user';
import { signIn } from '../api/sign-in';
import { verifyMfa } from '../api/verify-mfa';
import { landingPath } from '../landing-path';

type LoginResult = { kind: 'mfa'; token: string } | { kind: 'signed-in'; info: UserInfo };

class LoginFailure extends Error {}

async function complete(res: SignInResponse): Promise<LoginResult> {
  if (res.mfa_required) return { kind: 'mfa', token: res.token };
  let info: UserInfo;
  try {
    info = await createUser({ email: res.identity.email, token: res.token });
  } catch {
    throw new LoginFailure(MSG.contactSupport);
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
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [mfaToken, setMfaToken] = useState<string | null>(null);

  const onSuccess = (result: LoginResult) => {
    setError(null);
    if (result.kind === 'mfa') setMfaToken(result.token);
    else onSignedIn(result.info);
  };
  const onError = (err: unknown, fallback: string) => {
    const message = err instanceof LoginFailure ? err.message : errorMessage(err, fallback);
    setError(message);
    toast.error(message);
  };

  const credentials = useMutation({
    mutationFn: async (body: SignInBody) => complete(await signIn(body)),
    meta: { silent: true },
    onSuccess,
    onError: (err) => onError(err, MSG.thereWasAnError),
  });
  const mfa = useMutation({
    mutationFn: async (code: string) => {
      if (!mfaToken) throw new LoginFailure(MSG.thereWasAnError);
      return complete(await verifyMfa({ code, token: mfaToken }));
    },
    meta: { silent: true },
    onSuccess,
    onError: (err) => onError(err, MSG.mfaInvalid),
  });

  return {
    error,
    setError,
    needsMfa: mfaToken !== null,
    pending: credentials.isPending || mfa.isPending,
    signIn: (body: SignInBody) => credentials.mutate(body),
    verifyCode: (code: string) => mfa.mutate(code),
    cancelMfa: () => {
      setMfaToken(null);
      setError(null);
    },
  };
}

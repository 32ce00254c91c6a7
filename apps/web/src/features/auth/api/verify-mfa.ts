import type { SignInResponse } from '@hookline/shared/auth';
import { api } from '../../../lib/api-client';

/** The second step of an admin sign-in with TOTP; the token is the one sign-in answered. */
export const verifyMfa = (opts: { code: string; token: string }) =>
  api.post<SignInResponse>('/api/auth/mfa/verify', { code: opts.code }, { token: opts.token });

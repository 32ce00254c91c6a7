import type { MfaConfirmation, MfaEnrolment } from '@hookline/shared/auth';
import { api } from '../../../lib/api-client';

/**
 * Starts (or restarts) the set-up of two-step verification: a new secret, not active until confirmed. In production
 * an admin's first set-up answers 202 with a message instead: a confirmation email went out, whose link
 * (/app/account?mfa_enrol=TOKEN) starts it again with the token.
 */
export const startMfaEnrolment = (token?: string) =>
  api.post<MfaEnrolment | { message: string }>('/api/auth/mfa/enroll', token ? { token } : {});

/** Confirms the set-up with a code from the app; answers the recovery codes, shown once. */
export const confirmMfaEnrolment = (code: string) => api.post<MfaConfirmation>('/api/auth/mfa/confirm', { code });

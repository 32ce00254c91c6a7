import type { MfaConfirmation, MfaEnrolment } from '@hookline/shared/auth';
import { api } from '../../../lib/api-client';

/** Starts (or restarts) the set-up of two-step verification: a new secret, not active until confirmed. */
export const startMfaEnrolment = () => api.post<MfaEnrolment>('/api/auth/mfa/enroll', {});

/** Confirms the set-up with a code from the app; answers the recovery codes, shown once. */
export const confirmMfaEnrolment = (code: string) => api.post<MfaConfirmation>('/api/auth/mfa/confirm', { code });

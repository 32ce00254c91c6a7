import type { messageSchema } from '@hookline/shared/api';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';

export const verifyEmail = (token: string) =>
  api.post<Answer<typeof messageSchema>>('/api/auth/verify-email', { token }, { token: null });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail, meta: { errorMessage: t('linkInvalid') } });

/** The old address's link after an email change (/login?undo_email=TOKEN): restores it and ends every session. */
export const undoEmailChange = (token: string) =>
  api.post<Answer<typeof messageSchema>>('/api/auth/undo-email-change', { token }, { token: null });

export const useUndoEmailChange = () =>
  useMutation({ mutationFn: undoEmailChange, meta: { errorMessage: t('linkInvalid') } });

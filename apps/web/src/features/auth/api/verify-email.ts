import type { messageSchema } from '@hookline/shared/api';
import { MSG } from '@hookline/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';

export const verifyEmail = (token: string) =>
  api.post<Answer<typeof messageSchema>>('/api/auth/verify-email', { token }, { token: null });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail, meta: { errorMessage: MSG.linkInvalid } });

/** The old address's link after an email change (/login?undo_email=TOKEN): restores it and ends every session. */
export const undoEmailChange = (token: string) =>
  api.post<Answer<typeof messageSchema>>('/api/auth/undo-email-change', { token }, { token: null });

export const useUndoEmailChange = () =>
  useMutation({ mutationFn: undoEmailChange, meta: { errorMessage: MSG.linkInvalid } });

import type { messageSchema } from '@hookline/shared/api';
import { MSG } from '@hookline/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';

export const resetPassword = (body: { token: string; password: string }) =>
  api.post<Answer<typeof messageSchema>>('/api/auth/reset-password', body, { token: null });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword, meta: { errorMessage: MSG.tryAgain } });

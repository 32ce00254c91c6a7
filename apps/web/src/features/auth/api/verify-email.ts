import type { messageSchema } from '@hookline/shared/api';
import { MSG } from '@hookline/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';

export const verifyEmail = (token: string) =>
  api.post<Answer<typeof messageSchema>>('/api/auth/verify-email', { token }, { token: null });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail, meta: { errorMessage: MSG.linkInvalid } });

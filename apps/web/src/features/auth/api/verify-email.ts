import { MSG } from '@hookline/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const verifyEmail = (token: string) =>
  api.post<{ message: string }>('/api/auth/verify-email', { token }, { token: null });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail, meta: { errorMessage: MSG.linkInvalid } });

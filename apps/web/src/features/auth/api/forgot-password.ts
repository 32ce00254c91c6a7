import { MSG } from '@hookline/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const forgotPassword = (email: string) =>
  api.post<{ message: string }>('/api/auth/forgot-password', { email }, { token: null });

export const useForgotPassword = () =>
  useMutation({ mutationFn: forgotPassword, meta: { errorMessage: MSG.resetUserNotFound } });

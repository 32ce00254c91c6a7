import type { messageSchema } from '@hookline/shared/api';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';

export const forgotPassword = (email: string) =>
  api.post<Answer<typeof messageSchema>>('/api/auth/forgot-password', { email }, { token: null });

export const useForgotPassword = () =>
  useMutation({ mutationFn: forgotPassword, meta: { errorMessage: t('resetUserNotFound') } });

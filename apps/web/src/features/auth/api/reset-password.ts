import type { messageSchema } from '@hookline/shared/api';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';

export const resetPassword = (body: { token: string; password: string }) =>
  api.post<Answer<typeof messageSchema>>('/api/auth/reset-password', body, { token: null });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword, meta: { errorMessage: t('tryAgain') } });

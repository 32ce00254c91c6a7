import type { messageSchema } from '@hookline/shared/api';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';

export const changePassword = (body: { current_password: string; new_password: string }) =>
  api.post<Answer<typeof messageSchema>>('/api/auth/change-password', body);

export const useChangePassword = () =>
  useMutation({ mutationFn: changePassword, meta: { errorMessage: t('tryAgain') } });

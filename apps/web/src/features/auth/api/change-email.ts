import type { messageSchema } from '@hookline/shared/api';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';

export const changeEmail = (body: { new_email: string; password: string }) =>
  api.post<Answer<typeof messageSchema>>('/api/auth/change-email', body);

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail, meta: { errorMessage: t('tryAgain') } });

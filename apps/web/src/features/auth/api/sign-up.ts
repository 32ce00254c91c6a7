import type { messageSchema } from '@hookline/shared/api';
import type { SignUpBody } from '@hookline/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';

export const signUp = (body: SignUpBody) =>
  api.post<Answer<typeof messageSchema>>('/api/auth/sign-up', body, { token: null });

export const useSignUp = () => useMutation({ mutationFn: signUp, meta: { errorMessage: t('signupUnknown') } });

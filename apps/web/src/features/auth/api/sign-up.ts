import type { messageSchema } from '@hookline/shared/api';
import type { signUpBody } from '@hookline/shared/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type Answer, api } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';

/** A creator's body has no account type (the server's default), a musician's names it and the stage name. */
export const signUp = (body: z.input<typeof signUpBody>) =>
  api.post<Answer<typeof messageSchema>>('/api/auth/sign-up', body, { token: null });

export const useSignUp = () => useMutation({ mutationFn: signUp, meta: { errorMessage: t('signupUnknown') } });

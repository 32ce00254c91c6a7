import type { messageSchema } from '@hookline/shared/api';
import { MSG } from '@hookline/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';

export const changeEmail = (body: { new_email: string; password: string }) =>
  api.post<Answer<typeof messageSchema>>('/api/auth/change-email', body);

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail, meta: { errorMessage: MSG.tryAgain } });

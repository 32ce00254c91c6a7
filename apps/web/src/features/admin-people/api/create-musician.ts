// POST /api/admin/musicians: creates the account and emails an invitation to choose a password.

import type { MusicianCreateBody } from '@hookline/shared/admin-people';
import { MSG } from '@hookline/shared/messages';
import type { musicianCreated } from '@hookline/shared/people-answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { musicianOptionsKey } from '../../../lib/query-keys';
import { musiciansQueryKey } from './get-musicians';

export const createMusician = (body: MusicianCreateBody) =>
  api.post<Answer<typeof musicianCreated>>('/api/admin/musicians', body);

export function useCreateMusician() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMusician,
    // the red toast says what failed; the form also puts a taken email's message on the Email field
    meta: { errorMessage: MSG.somethingWentWrong },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: musiciansQueryKey }),
        queryClient.invalidateQueries({ queryKey: musicianOptionsKey }),
      ]),
  });
}

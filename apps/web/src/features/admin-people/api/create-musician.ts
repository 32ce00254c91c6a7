// POST /api/admin/musicians: creates the account and emails an invitation to choose a password.
import type { MusicianCreateBody } from '@hookline/shared/admin-people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { musiciansQueryKey } from './get-musicians';

export const createMusician = (body: MusicianCreateBody) =>
  api.post<{ message: string; data: { id: number; email: string; stage_name: string } }>('/api/admin/musicians', body);

export function useCreateMusician() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMusician,
    // the form shows the server's message on the Email field and as the red toast itself
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: musiciansQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'musician-options'] }),
      ]),
  });
}

// GET/PUT /api/musician/notification-settings: which emails the musician receives.
import type { notificationSettingsResponse, notificationSettingsSaved } from '@hookline/shared/users';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import type { NotificationSettings } from './types';

const key = ['musician', 'notification-settings'] as const;

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: key,
    queryFn: () =>
      api.get<Answer<typeof notificationSettingsResponse>>('/api/musician/notification-settings').then((r) => r.data),
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) =>
      api.put<Answer<typeof notificationSettingsSaved>>('/api/musician/notification-settings', body),
    onSuccess: (r) => client.setQueryData(key, r.data),
  });
}

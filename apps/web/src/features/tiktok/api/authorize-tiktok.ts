// POST /api/creator/authorize/tiktok: exchanges the consent code and links the profile; answers the user info.
import type { AuthorizeTikTokBody } from '@hookline/shared/creators';
import type { UserInfo } from '@hookline/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setUserInfo } from '../../../lib/client-state';
import { t } from '../../../lib/i18n';
import { areaKey } from '../../../lib/query-keys';

export const authorizeTiktok = (body: AuthorizeTikTokBody) => api.post<UserInfo>('/api/creator/authorize/tiktok', body);

export function useAuthorizeTiktok() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authorizeTiktok,
    // the toast says to contact support; the dialog shows what failed
    meta: { errorMessage: t('errorContactSupport') },
    onSuccess: (info) => {
      setUserInfo(info);
      // a new country and profile change which campaigns are open
      return queryClient.invalidateQueries({ queryKey: areaKey.creator });
    },
  });
}

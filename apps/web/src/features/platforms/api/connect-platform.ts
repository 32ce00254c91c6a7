// Instagram and YouTube: GET /api/creator/platforms/:platform/authorize-url (the consent page, the
// simulator's by default, which returns to /app/authorize/<platform>?code=…&state=…) and
// POST /api/creator/platforms/:platform/authorize (links the account; answers the user info).
import type { oauthPlatformSchema, platformAuthorizeUrl } from '@hookline/shared/platform-schemas';
import type { UserInfo } from '@hookline/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type Answer, api } from '../../../lib/api-client';
import { setUserInfo } from '../../../lib/client-state';
import { t } from '../../../lib/i18n';
import { areaKey } from '../../../lib/query-keys';

export type OAuthPlatform = z.infer<typeof oauthPlatformSchema>;

export const getPlatformAuthorizeUrl = (platform: OAuthPlatform) =>
  api.get<Answer<typeof platformAuthorizeUrl>>(`/api/creator/platforms/${platform}/authorize-url`).then((r) => r.url);

export function useAuthorizePlatform(platform: OAuthPlatform) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string; state: string }) =>
      api.post<UserInfo>(`/api/creator/platforms/${platform}/authorize`, body),
    // the dialog shows what failed
    meta: { errorMessage: t('errorContactSupport') },
    onSuccess: (info) => {
      setUserInfo(info);
      return queryClient.invalidateQueries({ queryKey: areaKey.creator });
    },
  });
}

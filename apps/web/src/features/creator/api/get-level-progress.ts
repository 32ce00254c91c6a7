// GET /api/creator/level: the creator's level, the TikTok figures read last and the next level's criteria. The
// answer is also kept in client state (its level info): shown at once on the next visit, refreshed in the background.
import { type levelProgressResponse, levelProgressSchema } from '@hookline/shared/creator-levels';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { getClientState, setLevelInfo } from '../../../lib/client-state';

export async function getLevelProgress() {
  const progress = (await api.get<Answer<typeof levelProgressResponse>>('/api/creator/level')).data;
  setLevelInfo(progress);
  return progress;
}

export const levelProgressQueryOptions = () =>
  queryOptions({
    queryKey: ['creator', 'level-progress'],
    queryFn: getLevelProgress,
    // a kept answer of an older shape is ignored
    initialData: () => levelProgressSchema.safeParse(getClientState().level.info).data,
    initialDataUpdatedAt: 0,
  });

export const useLevelProgress = (enabled = true) => useQuery({ ...levelProgressQueryOptions(), enabled });

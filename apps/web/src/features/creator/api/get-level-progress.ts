// GET /api/creator/level: the creator's level, the TikTok figures read last and the next level's criteria.
import type { levelProgressResponse } from '@hookline/shared/creator-levels';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';

export const getLevelProgress = () =>
  api.get<Answer<typeof levelProgressResponse>>('/api/creator/level').then((r) => r.data);

export const levelProgressQueryOptions = () =>
  queryOptions({ queryKey: ['creator', 'level-progress'], queryFn: getLevelProgress });

export const useLevelProgress = (enabled = true) => useQuery({ ...levelProgressQueryOptions(), enabled });

// GET /api/promotions/{id}: one of the creator's videos with its views over time, deal, reservation and bill.
import type { VideoPageAnswer, videoPageResponse } from '@hookline/shared/campaign-answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';

export type CreatorVideo = VideoPageAnswer;

export const getVideo = (id: number) =>
  api.get<Answer<typeof videoPageResponse>>(`/api/promotions/${id}`).then((r) => r.data);

export const videoQueryKey = (id: number) => ['creator', 'video', id] as const;

export const videoQueryOptions = (id: number) =>
  queryOptions({ queryKey: videoQueryKey(id), queryFn: () => getVideo(id) });

export const useVideo = (id: number, enabled = true) => useQuery({ ...videoQueryOptions(id), enabled });

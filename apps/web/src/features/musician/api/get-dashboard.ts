// GET /api/musician/campaigns/{id}: figures, series and videos of one of the musician's campaigns; and its
// CSV/PDF report through GET /api/musician/campaigns/{id}/report/{format}.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import type { Dashboard } from './types';

/** Videos per page of the dashboard's list: its figures, charts and top five are always of all the videos. */
export const DASHBOARD_VIDEOS_PAGE_SIZE = 20;

export const dashboardQueryOptions = (id: number, page = 1) =>
  queryOptions({
    queryKey: ['musician', 'dashboard', id, page],
    queryFn: () =>
      api
        .get<{ data: Dashboard }>(`/api/musician/campaigns/${id}?page=${page}&per_page=${DASHBOARD_VIDEOS_PAGE_SIZE}`)
        .then((r) => r.data),
  });

// another page keeps the screen (figures and charts) while it loads instead of going back to the skeleton
export const useDashboard = (id: number, page = 1) =>
  useQuery({ ...dashboardQueryOptions(id, page), enabled: id > 0, placeholderData: keepPreviousData });

export const downloadMusicianReport = (campaignId: number, format: 'csv' | 'pdf') =>
  downloadFile(`/api/musician/campaigns/${campaignId}/report/${format}`, `campaign-${campaignId}-report.${format}`);

// GET /api/musician/campaigns/{id}: figures, series and videos of one of the musician's campaigns; and its
// CSV/PDF report through GET /api/musician/campaigns/{id}/report/{format}.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import type { Dashboard } from './types';

export const dashboardQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['musician', 'dashboard', id],
    queryFn: () => api.get<{ data: Dashboard }>(`/api/musician/campaigns/${id}`).then((r) => r.data),
  });

export const useDashboard = (id: number) => useQuery({ ...dashboardQueryOptions(id), enabled: id > 0 });

export const downloadMusicianReport = (campaignId: number, format: 'csv' | 'pdf') =>
  downloadFile(`/api/musician/campaigns/${campaignId}/report/${format}`, `campaign-${campaignId}-report.${format}`);

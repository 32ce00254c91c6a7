// GET /api/musician/campaigns/{id}: figures, series and videos of one of the musician's campaigns; and its
// CSV/PDF report through GET /api/musician/campaigns/{id}/report/{format}.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiDownload } from '../../../lib/api-client';
import type { Dashboard } from './types';

export const dashboardQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['musician', 'dashboard', id],
    queryFn: () => api.get<{ data: Dashboard }>(`/api/musician/campaigns/${id}`).then((r) => r.data),
  });

export const useDashboard = (id: number) => useQuery({ ...dashboardQueryOptions(id), enabled: id > 0 });

export async function downloadMusicianReport(campaignId: number, format: 'csv' | 'pdf') {
  const { blob, filename } = await apiDownload(`/api/musician/campaigns/${campaignId}/report/${format}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? `campaign-${campaignId}-report.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

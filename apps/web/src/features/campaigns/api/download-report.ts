// GET /api/admin/campaigns/{id}/report/{csv|pdf}: saved through a temporary link.
import { apiDownload } from '../../../lib/api-client';

export async function downloadReport(campaignId: number, format: 'csv' | 'pdf') {
  const { blob, filename } = await apiDownload(`/api/admin/campaigns/${campaignId}/report/${format}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? `campaign-${campaignId}-report.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

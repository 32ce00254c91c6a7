// GET /api/admin/campaigns/{id}/report/{csv|pdf}, saved as a file.
import { downloadFile } from '../../../lib/download';

export const downloadReport = (campaignId: number, format: 'csv' | 'pdf') =>
  downloadFile(`/api/admin/campaigns/${campaignId}/report/${format}`, `campaign-${campaignId}-report.${format}`);

// GET /api/admin/campaigns/{id}/report/{csv|pdf}, saved as a file; a mutation so its failure takes the one
// error-toast path of lib/query-client.ts.
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download';

export const downloadReport = (campaignId: number, format: 'csv' | 'pdf') =>
  downloadFile(`/api/admin/campaigns/${campaignId}/report/${format}`, `campaign-${campaignId}-report.${format}`);

export const useDownloadReport = () =>
  useMutation({ mutationFn: ({ id, format }: { id: number; format: 'csv' | 'pdf' }) => downloadReport(id, format) });

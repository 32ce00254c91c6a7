// The musician's CSV/PDF report as a mutation: success says 'Report downloaded successfully!' (messages.ts) and a
// failure takes the one error-toast path of lib/query-client.ts.
import { useMutation } from '@tanstack/react-query';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { downloadMusicianReport } from './get-dashboard';

export const useDownloadMusicianReport = () =>
  useMutation({
    mutationFn: ({ id, format }: { id: number; format: 'csv' | 'pdf' }) => downloadMusicianReport(id, format),
    onSuccess: () => toast.success(t('reportDownloaded')),
  });

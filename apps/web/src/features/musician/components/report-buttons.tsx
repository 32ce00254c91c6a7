// The campaign report's downloads (CSV and PDF).
import { Button, Group } from '@mantine/core';
import { t } from '../../../lib/i18n';
import { useDownloadMusicianReport } from '../api/download-report';

export function ReportButtons({ campaignId }: { campaignId: number }) {
  const download = useDownloadMusicianReport();
  const busy = download.isPending ? download.variables?.format : null;
  const get = (format: 'csv' | 'pdf') => download.mutate({ id: campaignId, format });
  return (
    <Group gap="xs">
      <Button variant="light" loading={busy === 'csv'} onClick={() => get('csv')}>
        {t('muDownloadCsv')}
      </Button>
      <Button variant="light" loading={busy === 'pdf'} onClick={() => get('pdf')}>
        {t('billingDownloadPdf')}
      </Button>
    </Group>
  );
}

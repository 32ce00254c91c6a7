// The creator's posted video as a link that opens TikTok in a new tab, with when it was uploaded where known.
import { Anchor, Text } from '@mantine/core';
import { t } from '../../../lib/i18n';
import { dateTime } from '../format';

export function VideoLink({ link, uploadedAt }: { link: string; uploadedAt?: string | null }) {
  return (
    <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
      {t('crVideoLabel')}{' '}
      <Anchor href={link} target="_blank" rel="noopener noreferrer">
        {link}
      </Anchor>
      {uploadedAt ? ` · ${t('crUploadedAt', { date: dateTime(uploadedAt) })}` : ''}
    </Text>
  );
}

// A campaign description. The server sanitises it before storing (apps/server/src/modules/campaigns/sanitize.ts:
// an allow-list of tags, http(s)/mailto links only), so its HTML is rendered as it comes, and only here.
import { Text, Typography } from '@mantine/core';
import { t } from '../../../lib/i18n';

export function RichDescription({ html }: { html: string }) {
  if (!html.replace(/<[^>]*>/g, '').trim()) return <Text c="dimmed">{t('crNoDescription')}</Text>;
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server before it is stored */}
      <div data-testid="campaign-description" dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}

// The lines of one bill on screen, as on its PDF: song, video, views at 72 h, rate or reason, amount. Stacked
// rows rather than a table, so a phone shows whole video links without scrolling sideways.
import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ListState } from '../../../components/layout/list-state';
import { t } from '../../../lib/i18n';
import { useBill } from '../api/get-bill';
import { count, eur } from '../format';

const LINE_KIND = {
  earning: 'crBillLineVideo',
  reversal: 'crBillLineReversal',
  correction: 'crBillLineCorrection',
} as const;

export function BillLines({ creatorId, billId }: { creatorId: number; billId: number }) {
  const bill = useBill(creatorId, billId, true);
  return (
    <ListState
      query={bill}
      isEmpty={(data) => data.lines.length === 0}
      loading={<Skeleton h={60} mt="sm" aria-label={t('crBillLinesLoading')} />}
      empty={<Text fz="sm">{t('crBillNoLines')}</Text>}
    >
      {(data) => (
        <Stack gap={0} mt="sm" aria-label={t('crBillLinesLabel', { number: data.number })} role="list">
          {data.lines.map((l) => (
            <Group
              key={l.id}
              role="listitem"
              data-testid="bill-line"
              justify="space-between"
              align="flex-start"
              wrap="nowrap"
              gap="sm"
              py={8}
              style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fz="sm" fw={600}>
                  {l.song ?? t(LINE_KIND[l.kind])}
                </Text>
                {l.video_link && (
                  <Anchor
                    href={l.video_link}
                    target="_blank"
                    rel="noreferrer"
                    fz="xs"
                    style={{ wordBreak: 'break-all' }}
                  >
                    {l.video_link}
                  </Anchor>
                )}
                <Text fz="xs" c={l.kind === 'earning' ? 'dimmed' : 'red.8'}>
                  {l.kind === 'earning'
                    ? [l.views_72h === null ? null : t('crBillViewsAt72h', { views: count(l.views_72h) }), l.rate]
                        .filter(Boolean)
                        .join(' · ')
                    : l.reason}
                </Text>
              </Stack>
              <Text fz="sm" fw={700} c={l.amount_eur < 0 ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
                {eur(l.amount_eur)}
              </Text>
            </Group>
          ))}
          <Group justify="space-between" py={8} style={{ borderTop: '1px solid var(--mantine-color-gray-5)' }}>
            <Text fz="sm" fw={700}>
              {t('crBillTotal')}
            </Text>
            <Text fz="sm" fw={800}>
              {eur(data.amount_eur)}
            </Text>
          </Group>
          {data.payout_account && (
            <Text fz="xs" c="dimmed">
              {t('crBillPaidTo', { account: data.payout_account })}
            </Text>
          )}
        </Stack>
      )}
    </ListState>
  );
}

// The lines of one bill on screen, as on its PDF: song, video, views at 72 h, rate or reason, amount. Stacked
// rows rather than a table, so a phone shows whole video links without scrolling sideways.
import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { LoadError } from '../../../components/errors/load-error';
import { useBill } from '../api/get-bill';
import { count, eur } from '../format';

export function BillLines({ creatorId, billId }: { creatorId: number; billId: number }) {
  const bill = useBill(creatorId, billId, true);
  if (bill.isPending) return <Skeleton h={60} mt="sm" aria-label="Loading the bill's lines" />;
  if (bill.isError) return <LoadError error={bill.error} onRetry={() => void bill.refetch()} />;
  if (bill.data.lines.length === 0) return <Text fz="sm">This bill has no lines.</Text>;
  return (
    <Stack gap={0} mt="sm" aria-label={`Lines of bill ${bill.data.number}`} role="list">
      {bill.data.lines.map((l) => (
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
              {l.song ?? (l.kind === 'earning' ? 'Video' : l.kind === 'reversal' ? 'Reversal' : 'Correction')}
            </Text>
            {l.video_link && (
              <Anchor href={l.video_link} target="_blank" rel="noreferrer" fz="xs" style={{ wordBreak: 'break-all' }}>
                {l.video_link}
              </Anchor>
            )}
            <Text fz="xs" c={l.kind === 'earning' ? 'dimmed' : 'red.8'}>
              {l.kind === 'earning'
                ? [l.views_72h === null ? null : `${count(l.views_72h)} views at 72 h`, l.rate]
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
          Total
        </Text>
        <Text fz="sm" fw={800}>
          {eur(bill.data.amount_eur)}
        </Text>
      </Group>
      {bill.data.payout_account && (
        <Text fz="xs" c="dimmed">
          Paid to {bill.data.payout_account}
        </Text>
      )}
    </Stack>
  );
}

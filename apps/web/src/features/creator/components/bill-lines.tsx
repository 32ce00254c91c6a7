// The lines of one bill on screen, as on its PDF: song, video, views at 72 h, rate or reason, amount.
import { Anchor, Skeleton, Table, Text } from '@mantine/core';
import { LoadError } from '../../../components/errors/load-error';
import { useBill } from '../api/get-bill';
import { count, eur } from '../format';

export function BillLines({ creatorId, billId }: { creatorId: number; billId: number }) {
  const bill = useBill(creatorId, billId, true);
  if (bill.isPending) return <Skeleton h={60} aria-label="Loading the bill's lines" />;
  if (bill.isError) return <LoadError error={bill.error} onRetry={() => void bill.refetch()} />;
  if (bill.data.lines.length === 0) return <Text fz="sm">This bill has no lines.</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing={4} fz="sm" aria-label={`Lines of bill ${bill.data.number}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Song and video</Table.Th>
            <Table.Th ta="right">Views at 72 h</Table.Th>
            <Table.Th>Rate / reason</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bill.data.lines.map((l) => (
            <Table.Tr key={l.id} data-testid="bill-line">
              <Table.Td>
                <Text fz="sm">{l.song ?? (l.kind === 'earning' ? 'Video' : 'Correction')}</Text>
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
              </Table.Td>
              <Table.Td ta="right">{l.views_72h === null ? '' : count(l.views_72h)}</Table.Td>
              <Table.Td>{l.kind === 'earning' ? l.rate : l.reason}</Table.Td>
              <Table.Td ta="right" c={l.amount_eur < 0 ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
                {eur(l.amount_eur)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

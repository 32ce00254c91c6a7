// 'Manual approve' of a submitted promotion: stats and the upload date.
import { isValidApproveDate } from '@hookline/shared/campaigns';
import { MSG } from '@hookline/shared/messages';
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { zoneLabel } from '../../../lib/zoned-time';

export type ApproveValues = {
  video_uploaded_at: string;
  promotion_stat: { views_count: number; likes_count: number; comments_count: number; shares_count: number };
};

const STATS = [
  ['views_count', 'Views'],
  ['likes_count', 'Likes'],
  ['comments_count', 'Comments'],
  ['shares_count', 'Shares'],
] as const;

export function ApproveDialog(props: {
  opened: boolean;
  onClose: () => void;
  onApprove: (values: ApproveValues) => void;
  loading?: boolean;
}) {
  const [stats, setStats] = useState<Record<(typeof STATS)[number][0], number | string>>({
    views_count: '',
    likes_count: '',
    comments_count: '',
    shares_count: '',
  });
  const [date, setDate] = useState('');
  const [dateError, setDateError] = useState(false);

  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Manual approve">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!isValidApproveDate(date.trim())) {
            setDateError(true);
            return;
          }
          setDateError(false);
          const n = (x: number | string) => Math.max(0, Math.trunc(Number(x) || 0));
          props.onApprove({
            video_uploaded_at: date.trim(),
            promotion_stat: {
              views_count: n(stats.views_count),
              likes_count: n(stats.likes_count),
              comments_count: n(stats.comments_count),
              shares_count: n(stats.shares_count),
            },
          });
        }}
      >
        <Stack>
          <SimpleGrid cols={2}>
            {STATS.map(([key, label]) => (
              <NumberInput
                key={key}
                label={label}
                min={0}
                allowDecimal={false}
                value={stats[key]}
                placeholder="0"
                onChange={(n) => setStats((s) => ({ ...s, [key]: n }))}
              />
            ))}
          </SimpleGrid>
          <TextInput
            label="Date"
            description={`Your time: ${zoneLabel()}`}
            placeholder="YYYY-MM-DD HH:MM:SS"
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
          />
          {dateError && (
            <Text c="red" size="sm" role="alert">
              {MSG.invalidDateTime}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={props.loading}>
              Approve
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

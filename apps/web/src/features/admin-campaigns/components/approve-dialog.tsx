// 'Manual approve' of a submitted promotion: stats and the upload date.
import { promotionUpdateBody } from '@hookline/shared/campaigns';
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useSchemaForm } from '../../../lib/forms';
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
  // the approval's body as the server checks it (its date in this year, in the admin's time: the schema's rule)
  const n = (x: number | string) => Math.max(0, Math.trunc(Number(x) || 0));
  const { form, onSubmit } = useSchemaForm({
    initialValues: {
      views_count: '' as number | string,
      likes_count: '' as number | string,
      comments_count: '' as number | string,
      shares_count: '' as number | string,
      date: '',
    },
    schema: promotionUpdateBody,
    toBody: (v) => ({
      status: 'reviewed',
      video_uploaded_at: v.date.trim(),
      promotion_stat: {
        views_count: n(v.views_count),
        likes_count: n(v.likes_count),
        comments_count: n(v.comments_count),
        shares_count: n(v.shares_count),
      },
    }),
    rename: { video_uploaded_at: 'date' },
    onValid: ({ video_uploaded_at, promotion_stat }) => {
      // both are there: the schema refuses an approval without them
      if (video_uploaded_at && promotion_stat) props.onApprove({ video_uploaded_at, promotion_stat });
    },
  });

  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Manual approve">
      <form noValidate onSubmit={onSubmit}>
        <Stack>
          <SimpleGrid cols={2}>
            {STATS.map(([key, label]) => (
              <NumberInput
                key={key}
                label={label}
                min={0}
                allowDecimal={false}
                placeholder="0"
                {...form.getInputProps(key)}
              />
            ))}
          </SimpleGrid>
          <TextInput
            label="Date"
            description={`Your time: ${zoneLabel()}`}
            placeholder="YYYY-MM-DD HH:MM:SS"
            {...form.getInputProps('date')}
          />
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

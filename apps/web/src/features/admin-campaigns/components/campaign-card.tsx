// One campaign of the admin lists: summary, actions and the four promotion tabs.
import { levelLabel } from '@hookline/shared/constants';
import { MSG } from '@hookline/shared/messages';
import { formatCount, formatEur } from '@hookline/shared/money';
import { Badge, Button, Card, Center, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { ConfirmButton } from '../../../components/actions/confirm-button';
import { WhyDisabled } from '../../../components/actions/why-disabled';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useDownloadReport } from '../api/download-report';
import type { PromotionType } from '../api/get-campaign-promotions';
import type { AdminCampaign } from '../api/get-campaigns';
import { useUpdateCampaign } from '../api/update-campaign';
import { CampaignMoney } from './campaign-money';

// The edit form (rich text editor, date pickers: most of the admin area's weight) loads when Edit is pressed, not
// with the list of campaigns
const CampaignForm = lazy(() => import('./campaign-form').then((m) => ({ default: m.CampaignForm })));
// the video rows (and the request schemas their edits are checked with) load when a tab is opened
const PromotionRows = lazy(() => import('./promotion-rows').then((m) => ({ default: m.PromotionRows })));

/** What shows in the card while one of its lazily loaded parts arrives. */
function PartLoading({ label }: { label: string }) {
  return (
    <Center py="md">
      <Loader role="status" size="sm" aria-label={label} />
    </Center>
  );
}

const TABS: { type: PromotionType; label: string }[] = [
  { type: 'succeeded', label: 'Succeeded' },
  { type: 'reviewed', label: 'Reviewed' },
  { type: 'submitted', label: 'Submitted' },
  { type: 'pending', label: 'Pending Videos' },
];

export function CampaignCard({ campaign: c }: { campaign: AdminCampaign }) {
  const [editing, setEditing] = useState(false);
  const narrow = useMediaQuery('(max-width: 40em)');
  const [tab, setTab] = useState<PromotionType | null>(null);
  const update = useUpdateCampaign();
  const remove = useDeleteCampaign();
  const download = useDownloadReport();
  const downloading = download.isPending ? download.variables?.format : null;

  // a failure is toasted once, by the query client's mutation handler (lib/query-client.ts); here only success
  const run = async (action: () => Promise<unknown>, ok: string) => {
    try {
      await action();
      toast.success(ok);
    } catch {
      // already shown
    }
  };

  const report = (format: 'csv' | 'pdf') => run(() => download.mutateAsync({ id: c.id, format }), MSG.reportDownloaded);

  return (
    <Card withBorder padding="md" data-testid="campaign-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz="lg">
              {c.song.artist} - {c.song.title}
            </Title>
            <Text size="sm" c="dimmed">
              Created {dayjs(c.created_at).format('YYYY-MM-DD HH:mm')}
              {c.musician ? ` · ${c.musician.stage_name}` : ''}
            </Text>
          </div>
          {c.archived && <Badge color="gray">Archived</Badge>}
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">Territories: {c.territories.join(', ') || '-'}</Text>
          <Text size="sm">Genre: {c.song.genre?.name ?? '-'}</Text>
          <Text size="sm">Max level: {levelLabel(t, c.max_level_id)}</Text>
          <Text size="sm">Total views: {formatCount(c.campaign_views)}</Text>
          <Text size="sm">
            Budget: {formatEur(c.budget_left_eur)} / {formatEur(c.budget_eur)}
          </Text>
        </Group>
        <CampaignMoney campaignId={c.id} />
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="light" onClick={() => setEditing((x) => !x)}>
            Edit
          </Button>
          {!c.archived && (
            <ConfirmButton
              label="End campaign"
              variant="light"
              loading={update.isPending}
              onConfirm={() =>
                void run(() => update.mutateAsync({ id: c.id, body: { archived: true } }), MSG.campaignEnded)
              }
            />
          )}
          <Button size="xs" variant="light" loading={downloading === 'csv'} onClick={() => void report('csv')}>
            Dwnld Report CSV
          </Button>
          <Button size="xs" variant="light" loading={downloading === 'pdf'} onClick={() => void report('pdf')}>
            Dwnld Report PDF
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() =>
              void update.mutateAsync({ id: c.id, body: { campaign_update: true } }).then(
                () => toast.success(MSG.campaignEdited),
                () => {},
              )
            }
          >
            Update Stats
          </Button>
          {c.archived ? (
            <WhyDisabled reason={MSG.whyArchived}>
              <Button size="xs" disabled>
                Archived
              </Button>
            </WhyDisabled>
          ) : (
            <ConfirmButton
              label="Delete"
              color="red"
              variant="light"
              loading={remove.isPending}
              onConfirm={() => void run(() => remove.mutateAsync(c.id), MSG.campaignDeleted)}
            />
          )}
        </Group>
        {editing && (
          <Suspense fallback={<PartLoading label="Loading the form" />}>
            <CampaignForm mode="edit" campaign={c} onDone={() => setEditing(false)} />
          </Suspense>
        )}
        {/* four tabs with counts do not fit side by side on a phone: stacked there, so every label reads in full */}
        <SegmentedControl
          fullWidth
          orientation={narrow ? 'vertical' : 'horizontal'}
          value={tab ?? ''}
          onChange={(value) => setTab(value === tab ? null : (value as PromotionType))}
          data={TABS.map((t) => ({ value: t.type, label: `${t.label} (${c.promotions[t.type]})` }))}
        />
        {tab && (
          <Button size="compact-xs" variant="subtle" onClick={() => setTab(null)} w="fit-content">
            Hide videos
          </Button>
        )}
        {tab && (
          <Suspense fallback={<PartLoading label="Loading the videos" />}>
            <PromotionRows campaignId={c.id} type={tab} />
          </Suspense>
        )}
      </Stack>
    </Card>
  );
}

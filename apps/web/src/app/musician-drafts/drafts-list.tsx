// The musician's own drafts on /app/musician-campaigns: each with Edit, Preview and Delete (after a confirmation).
// Only the musician sees them; creators see a campaign once it is paid and approved.
import type { MessageKey } from '@hookline/shared/catalogue';
import type { MusicianDraft } from '@hookline/shared/musician-campaigns';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/actions/confirm-dialog';
import { date, eur } from '../../features/creator/format';
import { useDeleteDraft } from '../../features/musician/api/drafts';
import { t } from '../../lib/i18n';
import { toast } from '../../lib/toasts';

export const DRAFT_STATUS_LABEL: Record<MusicianDraft['status'], MessageKey> = {
  draft: 'muDraftStatusDraft',
  paid: 'muDraftStatusPaid',
  approved: 'muDraftStatusApproved',
  rejected: 'muDraftStatusRejected',
};

export function DraftsList({ drafts }: { drafts: MusicianDraft[] }) {
  const [deleting, setDeleting] = useState<MusicianDraft | null>(null);
  const remove = useDeleteDraft();
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t('muYourDrafts')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {drafts.map((d) => (
          <Card key={d.id} withBorder radius="lg" padding="md" component="article" data-testid="draft-card">
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} miw={0}>
                  <Text fw={700} lineClamp={1}>
                    {d.draft.song.title}
                  </Text>
                  <Text c="dimmed" fz="sm" lineClamp={1}>
                    {d.draft.song.artist}
                  </Text>
                </Stack>
                <Badge variant="light" color={d.status === 'rejected' ? 'red' : 'gray'}>
                  {t(DRAFT_STATUS_LABEL[d.status])}
                </Badge>
              </Group>
              <Text fz="sm">
                {eur(d.draft.budget_eur)} · {date(d.draft.start_date)} – {date(d.draft.end_date)}
              </Text>
              {d.reject_reason && (
                <Text fz="sm" c="red">
                  {d.reject_reason}
                </Text>
              )}
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  component={Link}
                  to={`/app/musician-campaigns/drafts/${d.id}/preview`}
                >
                  {t('muPreview')}
                </Button>
                {d.status === 'draft' && (
                  <>
                    <Button size="xs" variant="light" component={Link} to={`/app/musician-campaigns/drafts/${d.id}`}>
                      {t('muEdit')}
                    </Button>
                    <Button size="xs" variant="light" color="red" onClick={() => setDeleting(d)}>
                      {t('muDelete')}
                    </Button>
                  </>
                )}
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('muDeleteDraft')}
        confirmColor="red"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: (r) => {
              toast.success(r.message);
              setDeleting(null);
            },
          });
        }}
      >
        <Text>{t('draftDeleteConfirm')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

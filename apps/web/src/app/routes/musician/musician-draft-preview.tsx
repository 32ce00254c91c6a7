// /app/musician-campaigns/drafts/:draftId/preview: the draft as creators will see its campaign.
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { useDraft, useMusicianGenres } from '../../../features/musician/api/drafts';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { CheckoutPanel } from '../../musician-drafts/checkout-panel';
import { DraftPreview } from '../../musician-drafts/draft-preview';

export default function MusicianDraftPreviewRoute() {
  const id = Number(useParams().draftId);
  const draft = useDraft(id);
  const genres = useMusicianGenres();
  const d = draft.data;
  const genreName = d
    ? (d.draft.song.genre?.name ?? genres.data?.find((g) => g.id === d.draft.song.genre_id)?.name ?? null)
    : null;
  return (
    <Stack gap="lg" maw={720}>
      <ScreenHeader
        title={t('muPreview')}
        back={{ to: '/app/musician-campaigns', label: t('muYourCampaigns') }}
        actions={
          d?.status === 'draft' ? (
            <Button variant="light" component={Link} to={`/app/musician-campaigns/drafts/${id}`}>
              {t('muEdit')}
            </Button>
          ) : undefined
        }
      />
      <Text c="dimmed" fz="sm">
        {t('muPreviewIntro')}
      </Text>
      {draft.isError ? (
        <Alert color="red" variant="light" title={t('muDraftLoadError')}>
          <Group>
            <Text fz="sm">{errorMessage(draft.error, t('somethingWentWrong'))}</Text>
          </Group>
        </Alert>
      ) : d ? (
        <>
          <DraftPreview draft={d} genreName={genreName} />
          <CheckoutPanel draftId={d.id} payable={d.status === 'draft'} />
        </>
      ) : (
        <Skeleton h={480} radius="lg" aria-busy="true" />
      )}
    </Stack>
  );
}

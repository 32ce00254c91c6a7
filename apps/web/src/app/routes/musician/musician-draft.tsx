// /app/musician-campaigns/drafts/new and /app/musician-campaigns/drafts/:draftId: a musician's New campaign, saved as a
// draft, and the same form to edit it.
import { Paper, Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { t } from '../../../lib/i18n';
import { DraftForm } from '../../musician-drafts/draft-form';
import { EditDraft } from '../../musician-drafts/edit-draft';

export default function MusicianDraftRoute() {
  const navigate = useNavigate();
  const { draftId } = useParams();
  const id = draftId ? Number(draftId) : null;
  return (
    <Stack gap="lg">
      <ScreenHeader
        title={id ? t('muEditDraft') : t('muNewCampaign')}
        back={{ to: '/app/musician-campaigns', label: t('muYourCampaigns') }}
      />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {id ? <EditDraft id={id} /> : <DraftForm onSaved={() => void navigate('/app/musician-campaigns')} />}
      </Paper>
    </Stack>
  );
}

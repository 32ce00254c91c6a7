// /app/musician-campaigns/drafts/new and /app/musician-campaigns/drafts/{id}: a musician's New campaign, saved as a
// draft, and the same form to edit it.
import { Paper, Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { DraftForm } from '../../musician-drafts/draft-form';
import { EditDraft } from '../../musician-drafts/edit-draft';

const back = { to: '/app/musician-campaigns', label: 'Your campaigns' };

export default function MusicianDraftRoute() {
  const navigate = useNavigate();
  const { draftId } = useParams();
  const id = draftId ? Number(draftId) : null;
  return (
    <Stack gap="lg">
      <ScreenHeader title={id ? 'Edit draft' : 'New campaign'} back={back} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {id ? <EditDraft id={id} /> : <DraftForm onSaved={() => void navigate('/app/musician-campaigns')} />}
      </Paper>
    </Stack>
  );
}

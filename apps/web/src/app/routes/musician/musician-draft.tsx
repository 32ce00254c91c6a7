// /app/musician-campaigns/drafts/new and /app/musician-campaigns/drafts/{id}: a musician's New campaign, saved as a
// draft (issue 46), and the same form to edit it.
import { MSG } from '@hookline/shared/messages';
import { Alert, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { useDraft } from '../../../features/musician/api/drafts';
import { errorMessage } from '../../../lib/api-client';
import { DraftForm } from '../../musician-drafts/draft-form';

const back = { to: '/app/musician-campaigns', label: 'Your campaigns' };

function EditDraft({ id }: { id: number }) {
  const navigate = useNavigate();
  const draft = useDraft(id);
  if (draft.isError)
    return (
      <Alert color="red" variant="light" title="The draft could not be loaded">
        <Text fz="sm">{errorMessage(draft.error, MSG.somethingWentWrong)}</Text>
      </Alert>
    );
  if (!draft.data) return <Skeleton h={600} radius="lg" aria-busy="true" />;
  return <DraftForm draft={draft.data} onSaved={() => void navigate('/app/musician-campaigns')} />;
}

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

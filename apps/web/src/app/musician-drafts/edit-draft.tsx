// A saved draft loaded into the draft form; after saving, back to the musician's campaigns.
import { Alert, Skeleton, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useDraft } from '../../features/musician/api/drafts';
import { errorMessage } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { DraftForm } from './draft-form';

export function EditDraft({ id }: { id: number }) {
  const navigate = useNavigate();
  const draft = useDraft(id);
  if (draft.isError)
    return (
      <Alert color="red" variant="light" title={t('muDraftLoadError')}>
        <Text fz="sm">{errorMessage(draft.error, t('somethingWentWrong'))}</Text>
      </Alert>
    );
  if (!draft.data) return <Skeleton h={600} radius="lg" aria-busy="true" />;
  return <DraftForm draft={draft.data} onSaved={() => void navigate('/app/musician-campaigns')} />;
}

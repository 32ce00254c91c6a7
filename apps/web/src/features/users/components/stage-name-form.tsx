// The musician's stage name on /app/account (PUT /api/users/me stage_name): the name creators see on campaigns.
import { updateMeBody } from '@hookline/shared/users';
import { Button, Group, TextInput } from '@mantine/core';
import { WhyDisabled } from '../../../components/actions/why-disabled';
import { useSchemaForm } from '../../../lib/forms';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { useUpdateMe } from '../api/update-me';

export function StageNameForm({ stageName }: { stageName: string }) {
  const update = useUpdateMe();
  const { form, onSubmit } = useSchemaForm({
    initialValues: { stage_name: stageName },
    schema: updateMeBody,
    onValid: (body) => update.mutate(body, { onSuccess: () => toast.success(t('userUpdated')) }),
  });
  const value = form.values.stage_name;
  const error = form.errors.stage_name;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('crStageName')}
          {...form.getInputProps('stage_name')}
          // an empty name is asked for in the catalogue's words, not the schema's generic "too small"
          error={error && (value.trim() === '' ? t('enterStageName') : error)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <WhyDisabled reason={value.trim() === stageName && t('whyNothingToSave')}>
          <Button type="submit" loading={update.isPending} disabled={value.trim() === stageName}>
            {t('crSave')}
          </Button>
        </WhyDisabled>
      </Group>
    </form>
  );
}

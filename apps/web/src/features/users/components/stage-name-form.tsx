// The musician's stage name on /app/account (PUT /api/users/me stage_name): the name creators see on campaigns.
import { MSG } from '@hookline/shared/messages';
import { updateMeBody } from '@hookline/shared/users';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { WhyDisabled } from '../../../components/actions/why-disabled';
import { fieldErrors } from '../../../lib/forms';
import { toast } from '../../../lib/toasts';
import { useUpdateMe } from '../api/update-me';

export function StageNameForm({ stageName }: { stageName: string }) {
  const [value, setValue] = useState(stageName);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateMe();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = updateMeBody.safeParse({ stage_name: value });
        if (!parsed.success) {
          setError(fieldErrors(parsed.error.issues).stage_name ?? MSG.enterStageName);
          return;
        }
        update.mutate(parsed.data, {
          onSuccess: () => toast.success(MSG.userUpdated),
        });
      }}
      noValidate
    >
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Stage name"
          value={value}
          error={error}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setError(undefined);
          }}
          style={{ flex: 1, minWidth: 200 }}
        />
        <WhyDisabled reason={value.trim() === stageName && MSG.whyNothingToSave}>
          <Button type="submit" loading={update.isPending} disabled={value.trim() === stageName}>
            Save
          </Button>
        </WhyDisabled>
      </Group>
    </form>
  );
}

// The profile part of /app/account: name and address (GET/PUT /api/users/me).
import { type UpdateMeBody, type UserInfo, updateMeBody } from '@hookline/shared/users';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { emptyToNull, useSchemaForm } from '../../../lib/forms';
import { t } from '../../../lib/i18n';
import { useToast } from '../../../lib/toasts';
import { useUpdateMe } from '../api/update-me';

const text = (value: string | null) => value ?? '';

export function ProfileForm({ info }: { info: UserInfo }) {
  const toast = useToast();
  const update = useUpdateMe();
  const { form, onSubmit } = useSchemaForm({
    initialValues: {
      first_name: text(info.first_name),
      last_name: text(info.last_name),
      street: text(info.street),
      house_number: text(info.house_number),
      city: text(info.city),
    },
    schema: updateMeBody,
    toBody: (values) => {
      const body: UpdateMeBody = {
        first_name: emptyToNull(values.first_name),
        last_name: emptyToNull(values.last_name),
        street: emptyToNull(values.street),
        house_number: emptyToNull(values.house_number),
        city: emptyToNull(values.city),
      };
      return body;
    },
    onValid: (body) => {
      update.mutate(body, {
        onSuccess: (saved) => {
          form.setValues({
            first_name: text(saved.first_name),
            last_name: text(saved.last_name),
            street: text(saved.street),
            house_number: text(saved.house_number),
            city: text(saved.city),
          });
          form.resetDirty();
          toast.success(t('userUpdated'));
        },
      });
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('crFirstName')} autoComplete="given-name" {...form.getInputProps('first_name')} />
          <TextInput label={t('crLastName')} autoComplete="family-name" {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <TextInput
            label={t('crStreet')}
            autoComplete="address-line1"
            {...form.getInputProps('street')}
            style={{ gridColumn: 'span 2' }}
          />
          <TextInput label={t('crHouseNumber')} {...form.getInputProps('house_number')} />
        </SimpleGrid>
        <TextInput label={t('crCity')} autoComplete="address-level2" {...form.getInputProps('city')} />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('crSave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

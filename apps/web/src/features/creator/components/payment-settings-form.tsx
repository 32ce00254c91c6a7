// Payout details (account holder, IBAN with its checksum, address), validated with the server's own schema.
import { IBAN_INVALID, normalizeIban, type PayoutBody, payoutBody } from '@hookline/shared/creators';
import { MSG } from '@hookline/shared/messages';
import type { UserInfo } from '@hookline/shared/users';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/forms';
import { toast } from '../../../lib/toasts';
import { useUpdatePaymentSettings } from '../api/payment-settings';
import type { PaymentSettings } from '../api/types';

/** DE89370400440532013000 → DE89 3704 0044 0532 0130 00 */
export const groupIban = (iban: string) =>
  normalizeIban(iban)
    .replace(/(.{4})/g, '$1 ')
    .trim();

export function PaymentSettingsForm(props: {
  creatorId: number;
  settings: PaymentSettings;
  fallbackHolder: string;
  fallbackAddress: string;
  /** the user info the server answered (is_payable may have changed) */
  onSaved?: (info: UserInfo) => void;
}) {
  const update = useUpdatePaymentSettings(props.creatorId);
  const form = useForm<PayoutBody>({
    initialValues: {
      account_holder: props.settings.account_holder ?? props.fallbackHolder,
      iban: props.settings.iban ? groupIban(props.settings.iban) : '',
      address: props.settings.address ?? props.fallbackAddress,
    },
  });

  const onSubmit = form.onSubmit((values) => {
    const parsed = payoutBody.safeParse(values);
    if (!parsed.success) {
      form.setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: (answer) => {
        form.setFieldValue('iban', groupIban(parsed.data.iban));
        form.resetDirty();
        toast.success(answer.message || MSG.userUpdated);
        props.onSaved?.(answer.data);
      },
      onError: (error) => {
        const message = errorMessage(error, MSG.tryAgain);
        if (message === IBAN_INVALID) form.setFieldError('iban', message);
        else toast.error(message);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput label="Account holder" autoComplete="name" {...form.getInputProps('account_holder')} />
        <TextInput
          label="IBAN"
          placeholder="DE89 3704 0044 0532 0130 00"
          autoComplete="off"
          spellCheck={false}
          {...form.getInputProps('iban')}
          onBlur={(e) => {
            const v = e.currentTarget.value;
            if (v.trim()) form.setFieldValue('iban', groupIban(v));
          }}
        />
        <Textarea
          label="Address"
          description="Street, house number, postcode, city and country, as on your bills."
          rows={3}
          autoComplete="street-address"
          {...form.getInputProps('address')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Save payment settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

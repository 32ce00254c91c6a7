// The musician's billing details: who invoices are addressed to, and what decides the VAT of a payment (business or
// consumer, country, VAT ID). Validated with the server's own schema (packages/shared/src/musician-billing.ts).
import {
  BILLING_COUNTRIES,
  type BillingDetails,
  billingDetailsBody,
  isEuMember,
} from '@hookline/shared/musician-billing';
import { Button, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { countryOptions } from '../../../lib/countries';
import { useSchemaForm } from '../../../lib/forms';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { useSaveBillingDetails } from '../api/billing';

type Values = {
  legal_name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  kind: '' | 'business' | 'consumer';
  vat_id: string;
};

export function BillingDetailsForm({ initial }: { initial: BillingDetails | null }) {
  const save = useSaveBillingDetails();
  const { form, onSubmit } = useSchemaForm({
    initialValues: {
      legal_name: initial?.legal_name ?? '',
      street: initial?.street ?? '',
      postcode: initial?.postcode ?? '',
      city: initial?.city ?? '',
      country: initial?.country ?? '',
      kind: (initial ? (initial.is_business ? 'business' : 'consumer') : '') as Values['kind'],
      vat_id: initial?.vat_id ?? '',
    },
    schema: billingDetailsBody,
    toBody: ({ kind, ...values }: Values) => ({
      ...values,
      is_business: kind === '' ? undefined : kind === 'business',
      vat_id: kind === 'business' ? values.vat_id : '',
    }),
    rename: { is_business: 'kind' },
    onValid: (body) =>
      save.mutate(body, {
        onSuccess: (answer) => {
          form.resetDirty();
          toast.success(answer.message);
        },
        onError: (error) => toast.error(errorMessage(error, t('tryAgain'))),
      }),
  });
  const business = form.values.kind === 'business';

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('billingLegalNameLabel')}
          description={t('billingLegalNameHint')}
          autoComplete="organization"
          {...form.getInputProps('legal_name')}
        />
        <TextInput label={t('billingStreetLabel')} autoComplete="address-line1" {...form.getInputProps('street')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('billingPostcodeLabel')} autoComplete="postal-code" {...form.getInputProps('postcode')} />
          <TextInput label={t('billingCityLabel')} autoComplete="address-level2" {...form.getInputProps('city')} />
        </SimpleGrid>
        <Select
          label={t('billingCountryLabel')}
          data={countryOptions(BILLING_COUNTRIES)}
          searchable
          allowDeselect={false}
          {...form.getInputProps('country')}
        />
        <Radio.Group label={t('billingKindLabel')} {...form.getInputProps('kind')}>
          <Group gap="lg" mt={6}>
            <Radio value="business" label={t('billingKindBusiness')} />
            <Radio value="consumer" label={t('billingKindConsumer')} />
          </Group>
        </Radio.Group>
        {business && (
          <TextInput
            label={t('billingVatIdLabel')}
            description={isEuMember(form.values.country) ? t('billingVatIdHint') : undefined}
            {...form.getInputProps('vat_id')}
          />
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('billingSave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// Payment settings: who issues the creator's self-billing invoices (legal name, address, country, tax status)
// and where they are paid (IBAN, BIC), validated with the server's own schema (packages/shared/src/bills.ts).
import {
  BILL_MESSAGES,
  DEFAULT_EXEMPTION_NOTE,
  type PaymentSettings,
  type PaymentSettingsBody,
  paymentSettingsBody,
  TAX_STATUS_KEYS,
  TAX_STATUSES,
  type TaxStatus,
} from '@hookline/shared/bills';
import { keyOfText } from '@hookline/shared/catalogue';
import { normalizeIban } from '@hookline/shared/creators';
import { payoutMethodsFor, SEPA_ADDRESS_COUNTRIES } from '@hookline/shared/payout-methods';
import type { UserInfo } from '@hookline/shared/users';
import {
  Badge,
  Button,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { countryName, countryOptions } from '../../../lib/countries';
import { useSchemaForm } from '../../../lib/forms';
import { currentLocale, t } from '../../../lib/i18n';
import { useCountries } from '../../../lib/reference-data';
import { toast } from '../../../lib/toasts';
import { useUpdatePaymentSettings } from '../api/payment-settings';
import { useSetUpStripePayouts } from '../api/set-up-stripe-payouts';

/** DE89370400440532013000 → DE89 3704 0044 0532 0130 00 */
export const groupIban = (iban: string) =>
  normalizeIban(iban)
    .replace(/(.{4})/g, '$1 ')
    .trim();

// every country of GET /api/countries (creators live anywhere; payout_methods says how each is paid), the SEPA ones
// until that list has come; names from the browser in the user's language (lib/countries.ts)
const addressCountries = (listed: readonly { iso2: string }[] | undefined, current: string) => {
  const codes = listed?.length ? listed.map((c) => c.iso2) : [...SEPA_ADDRESS_COUNTRIES];
  return current && !codes.includes(current) ? [...codes, current] : codes;
};

/** An IBAN's shape as the placeholder shows it (the same in every language). */
const IBAN_EXAMPLE = 'DE89 3704 0044 0532 0130 00';

type Values = Required<{ [K in keyof PaymentSettingsBody]: string }>;

/** What the account already holds (name, street, city, country) for the payment fields of the same meaning. */
export type AccountDefaults = Pick<
  Values,
  'legal_name' | 'account_holder' | 'address_street' | 'address_city' | 'address_country'
>;

export function accountDefaults(info: UserInfo | null): AccountDefaults {
  const holder = [info?.first_name, info?.last_name].filter(Boolean).join(' ');
  return {
    legal_name: holder,
    account_holder: holder,
    address_street: [info?.street, info?.house_number].filter(Boolean).join(' '),
    address_city: info?.city ?? '',
    address_country: info?.creator?.country?.iso2 ?? '',
  };
}

const DEFAULT_LABELS = {
  legal_name: 'crFilledLegalName',
  address_street: 'crFilledStreet',
  address_city: 'crFilledCity',
  address_country: 'crFilledCountry',
  account_holder: 'crFilledAccountHolder',
} as const;

/** The fields the form fills in from the account because nothing is saved for them yet, in words. */
export const filledFromAccount = (s: PaymentSettings, defaults: AccountDefaults) =>
  (Object.keys(DEFAULT_LABELS) as (keyof AccountDefaults)[])
    .filter((key) => !s[key] && defaults[key])
    .map((key) => t(DEFAULT_LABELS[key]));

/** A part the server names as missing (in the catalogue's English), in the language shown. */
const shown = (part: string) => {
  const key = keyOfText(part);
  return key ? t(key) : part;
};

/** Payable or not, from what is saved (the server's missing list); names the unsaved values the form starts from. */
export function PaymentSettingsStatus(props: { settings: PaymentSettings; defaults: AccountDefaults }) {
  const s = props.settings;
  const fromAccount = s.is_payable ? [] : filledFromAccount(s, props.defaults);
  return (
    // the state goes under the sentences when both do not fit side by side (a phone, a long language)
    <Group justify="space-between" align="flex-start">
      <Stack gap={4} miw={0} style={{ flex: '1 1 14rem' }}>
        <Text fz="sm" data-testid="payable-missing">
          {s.is_payable
            ? t('billSettingsComplete')
            : t('billSettingsMissing', { missing: s.missing.map(shown).join(', ') })}
        </Text>
        {fromAccount.length > 0 && (
          <Text fz="sm" c="dimmed" data-testid="payable-from-account">
            {t('billSettingsFromAccount', { fields: fromAccount.join(', ') })}
          </Text>
        )}
      </Stack>
      <Badge color={s.is_payable ? 'green' : 'orange'} variant="light" data-testid="payable" style={{ flexShrink: 0 }}>
        {s.is_payable ? t('crPayable') : t('crNotPayable')}
      </Badge>
    </Group>
  );
}

export function PaymentSettingsForm(props: {
  creatorId: number;
  settings: PaymentSettings;
  /** the account's own values, the start for every payment field that has nothing saved */
  defaults: AccountDefaults;
  /** the user info the server answered (is_payable may have changed) */
  onSaved?: (info: UserInfo) => void;
}) {
  const s = props.settings;
  const d = props.defaults;
  const update = useUpdatePaymentSettings(props.creatorId);
  const countries = useCountries();
  const stripeSetUp = useSetUpStripePayouts(props.creatorId);
  const { form, onSubmit } = useSchemaForm<Values, typeof paymentSettingsBody>({
    initialValues: {
      legal_name: s.legal_name ?? d.legal_name,
      address_street: s.address_street ?? d.address_street,
      address_postcode: s.address_postcode ?? '',
      address_city: s.address_city ?? d.address_city,
      address_country: s.address_country ?? d.address_country,
      tax_status: s.tax_status ?? '',
      tax_id: s.tax_id ?? '',
      tax_exemption_note: s.tax_exemption_note ?? DEFAULT_EXEMPTION_NOTE,
      account_holder: s.account_holder ?? d.account_holder,
      iban: s.iban ? groupIban(s.iban) : '',
      bic: s.bic ?? '',
    },
    schema: paymentSettingsBody,
    onValid: (entered) => {
      // outside SEPA no account is asked, and none is sent (payout-methods.ts)
      const body = payoutMethodsFor(entered.address_country).includes('sepa')
        ? entered
        : { ...entered, account_holder: '', iban: '', bic: '' };
      update.mutate(body, {
        onSuccess: (answer) => {
          form.setFieldValue('iban', groupIban(body.iban));
          form.resetDirty();
          toast.success(t('userUpdated'));
          props.onSaved?.(answer.data);
        },
        onError: (error) => {
          const message = errorMessage(error, t('tryAgain'));
          if (message.includes(BILL_MESSAGES.ibanInvalid)) form.setFieldError('iban', BILL_MESSAGES.ibanInvalid);
          else if (message.includes(BILL_MESSAGES.ibanNotSepa)) form.setFieldError('iban', BILL_MESSAGES.ibanNotSepa);
          else toast.error(message);
        },
      });
    },
  });
  const status = form.values.tax_status as TaxStatus | '';
  const country = form.values.address_country.trim().toUpperCase();
  const sepa = !country || payoutMethodsFor(country).includes('sepa');

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={3} fz="md">
          {t('crOnYourBills')}
        </Title>
        <TextInput
          label={t('crLegalName')}
          description={t('crLegalNameHint')}
          autoComplete="name"
          {...form.getInputProps('legal_name')}
        />
        <TextInput
          label={t('crStreetAndNumber')}
          autoComplete="address-line1"
          {...form.getInputProps('address_street')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('crPostcode')} autoComplete="postal-code" {...form.getInputProps('address_postcode')} />
          <TextInput label={t('crCity')} autoComplete="address-level2" {...form.getInputProps('address_city')} />
        </SimpleGrid>
        <Select
          label={t('crCountry')}
          placeholder={t('crChooseCountry')}
          searchable
          // choosing the country already shown (filled in from the account) keeps it, rather than emptying it
          allowDeselect={false}
          data={countryOptions(addressCountries(countries.data, form.values.address_country))}
          {...form.getInputProps('address_country')}
        />
        <Radio.Group label={t('crTaxStatus')} {...form.getInputProps('tax_status')}>
          <Stack gap={6} mt={6}>
            {TAX_STATUSES.map((taxStatus) => (
              <Radio key={taxStatus} value={taxStatus} label={t(TAX_STATUS_KEYS[taxStatus])} />
            ))}
          </Stack>
        </Radio.Group>
        {status === 'vat_registered' && <TextInput label={t('crVatNumber')} {...form.getInputProps('tax_id')} />}
        {status === 'small_business' && (
          <>
            <Textarea
              label={t('crExemptionNote')}
              description={t('crExemptionNoteHint')}
              rows={2}
              {...form.getInputProps('tax_exemption_note')}
            />
            <TextInput label={t('crTaxNumberOptional')} {...form.getInputProps('tax_id')} />
          </>
        )}
        {status === 'private' && <TextInput label={t('crTaxNumberOptional')} {...form.getInputProps('tax_id')} />}
        <Title order={3} fz="md" mt="sm">
          {t('crWherePayYou')}
        </Title>
        {sepa ? (
          <>
            <TextInput label={t('crAccountHolder')} autoComplete="name" {...form.getInputProps('account_holder')} />
            <TextInput
              label={t('crIban')}
              placeholder={IBAN_EXAMPLE}
              autoComplete="off"
              spellCheck={false}
              {...form.getInputProps('iban')}
              onBlur={(e) => {
                const v = e.currentTarget.value;
                if (v.trim()) form.setFieldValue('iban', groupIban(v));
              }}
            />
            <TextInput
              label={t('crBicOptional')}
              autoComplete="off"
              spellCheck={false}
              {...form.getInputProps('bic')}
            />
          </>
        ) : s.payout_methods.includes('stripe') && s.address_country === country ? (
          // the saved country is paid by Stripe Connect: the account is set up at Stripe, not in this form
          s.payout_method === 'stripe' && s.is_payable ? (
            <Text size="sm" data-testid="stripe-payouts-ready">
              {t('stripePayoutsReady')}
            </Text>
          ) : (
            <Stack gap="xs" align="flex-start">
              {s.payout_method === 'stripe' && <Text size="sm">{t('stripePayoutsPending')}</Text>}
              <Button
                variant="light"
                loading={stripeSetUp.isPending}
                onClick={() => stripeSetUp.mutate()}
                data-testid="stripe-payouts-set-up"
              >
                {t('stripePayoutsSetUp')}
              </Button>
            </Stack>
          )
        ) : payoutMethodsFor(country).includes('stripe') ? (
          // a country Stripe pays, not saved yet: the account is set up once the address is saved
          <Text size="sm" data-testid="stripe-payouts-after-save">
            {t('stripePayoutsAfterSave', { country: countryName(country, currentLocale()) })}
          </Text>
        ) : (
          <Text size="sm" data-testid="no-payout-method">
            {t('billNoPayoutMethod', { country: countryName(country, currentLocale()) })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} className="hl-button-wrap">
            {t('crSavePaymentSettings')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

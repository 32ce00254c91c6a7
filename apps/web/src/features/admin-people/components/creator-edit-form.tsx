// The inline edit form of a creator card: TikTok username and followers, the deal
// (level kind radios with the amount fields each kind needs, docs/engine.md "The deal in force") and a required country.
// The body is parsed with the shared schema before it is sent, so browser and server agree.
import { creatorEditForm } from '@hookline/shared/admin-people';
import { LEVELS, type LevelType, levelLabel } from '@hookline/shared/constants';
import { MSG } from '@hookline/shared/messages';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useSchemaForm } from '../../../lib/forms';
import { t } from '../../../lib/i18n';
import { useCountries, useLevels } from '../../../lib/reference-data';
import { toast } from '../../../lib/toasts';
import { useEditCreator } from '../api/edit-creator';
import type { AdminCreatorUser } from '../api/types';
import { eur } from './format';

export const LEVEL_KINDS: { value: LevelType; label: string }[] = [
  { value: 'normal', label: 'Normal Level' },
  { value: 'linear', label: 'Linear Deal' },
  { value: 'fixed', label: 'Fixed Deal' },
];

export type CreatorEditValues = {
  tiktok_username: string;
  tiktok_followers: number | string;
  level_type: LevelType;
  level_id: string;
  per_1k_views_amount_eur: number | string;
  max_amount_eur: number | string;
  country_id: string | null;
};

const numberOrNull = (v: number | string) => (v === '' || v === null || Number.isNaN(Number(v)) ? null : Number(v));

export function initialValues(u: AdminCreatorUser): CreatorEditValues {
  const c = u.creator;
  return {
    tiktok_username: c.tiktok_username ?? '',
    tiktok_followers: c.tiktok_followers ?? '',
    level_type: c.level.type,
    level_id: String(c.level_id),
    per_1k_views_amount_eur: c.level.type === 'linear' ? (c.level.per_1k_views_amount_eur ?? '') : '',
    max_amount_eur: c.level.type === 'normal' ? '' : (c.level.max_amount_eur ?? ''),
    country_id: c.country ? String(c.country.id) : null,
  };
}

/** The request body for the values: amounts a deal kind does not use are sent empty. */
export function toBody(userId: number, v: CreatorEditValues) {
  return {
    user_id: userId,
    tiktok_username: v.tiktok_username.trim() || null,
    tiktok_followers: numberOrNull(v.tiktok_followers),
    level_type: v.level_type,
    level_id: Number(v.level_id),
    per_1k_views_amount_eur: v.level_type === 'linear' ? numberOrNull(v.per_1k_views_amount_eur) : null,
    max_amount_eur: v.level_type === 'normal' ? null : numberOrNull(v.max_amount_eur),
    country_id: v.country_id ? Number(v.country_id) : undefined,
  };
}

export function CreatorEditForm({ user, onDone }: { user: AdminCreatorUser; onDone: () => void }) {
  const countries = useCountries();
  const levels = useLevels();
  const edit = useEditCreator();
  const { form, onSubmit: submit } = useSchemaForm<CreatorEditValues, typeof creatorEditForm>({
    initialValues: initialValues(user),
    schema: creatorEditForm,
    toBody: (values) => toBody(user.id, values),
    onValid: (body) =>
      edit.mutate(
        { creatorId: user.creator.id, body },
        {
          onSuccess: () => {
            toast.success(MSG.creatorEdited);
            onDone();
          },
        },
      ),
  });
  const kind = form.values.level_type;
  const level = levels.data?.find((l) => String(l.id) === form.values.level_id);

  return (
    <Paper withBorder p="md" radius="md" bg="gray.0">
      <form onSubmit={submit} noValidate aria-label={`Edit ${user.email}`}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="TikTok username" {...form.getInputProps('tiktok_username')} />
            <NumberInput
              label="TikTok followers"
              min={0}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              {...form.getInputProps('tiktok_followers')}
            />
          </SimpleGrid>
          <Radio.Group
            label="Level kind"
            value={kind}
            onChange={(value) => form.setFieldValue('level_type', value as LevelType)}
            error={form.errors.level_type}
          >
            <Group gap="md" mt={6}>
              {LEVEL_KINDS.map((k) => (
                <Radio key={k.value} value={k.value} label={k.label} />
              ))}
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: kind === 'linear' ? 3 : 2 }} spacing="sm">
            <Select
              label="Level"
              allowDeselect={false}
              data={LEVELS.map((l) => ({ value: String(l.id), label: levelLabel(t, l.id) }))}
              {...form.getInputProps('level_id')}
            />
            {kind === 'linear' && (
              <NumberInput
                label="Amount per 1,000 views (EUR)"
                description="Up to 4 decimals, e.g. 0.125"
                min={0}
                allowNegative={false}
                {...form.getInputProps('per_1k_views_amount_eur')}
              />
            )}
            {kind !== 'normal' && (
              <NumberInput
                label={kind === 'fixed' ? 'Fixed amount per video (EUR)' : 'Maximum amount per video (EUR)'}
                min={0}
                allowNegative={false}
                {...form.getInputProps('max_amount_eur')}
              />
            )}
          </SimpleGrid>
          {kind === 'normal' &&
            (levels.isPending ? (
              <Skeleton h={20} w={260} />
            ) : level ? (
              <Text size="sm" c="dimmed" data-testid="normal-deal">
                {levelLabel(t, level.id)} pays {eur(level.per_1k_views_amount_eur)} per 1,000 views, up to{' '}
                {eur(level.max_amount_eur)} per video.
              </Text>
            ) : null)}
          <Select
            label="Country"
            required
            searchable
            nothingFoundMessage="No country found"
            placeholder={countries.isPending ? 'Loading countries…' : 'Choose a country'}
            disabled={countries.isPending}
            data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            {...form.getInputProps('country_id')}
            error={form.errors.country_id ?? (countries.isError ? MSG.errorFetchingCountries : undefined)}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={edit.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

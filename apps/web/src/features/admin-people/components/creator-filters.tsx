// The filters of the creators list: status, level, country and the search 'tk username, name, email'.
// Values live in the query string (status, levelId, countryName, user), so a filtered page can be shared or reloaded.
import { CREATOR_STATUS_FILTERS, LEVELS, levelLabel } from '@hookline/shared/constants';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { t } from '../../../lib/i18n';
import { useCountries } from '../../../lib/reference-data';
import { useSearchBox } from '../../../lib/use-search-box';
import type { CreatorStatusFilter } from '../api/types';

export type CreatorFilterValues = {
  status: CreatorStatusFilter | null;
  levelId: number | null;
  countryName: string | null;
  search: string;
};

const STATUS_LABELS: Record<CreatorStatusFilter, string> = {
  blocked: 'Blocked',
  incomplete: 'Incomplete',
  active: 'Active',
};

export function CreatorFilters(props: {
  value: CreatorFilterValues;
  onChange: (changes: Partial<CreatorFilterValues>) => void;
}) {
  const { value, onChange } = props;
  const countries = useCountries();
  const searchBox = useSearchBox(
    value.search,
    (search) => {
      if (search.trim() !== value.search) onChange({ search: search.trim() });
    },
    400,
  );

  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <TextInput label="Search" placeholder="tk username, name, email" {...searchBox} />
      <Select
        label="Status"
        placeholder="All statuses"
        clearable
        data={CREATOR_STATUS_FILTERS.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        value={value.status}
        onChange={(s) => onChange({ status: (s as CreatorStatusFilter | null) ?? null })}
      />
      <Select
        label="Level"
        placeholder="All levels"
        clearable
        data={LEVELS.map((l) => ({ value: String(l.id), label: levelLabel(t, l.id) }))}
        value={value.levelId ? String(value.levelId) : null}
        onChange={(l) => onChange({ levelId: l ? Number(l) : null })}
      />
      <Select
        label="Country"
        placeholder={countries.isPending ? 'Loading countries…' : 'All countries'}
        clearable
        searchable
        nothingFoundMessage="No country found"
        data={(countries.data ?? []).map((c) => c.name)}
        value={value.countryName}
        onChange={(c) => onChange({ countryName: c ?? null })}
      />
    </SimpleGrid>
  );
}

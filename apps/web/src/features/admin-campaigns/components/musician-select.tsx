// 'Select Musician' of the campaign forms: a searchable select whose options come from the server for what the
// admin types (debounced), keeping the chosen musician's name while other answers come and go.
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { type MusicianOption, useMusicianOptions } from '../api/get-musician-options';

const labelOf = (m: MusicianOption) => m.stage_name || m.email;

type Props = {
  value: string | null;
  onChange: (value: string | null) => void;
  /** the musician already on the campaign, shown before any answer arrives */
  initial?: { id: number; stage_name: string } | null;
  error?: string;
};

export function MusicianSelect({ value, onChange, initial, error }: Props) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(
    initial ? { value: String(initial.id), label: initial.stage_name } : null,
  );
  const [debounced] = useDebouncedValue(search, 250);
  // while the box shows the chosen name, list everyone rather than only that name
  const term = chosen && search === chosen.label ? '' : debounced;
  const options = useMusicianOptions(term);
  const data = (options.data ?? []).map((m) => ({ value: String(m.id), label: labelOf(m) }));
  if (chosen && value === chosen.value && !data.some((d) => d.value === chosen.value)) data.unshift(chosen);

  return (
    <Select
      label="Select Musician"
      placeholder="Type a stage name or email"
      clearable
      searchable
      data={data}
      value={value}
      error={error}
      searchValue={search}
      onSearchChange={setSearch}
      // the server already filtered by what was typed
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? 'Searching…' : 'No musician found'}
      rightSection={
        options.isFetching ? <Loader role="status" size="xs" aria-label="Searching musicians" /> : undefined
      }
      onChange={(next, option) => {
        setChosen(next && option ? { value: next, label: option.label } : null);
        onChange(next);
      }}
    />
  );
}

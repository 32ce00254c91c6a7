// The one campaign form: song, description, dates, budget, pre-release files, links, hashtags, genre and territories,
// the same for the admin's Create Campaign (and its edit) and a musician's draft. What only an admin sets (the
// musician, the maximum creator level) is shown when `admin` is given; the parts that differ are slots.
import '@mantine/dates/styles.css';
import '@mantine/tiptap/styles.css';
import {
  genreLabel,
  LEVELS,
  levelLabel,
  MIN_BUDGET_EUR,
  TERRITORIES,
  territoryLabel,
} from '@hookline/shared/constants';
import { PLATFORM_NAMES, PLATFORMS } from '@hookline/shared/platforms';
import {
  FileInput,
  Input,
  MultiSelect,
  NumberInput,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { RichTextEditor } from '@mantine/tiptap';
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n';
import type { CampaignFormState } from './use-campaign-form';
import { PICKER_FORMAT } from './values';

/** The campaign's start and end, both picked to the second. */
const DATES = [
  { field: 'start_date', label: 'cfStartDate' },
  { field: 'end_date', label: 'cfEndDate' },
] as const;

/** The two files of a pre-release campaign, uploaded before the campaign is saved. */
const UPLOADS = [
  { field: 'album', label: 'cfAlbumCover', accept: 'image/*' },
  { field: 'song', label: 'cfSongFile', accept: 'audio/*' },
] as const;

type FileField = (typeof UPLOADS)[number]['field'];

export type CampaignFormFieldsProps = {
  state: CampaignFormState;
  /** the form's submit (the browser's own checks are off: the shared schema checks everything) */
  onSubmit: () => void;
  /** above everything (the admin's note with a link to the campaign just created) */
  notice?: ReactNode;
  genres: { id: number; name: string }[];
  /** the Pre Release switch (a new campaign, or any draft) */
  preReleaseSwitch: boolean;
  /** above the song's title and artist, after the switch (the admin's Spotify link that fills them) */
  top?: ReactNode;
  /** after the budget (the Spotify link where it is not on top) */
  afterBudget?: ReactNode;
  /** the earliest day and, for a new campaign, the time a picked day starts with */
  dates: { minDate?: Date; defaultTimes?: { start_date: string; end_date: string } };
  /** whether the pre-release files are offered, which are required, and which were uploaded already */
  files: { offered: boolean; required: Record<FileField, boolean>; uploaded?: Record<FileField, boolean> };
  /** the admin's own fields: the musician chooser (placed after the genre) and the maximum level */
  admin?: { musician: ReactNode };
  actions: ReactNode;
};

export function CampaignFormFields({
  state,
  onSubmit,
  notice,
  genres,
  preReleaseSwitch,
  top,
  afterBudget,
  dates,
  files,
  admin,
  actions,
}: CampaignFormFieldsProps) {
  const { form, editor, progress, chooseFile } = state;
  const v = form.values;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">
        {notice}
        {preReleaseSwitch && (
          <Switch label={t('cfPreRelease')} {...form.getInputProps('preRelease', { type: 'checkbox' })} />
        )}
        {top}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput required label={t('cfSongTitle')} {...form.getInputProps('title')} />
          <TextInput required label={t('cfArtist')} {...form.getInputProps('artist')} />
        </SimpleGrid>
        <Input.Wrapper label={t('cfDescription')}>
          <RichTextEditor editor={editor}>
            <RichTextEditor.Toolbar>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Bold />
                <RichTextEditor.Italic />
                <RichTextEditor.BulletList />
                <RichTextEditor.OrderedList />
                <RichTextEditor.Link />
                <RichTextEditor.Unlink />
              </RichTextEditor.ControlsGroup>
            </RichTextEditor.Toolbar>
            <RichTextEditor.Content />
          </RichTextEditor>
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {DATES.map((d) => (
            <DateTimePicker
              key={d.field}
              label={t(d.label)}
              required
              withSeconds
              valueFormat={PICKER_FORMAT}
              minDate={dates.minDate}
              defaultTimeValue={dates.defaultTimes?.[d.field]}
              {...form.getInputProps(d.field)}
            />
          ))}
        </SimpleGrid>
        <NumberInput
          label={t('cfBudget')}
          required
          min={MIN_BUDGET_EUR}
          // a value the system cannot hold (below the minimum, more than two decimals) is refused with a message,
          // never clamped or cut on blur
          clampBehavior="none"
          {...form.getInputProps('budget')}
        />
        {afterBudget}
        {v.preRelease && files.offered && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {UPLOADS.map((u) => (
              <FileInput
                key={u.field}
                label={t(u.label)}
                accept={u.accept}
                clearable
                required={files.required[u.field]}
                placeholder={files.uploaded?.[u.field] ? t('cfUploaded') : undefined}
                value={v[u.field]}
                onChange={chooseFile(u.field)}
                error={form.errors[u.field]}
              />
            ))}
          </SimpleGrid>
        )}
        {progress !== null && <Progress value={progress} aria-label={t('cfUploadProgress')} animated />}
        <TextInput label={t('cfTiktokLink')} {...form.getInputProps('tiktok_url')} />
        <TextInput label={t('cfCapcutLink')} {...form.getInputProps('capcut_url')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('cfHashtag', { number: 1 })} {...form.getInputProps('hashtag1')} />
          <TextInput label={t('cfHashtag', { number: 2 })} {...form.getInputProps('hashtag2')} />
          <TextInput label={t('cfHashtag', { number: 3 })} {...form.getInputProps('hashtag3')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('cfGenre')}
            required
            searchable
            data={genres.map((g) => ({ value: String(g.id), label: genreLabel(t, g.name) }))}
            {...form.getInputProps('genre_id')}
          />
          <TextInput label={t('cfNewGenre')} {...form.getInputProps('new_genre')} />
        </SimpleGrid>
        {admin?.musician}
        <MultiSelect
          label={t('cfTerritories')}
          required
          data={TERRITORIES.map((te) => ({ value: String(te.id), label: territoryLabel(t, te.name) }))}
          {...form.getInputProps('territories')}
        />
        <MultiSelect
          label={t('cfPlatforms')}
          description={t('cfPlatformsHint')}
          required
          data={PLATFORMS.map((p) => ({ value: p, label: PLATFORM_NAMES[p] }))}
          {...form.getInputProps('platforms')}
        />
        {admin && (
          <Select
            label={t('cfMaxLevel')}
            required
            data={LEVELS.map((l) => ({ value: String(l.id), label: levelLabel(t, l.id) }))}
            {...form.getInputProps('max_level_id')}
          />
        )}
        {form.errors.form && <Text c="red">{form.errors.form}</Text>}
        {actions}
      </Stack>
    </form>
  );
}

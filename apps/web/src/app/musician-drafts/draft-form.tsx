// A musician's New campaign (issue 46): the admin's Create Campaign fields, rules and texts (the same shared schema,
// minus the maximum creator level and the musician, which only an admin sets), pre-release uploads included. It
// saves a draft; nothing reaches creators until the draft is paid and approved.
import '@mantine/dates/styles.css';
import '@mantine/tiptap/styles.css';
import { MIN_BUDGET_EUR, TERRITORIES } from '@hookline/shared/constants';
import { MSG } from '@hookline/shared/messages';
import { DRAFT_MESSAGES, type MusicianDraft, musicianDraftBody } from '@hookline/shared/musician-campaigns';
import {
  Button,
  FileInput,
  Group,
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
import { useForm } from '@mantine/form';
import { RichTextEditor } from '@mantine/tiptap';
import { Link as LinkExtension } from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import dayjs from 'dayjs';
import { useState } from 'react';
import { isTooLarge, UploadError, uploadFile } from '../../features/admin-campaigns/api/upload-file';
import { DEFAULT_DESCRIPTION } from '../../features/admin-campaigns/components/campaign-form';
import { useMusicianGenres, useSaveDraft } from '../../features/musician/api/drafts';
import { fieldErrors } from '../../lib/forms';
import { toast } from '../../lib/toasts';

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const MUSICIAN_UPLOADS = '/api/musician/uploads';

type Values = {
  preRelease: boolean;
  start_date: string | null;
  end_date: string | null;
  budget: number | string;
  title: string;
  artist: string;
  spotify_url: string;
  tiktok_url: string;
  capcut_url: string;
  hashtag1: string;
  hashtag2: string;
  hashtag3: string;
  genre_id: string | null;
  new_genre: string;
  territories: string[];
  album: File | null;
  song: File | null;
};

const EMPTY: Values = {
  preRelease: false,
  start_date: null,
  end_date: null,
  budget: '',
  title: '',
  artist: '',
  spotify_url: '',
  tiktok_url: '',
  capcut_url: '',
  hashtag1: '',
  hashtag2: '',
  hashtag3: '',
  genre_id: null,
  new_genre: '',
  territories: [],
  album: null,
  song: null,
};

const DATES = [
  { field: 'start_date', label: 'Start Date' },
  { field: 'end_date', label: 'End Date' },
] as const;
const UPLOADS = [
  { field: 'album', label: 'Album cover', accept: 'image/*' },
  { field: 'song', label: 'Song file', accept: 'audio/*' },
] as const;

const RENAME: Record<string, string> = {
  budget_eur: 'budget',
  'song.title': 'title',
  'song.artist': 'artist',
  'song.spotify_url': 'spotify_url',
  'song.tiktok_url': 'tiktok_url',
  'song.capcut_url': 'capcut_url',
  'song.genre': 'genre_id',
  'song.genre.name': 'new_genre',
};

function valuesOf(d: MusicianDraft['draft']): Values {
  return {
    ...EMPTY,
    preRelease: !d.song.spotify_url && Boolean(d.song.google_drive_url),
    start_date: dayjs(d.start_date).format(PICKER_FORMAT),
    end_date: dayjs(d.end_date).format(PICKER_FORMAT),
    budget: d.budget_eur,
    title: d.song.title,
    artist: d.song.artist,
    spotify_url: d.song.spotify_url ?? '',
    tiktok_url: d.song.tiktok_url ?? '',
    capcut_url: d.song.capcut_url ?? '',
    hashtag1: d.hashtags[0] ?? '',
    hashtag2: d.hashtags[1] ?? '',
    hashtag3: d.hashtags[2] ?? '',
    genre_id: d.song.genre_id ? String(d.song.genre_id) : null,
    new_genre: d.song.genre?.name ?? '',
    territories: d.territories.map(String),
  };
}

const toIso = (v: string | null) => (v ? dayjs(v).toISOString() : '');

export function DraftForm({ draft, onSaved }: { draft?: MusicianDraft; onSaved: (d: MusicianDraft) => void }) {
  const form = useForm<Values>({ initialValues: draft ? valuesOf(draft.draft) : EMPTY });
  const [description, setDescription] = useState(draft?.draft.description || DEFAULT_DESCRIPTION);
  const [progress, setProgress] = useState<number | null>(null);
  const [nowAtOpen] = useState(() => new Date());
  const genres = useMusicianGenres();
  const save = useSaveDraft();
  const editor = useEditor({
    extensions: [StarterKit, LinkExtension],
    content: description,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': 'Description' } },
    onUpdate: ({ editor: e }) => setDescription(e.getHTML()),
  });
  const v = form.values;
  const kept = { album: draft?.draft.song.album_icon_url ?? null, song: draft?.draft.song.google_drive_url ?? null };

  const chooseFile = (field: 'album' | 'song') => (file: File | null) => {
    if (file && isTooLarge(file)) {
      form.setFieldValue(field, null);
      form.setFieldError(field, MSG.fileTooLarge);
      toast.error(MSG.fileTooLarge);
      return;
    }
    form.setFieldValue(field, file);
    form.clearFieldError(field);
  };

  function buildBody(files: { album: string | null; song: string | null }) {
    const newGenre = v.new_genre.trim();
    return {
      description,
      start_date: toIso(v.start_date),
      end_date: toIso(v.end_date),
      budget_eur: typeof v.budget === 'number' ? v.budget : Number.NaN,
      hashtags: [v.hashtag1, v.hashtag2, v.hashtag3].map((h) => h.trim()),
      territories: v.territories.map(Number),
      song: {
        title: v.title,
        artist: v.artist,
        ...(newGenre ? { genre: { name: newGenre } } : v.genre_id ? { genre_id: Number(v.genre_id) } : {}),
        spotify_url: v.preRelease ? null : v.spotify_url.trim() || null,
        tiktok_url: v.tiktok_url.trim() || null,
        capcut_url: v.capcut_url.trim() || null,
        album_icon_url: v.preRelease ? files.album : null,
        google_drive_url: v.preRelease ? files.song : null,
      },
    };
  }

  async function submit() {
    form.clearErrors();
    const errors: Record<string, string> = {};
    if (!v.start_date) errors.start_date = MSG.startDateRequired;
    if (!v.end_date) errors.end_date = MSG.endDateRequired;
    if (v.preRelease && !v.album && !kept.album) errors.album = MSG.chooseAlbumCover;
    if (v.preRelease && !v.song && !kept.song) errors.song = MSG.chooseSongFile;
    const parsed = musicianDraftBody.safeParse(
      buildBody({ album: v.album ? 'pending' : kept.album, song: v.song ? 'pending' : kept.song }),
    );
    if (!parsed.success) Object.assign(errors, { ...fieldErrors(parsed.error.issues, RENAME), ...errors });
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    const files = { ...kept };
    try {
      if (v.preRelease && (v.album || v.song)) {
        setProgress(0);
        if (v.album)
          files.album = (await uploadFile(v.album, 'image', (p) => setProgress(p / 2), MUSICIAN_UPLOADS)).url;
        if (v.song)
          files.song = (await uploadFile(v.song, 'audio', (p) => setProgress(50 + p / 2), MUSICIAN_UPLOADS)).file_name;
      }
    } catch (error) {
      setProgress(null);
      toast.error(error instanceof UploadError ? error.message : MSG.uploadUnexpected);
      return;
    }
    setProgress(null);
    try {
      const saved = await save.mutateAsync({ id: draft?.id, body: musicianDraftBody.parse(buildBody(files)) });
      toast.success(draft ? DRAFT_MESSAGES.updated : DRAFT_MESSAGES.saved);
      onSaved(saved.data);
    } catch {
      // a refusal is toasted once, by the query client (lib/query-client.ts)
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Switch label="Pre Release Campaign" {...form.getInputProps('preRelease', { type: 'checkbox' })} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Song title" required {...form.getInputProps('title')} />
          <TextInput label="Artist" required {...form.getInputProps('artist')} />
        </SimpleGrid>
        <Input.Wrapper label="Description">
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
              label={d.label}
              required
              withSeconds
              valueFormat={PICKER_FORMAT}
              minDate={nowAtOpen}
              {...form.getInputProps(d.field)}
            />
          ))}
        </SimpleGrid>
        <NumberInput
          label="Budget (EUR)"
          required
          min={MIN_BUDGET_EUR}
          clampBehavior="none"
          {...form.getInputProps('budget')}
        />
        {!v.preRelease && <TextInput label="Spotify link" {...form.getInputProps('spotify_url')} />}
        {v.preRelease && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {UPLOADS.map((u) => (
              <FileInput
                key={u.field}
                label={u.label}
                accept={u.accept}
                clearable
                required={!kept[u.field]}
                placeholder={kept[u.field] ? 'Uploaded' : undefined}
                value={v[u.field]}
                onChange={chooseFile(u.field)}
                error={form.errors[u.field]}
              />
            ))}
          </SimpleGrid>
        )}
        {progress !== null && <Progress value={progress} aria-label="Upload progress" animated />}
        <TextInput label="TikTok link" {...form.getInputProps('tiktok_url')} />
        <TextInput label="Capcut link" {...form.getInputProps('capcut_url')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Hashtag 1" {...form.getInputProps('hashtag1')} />
          <TextInput label="Hashtag 2" {...form.getInputProps('hashtag2')} />
          <TextInput label="Hashtag 3" {...form.getInputProps('hashtag3')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Genre"
            required
            searchable
            data={(genres.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
            {...form.getInputProps('genre_id')}
          />
          <TextInput label="New Genre" {...form.getInputProps('new_genre')} />
        </SimpleGrid>
        <MultiSelect
          label="Territories"
          required
          data={TERRITORIES.map((t) => ({ value: String(t.id), label: t.name }))}
          {...form.getInputProps('territories')}
        />
        {form.errors.form && <Text c="red">{form.errors.form}</Text>}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending || progress !== null}>
            Save draft
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// The create form and the inline edit form of a campaign:
// both parse the shared request schemas before anything is sent, so browser and server agree.
import '@mantine/dates/styles.css';
import '@mantine/tiptap/styles.css';
import { campaignCreateBody, campaignUpdateBody } from '@hookline/shared/campaigns';
import { LEVELS, levelLabel, MIN_BUDGET_EUR, TERRITORIES } from '@hookline/shared/constants';
import { MSG } from '@hookline/shared/messages';
import { type SpotifyTrack, spotifyTrackIdOf } from '@hookline/shared/spotify';
import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Image,
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
import { useQueryClient } from '@tanstack/react-query';
import { Link as LinkExtension } from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useInRouterContext } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/forms';
import { toast } from '../../../lib/toasts';
import { useCreateCampaign } from '../api/create-campaign';
import type { AdminCampaign } from '../api/get-campaigns';
import { useGenres } from '../api/get-genres';
import { spotifySongQueryOptions } from '../api/get-spotify-song';
import { useUpdateCampaign } from '../api/update-campaign';
import { isTooLarge, UploadError, uploadFile } from '../api/upload-file';
import { MusicianSelect } from './musician-select';

export const DEFAULT_DESCRIPTION = '<p>Please enter campaign description.</p>';
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export type CampaignFormValues = {
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
  musician_id: string | null;
  territories: string[];
  max_level_id: string | null;
  album: File | null;
  song: File | null;
};

const EMPTY: CampaignFormValues = {
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
  musician_id: null,
  territories: [],
  max_level_id: null,
  album: null,
  song: null,
};

/** The campaign's start and end, both picked to the second and, for a new campaign, not in the past. */
const DATES = [
  { field: 'start_date', label: 'Start Date' },
  { field: 'end_date', label: 'End Date' },
] as const;

/**
 * The time a picked day gets before the admin changes it: a start a few minutes after the form opened (never
 * midnight, already past when the day is today), an end at the close of its day.
 */
export function defaultTimes(openedAt: Date) {
  const soon = dayjs(openedAt).add(5, 'minute').startOf('minute');
  const start = soon.isSame(openedAt, 'day') ? soon.format('HH:mm:ss') : '23:59:00';
  return { start_date: start, end_date: '23:59:59' } as const;
}

/** Where the admin finds a campaign just created: the campaigns list showing that one campaign. */
export const createdCampaignPath = (c: AdminCampaign) => `/admin/campaigns?campaign=${c.id}`;

/** The two files of a pre-release campaign, uploaded before the campaign is saved. */
const UPLOADS = [
  { field: 'album', label: 'Album cover', accept: 'image/*' },
  { field: 'song', label: 'Song file', accept: 'audio/*' },
] as const;

function valuesOf(c: AdminCampaign): CampaignFormValues {
  return {
    ...EMPTY,
    preRelease: !c.song.spotify_url && Boolean(c.song.google_drive_url),
    start_date: dayjs(c.start_date).format(PICKER_FORMAT),
    end_date: dayjs(c.end_date).format(PICKER_FORMAT),
    budget: c.budget_eur,
    title: c.song.title,
    artist: c.song.artist,
    spotify_url: c.song.spotify_url ?? '',
    tiktok_url: c.song.tiktok_url ?? '',
    capcut_url: c.song.capcut_url ?? '',
    hashtag1: c.hashtags[0] ?? '',
    hashtag2: c.hashtags[1] ?? '',
    hashtag3: c.hashtags[2] ?? '',
    genre_id: c.song.genre ? String(c.song.genre.id) : null,
    musician_id: c.musician_id ? String(c.musician_id) : null,
    territories: c.territory_ids.map(String),
    max_level_id: String(c.max_level_id),
  };
}

const toIso = (v: string | null) => (v ? dayjs(v).toISOString() : '');

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

/** The Spotify link last read, and what Spotify answered for it. */
type SpotifyLookup = { url: string; track: SpotifyTrack | null; error: string | null };
const NO_SPOTIFY: SpotifyLookup = { url: '', track: null, error: null };

type Props = { mode: 'create' } | { mode: 'edit'; campaign: AdminCampaign; onDone: () => void };

export function CampaignForm(props: Props & { initialValues?: Partial<CampaignFormValues> }) {
  const editing = props.mode === 'edit' ? props.campaign : null;
  const form = useForm<CampaignFormValues>({
    initialValues: { ...(editing ? valuesOf(editing) : EMPTY), ...props.initialValues },
  });
  const [description, setDescription] = useState(editing?.description ?? DEFAULT_DESCRIPTION);
  const [progress, setProgress] = useState<number | null>(null);
  const [nowAtOpen] = useState(() => new Date());
  const times = defaultTimes(nowAtOpen);
  const [created, setCreated] = useState<AdminCampaign | null>(null);
  const inRouter = useInRouterContext();
  const queryClient = useQueryClient();
  // the cover of a normal campaign's song: read from its Spotify link, kept as it is on an edit
  const [cover, setCover] = useState<string | null>(editing?.song.spotify_url ? editing.song.album_icon_url : null);
  const [spotify, setSpotify] = useState<SpotifyLookup>(NO_SPOTIFY);
  const genres = useGenres();
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const editor = useEditor({
    extensions: [StarterKit, LinkExtension],
    content: description,
    immediatelyRender: true,
    // the editable area is a textbox of its own: it needs the field's name
    editorProps: { attributes: { 'aria-label': 'Description' } },
    onUpdate: ({ editor: e }) => setDescription(e.getHTML()),
  });
  const v = form.values;
  const offerFiles = !editing || (Boolean(editing.song.google_drive_url) && !editing.song.spotify_url);

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

  /**
   * A new normal campaign's title, artist and cover from its Spotify link, once the link is complete: filled where
   * the admin has typed nothing (or kept what the last link filled), and still editable.
   */
  async function readSpotify(link: string) {
    const url = link.trim();
    if (editing || form.getValues().preRelease || url === spotify.url) return;
    if (spotifyTrackIdOf(url) === null) {
      // no track link (any more): nothing read from Spotify stays
      setCover(null);
      setSpotify(NO_SPOTIFY);
      return;
    }
    setSpotify({ url, track: null, error: null });
    try {
      const track = await queryClient.fetchQuery(spotifySongQueryOptions(url));
      const now = form.getValues();
      const previous = spotify.track;
      if (!now.title.trim() || now.title === previous?.title) form.setFieldValue('title', track.title);
      if (!now.artist.trim() || now.artist === previous?.artist) form.setFieldValue('artist', track.artist);
      setCover(track.album_icon_url);
      setSpotify({ url, track, error: null });
    } catch (error) {
      setSpotify({ url, track: null, error: errorMessage(error, MSG.spotifyOff) });
    }
  }

  function buildBody(files: { album: string | null; song: string | null }) {
    const newGenre = v.new_genre.trim();
    return {
      description,
      start_date: toIso(v.start_date),
      end_date: toIso(v.end_date),
      budget_eur: typeof v.budget === 'number' ? v.budget : Number.NaN,
      max_level_id: v.max_level_id ? Number(v.max_level_id) : 0,
      hashtags: [v.hashtag1, v.hashtag2, v.hashtag3].map((h) => h.trim()),
      territories: v.territories.map(Number),
      musician_id: v.musician_id ? Number(v.musician_id) : null,
      song: {
        ...(editing ? { id: editing.song.id } : {}),
        title: v.title,
        artist: v.artist,
        ...(newGenre ? { genre: { name: newGenre } } : v.genre_id ? { genre_id: Number(v.genre_id) } : {}),
        spotify_url: v.preRelease && !editing ? null : v.spotify_url.trim() || null,
        tiktok_url: v.tiktok_url.trim() || null,
        capcut_url: v.capcut_url.trim() || null,
        album_icon_url: v.preRelease ? files.album : cover,
        google_drive_url: v.preRelease ? files.song : null,
      },
    };
  }

  async function submit() {
    form.clearErrors();
    const errors: Record<string, string> = {};
    if (!v.max_level_id) errors.max_level_id = MSG.maxLevelRequired;
    if (!v.start_date) errors.start_date = MSG.startDateRequired;
    if (!v.end_date) errors.end_date = MSG.endDateRequired;
    const needFiles = v.preRelease && !editing?.song.google_drive_url;
    if (needFiles && !v.album) errors.album = MSG.chooseAlbumCover;
    if (needFiles && !v.song) errors.song = MSG.chooseSongFile;
    // placeholders in the shape of upload keys stand for files still to upload, so the schema checks everything
    // else first
    const keep = { album: editing?.song.album_icon_url ?? null, song: editing?.song.google_drive_url ?? null };
    const draft = buildBody({
      album: v.album ? '/files/songs/pending.png' : keep.album,
      song: v.song ? 'pending.mp3' : keep.song,
    });
    const schema = editing ? campaignUpdateBody : campaignCreateBody;
    const parsed = schema.safeParse(draft);
    // the form's own sentences win over the schema's for the same field
    if (!parsed.success) Object.assign(errors, { ...fieldErrors(parsed.error.issues, RENAME), ...errors });
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    const files = { ...keep };
    try {
      if (v.preRelease && (v.album || v.song)) {
        setProgress(0);
        if (v.album) files.album = (await uploadFile(v.album, 'image', (p) => setProgress(p / 2))).url;
        if (v.song) files.song = (await uploadFile(v.song, 'audio', (p) => setProgress(50 + p / 2))).file_name;
      }
    } catch (error) {
      setProgress(null);
      toast.error(error instanceof UploadError ? error.message : MSG.uploadUnexpected);
      return;
    }
    setProgress(null);
    const body = buildBody(files);
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, body: campaignUpdateBody.parse(body) });
        toast.success(MSG.campaignEdited);
        if (props.mode === 'edit') props.onDone();
      } else {
        const answer = await create.mutateAsync(campaignCreateBody.parse(body));
        toast.success(MSG.campaignCreated);
        setCreated(answer.data);
        setCover(null);
        setSpotify(NO_SPOTIFY);
        form.setValues(EMPTY);
        editor?.commands.setContent(DEFAULT_DESCRIPTION);
        setDescription(DEFAULT_DESCRIPTION);
      }
    } catch {
      // a refusal is toasted once, by the query client (lib/query-client.ts)
    }
  }

  const busy = create.isPending || update.isPending || progress !== null;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {created && (
          <Alert
            color="green"
            title={MSG.campaignCreated}
            data-testid="campaign-created"
            withCloseButton
            onClose={() => setCreated(null)}
          >
            {inRouter ? (
              <Anchor component={Link} to={createdCampaignPath(created)}>
                Open {created.song.artist} - {created.song.title}
              </Anchor>
            ) : (
              <Anchor href={createdCampaignPath(created)}>
                Open {created.song.artist} - {created.song.title}
              </Anchor>
            )}
          </Alert>
        )}
        {!editing && (
          <Switch label="Pre Release Campaign" {...form.getInputProps('preRelease', { type: 'checkbox' })} />
        )}
        {/* a normal campaign needs its Spotify link (the server refuses one without), and its title, artist and
            cover are read from it; pre-release asks for them and the files instead */}
        {!editing && !v.preRelease && (
          <TextInput
            label="Spotify link"
            required
            {...form.getInputProps('spotify_url')}
            onBlur={(e) => void readSpotify(e.currentTarget.value)}
            onPaste={(e) => void readSpotify(e.clipboardData.getData('text'))}
            description={
              spotify.track ? (
                <Group gap="xs" component="span" data-testid="spotify-filled">
                  {cover && <Image src={cover} alt="" w={32} h={32} radius="sm" />}
                  {MSG.spotifyFilled}
                </Group>
              ) : spotify.url && !spotify.error ? (
                'Reading the song from Spotify…'
              ) : undefined
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
        )}
        {spotify.error && !v.preRelease && !editing && (
          <Text size="sm" c="orange.8" data-testid="spotify-error">
            {spotify.error}
          </Text>
        )}
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
              minDate={editing ? undefined : nowAtOpen}
              defaultTimeValue={editing ? undefined : times[d.field]}
              {...form.getInputProps(d.field)}
            />
          ))}
        </SimpleGrid>
        <NumberInput
          label="Budget (EUR)"
          required
          min={MIN_BUDGET_EUR}
          // a value the system cannot hold (below the minimum, more than two decimals) is refused with a message,
          // never clamped or cut on blur
          clampBehavior="none"
          {...form.getInputProps('budget')}
        />
        {/* the edit form always offers it: a pre-release song gets its link once it is out */}
        {editing && <TextInput label="Spotify link" {...form.getInputProps('spotify_url')} />}
        {v.preRelease && offerFiles && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {UPLOADS.map((u) => (
              <FileInput
                key={u.field}
                label={u.label}
                accept={u.accept}
                clearable
                required={!editing}
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
        <MusicianSelect
          initial={editing?.musician ?? null}
          value={v.musician_id}
          onChange={(value) => form.setFieldValue('musician_id', value)}
          error={typeof form.errors.musician_id === 'string' ? form.errors.musician_id : undefined}
        />
        <MultiSelect
          label="Territories"
          required
          data={TERRITORIES.map((t) => ({ value: String(t.id), label: t.name }))}
          {...form.getInputProps('territories')}
        />
        <Select
          label="Max Creator Level"
          required
          data={LEVELS.map((l) => ({ value: String(l.id), label: levelLabel(l.id) }))}
          {...form.getInputProps('max_level_id')}
        />
        {form.errors.form && <Text c="red">{form.errors.form}</Text>}
        <Group justify="flex-end">
          {props.mode === 'edit' && (
            <Button variant="default" onClick={props.onDone}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

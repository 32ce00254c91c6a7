// The admin's create form and inline edit form of a campaign, on the one campaign form (components/campaign-form):
// both parse the shared request schemas before anything is sent, so browser and server agree.
import { campaignCreateBody, campaignUpdateBody } from '@hookline/shared/campaigns';
import { MSG } from '@hookline/shared/messages';
import { Alert, Anchor, Button, Group, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useInRouterContext } from 'react-router';
import { CampaignFormFields } from '../../../components/campaign-form/campaign-form-fields';
import { SpotifyLinkField, useSpotifyFill } from '../../../components/campaign-form/spotify-link-field';
import { useCampaignForm } from '../../../components/campaign-form/use-campaign-form';
import {
  type CampaignFormValues,
  campaignBodyOf,
  campaignValuesOf,
  defaultDescription,
  EMPTY_CAMPAIGN,
} from '../../../components/campaign-form/values';
import { toast } from '../../../lib/toasts';
import { useCreateCampaign } from '../api/create-campaign';
import type { AdminCampaign } from '../api/get-campaigns';
import { useGenres } from '../api/get-genres';
import { spotifySongQueryOptions } from '../api/get-spotify-song';
import { useUpdateCampaign } from '../api/update-campaign';
import { UploadError, uploadFile } from '../api/upload-file';
import { MusicianSelect } from './musician-select';

export type { CampaignFormValues };

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

function valuesOf(c: AdminCampaign): CampaignFormValues {
  return {
    ...campaignValuesOf(c, c.territory_ids),
    genre_id: c.song.genre ? String(c.song.genre.id) : null,
    musician_id: c.musician_id ? String(c.musician_id) : null,
    max_level_id: String(c.max_level_id),
  };
}

type Props = { mode: 'create' } | { mode: 'edit'; campaign: AdminCampaign; onDone: () => void };

const isUploadError = (e: unknown): e is Error => e instanceof UploadError;

export function CampaignForm(props: Props & { initialValues?: Partial<CampaignFormValues> }) {
  const editing = props.mode === 'edit' ? props.campaign : null;
  const state = useCampaignForm({
    values: { ...(editing ? valuesOf(editing) : EMPTY_CAMPAIGN), ...props.initialValues },
    description: editing?.description ?? defaultDescription(),
  });
  const { form, description, progress } = state;
  const [nowAtOpen] = useState(() => new Date());
  const times = defaultTimes(nowAtOpen);
  const [created, setCreated] = useState<AdminCampaign | null>(null);
  const inRouter = useInRouterContext();
  const queryClient = useQueryClient();
  // a new normal campaign's title, artist and cover from its Spotify link; an edit keeps the cover it has
  const fill = useSpotifyFill(form, {
    read: (url) => queryClient.fetchQuery(spotifySongQueryOptions(url)),
    enabled: () => !editing,
    initialCover: editing?.song.spotify_url ? editing.song.album_icon_url : null,
  });
  const { cover } = fill;
  const genres = useGenres();
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const v = form.values;
  const offerFiles = !editing || (Boolean(editing.song.google_drive_url) && !editing.song.spotify_url);

  function buildBody(files: { album: string | null; song: string | null }) {
    const body = campaignBodyOf(v, description, {
      spotify_url: v.preRelease && !editing ? null : v.spotify_url.trim() || null,
      album_icon_url: v.preRelease ? files.album : cover,
      google_drive_url: v.preRelease ? files.song : null,
    });
    return {
      ...body,
      max_level_id: v.max_level_id ? Number(v.max_level_id) : 0,
      musician_id: v.musician_id ? Number(v.musician_id) : null,
      song: { ...(editing ? { id: editing.song.id } : {}), ...body.song },
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
    if (!state.check(editing ? campaignUpdateBody : campaignCreateBody, draft, errors)) return;
    const files = await state.uploadChosen(keep, uploadFile, isUploadError);
    if (!files) return;
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
        fill.reset();
        state.reset(EMPTY_CAMPAIGN, defaultDescription());
      }
    } catch {
      // a refusal is toasted once, by the query client (lib/query-client.ts)
    }
  }

  const busy = create.isPending || update.isPending || progress !== null;
  return (
    <CampaignFormFields
      state={state}
      onSubmit={() => void submit()}
      notice={
        created && (
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
        )
      }
      genres={genres.data ?? []}
      preReleaseSwitch={!editing}
      top={
        // a normal campaign needs its Spotify link (the server refuses one without), and its title, artist and
        // cover are read from it; pre-release asks for them and the files instead
        !editing && !v.preRelease && <SpotifyLinkField form={form} fill={fill} label="Spotify link" required />
      }
      // the edit form always offers it: a pre-release song gets its link once it is out
      afterBudget={editing && <TextInput label="Spotify link" {...form.getInputProps('spotify_url')} />}
      dates={editing ? {} : { minDate: nowAtOpen, defaultTimes: times }}
      files={{ offered: offerFiles, required: { album: !editing, song: !editing } }}
      admin={{
        musician: (
          <MusicianSelect
            initial={editing?.musician ?? null}
            value={v.musician_id}
            onChange={(value) => form.setFieldValue('musician_id', value)}
            error={typeof form.errors.musician_id === 'string' ? form.errors.musician_id : undefined}
          />
        ),
      }}
      actions={
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
      }
    />
  );
}

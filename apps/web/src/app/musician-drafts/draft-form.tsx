// A musician's New campaign: the admin's Create Campaign fields, rules and texts (the same shared schema,
// minus the maximum creator level and the musician, which only an admin sets), pre-release uploads included. It
// saves a draft; nothing reaches creators until the draft is paid and approved. The fields are the one campaign
// form's (components/campaign-form).
import { type MusicianDraft, musicianDraftBody } from '@hookline/shared/musician-campaigns';
import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CampaignFormFields } from '../../components/campaign-form/campaign-form-fields';
import { SpotifyLinkField, useSpotifyFill } from '../../components/campaign-form/spotify-link-field';
import { useCampaignForm } from '../../components/campaign-form/use-campaign-form';
import {
  type CampaignFormValues,
  campaignBodyOf,
  campaignValuesOf,
  defaultDescription,
  EMPTY_CAMPAIGN,
} from '../../components/campaign-form/values';
import { UploadError, uploadFile } from '../../features/admin-campaigns/api/upload-file';
import { musicianSpotifySongQueryOptions, useMusicianGenres, useSaveDraft } from '../../features/musician/api/drafts';
import { t } from '../../lib/i18n';
import { toast } from '../../lib/toasts';

const MUSICIAN_UPLOADS = '/api/musician/uploads';

function valuesOf(d: MusicianDraft['draft']): CampaignFormValues {
  return {
    ...campaignValuesOf(d, d.territories),
    genre_id: d.song.genre_id ? String(d.song.genre_id) : null,
    new_genre: d.song.genre?.name ?? '',
  };
}

const isUploadError = (e: unknown): e is Error => e instanceof UploadError;
const upload = (file: File, kind: 'image' | 'audio', onProgress: (percent: number) => void) =>
  uploadFile(file, kind, onProgress, MUSICIAN_UPLOADS);

export function DraftForm({ draft, onSaved }: { draft?: MusicianDraft; onSaved: (d: MusicianDraft) => void }) {
  const state = useCampaignForm({
    values: draft ? valuesOf(draft.draft) : EMPTY_CAMPAIGN,
    description: draft?.draft.description || defaultDescription(),
  });
  const { form, description, progress } = state;
  const [nowAtOpen] = useState(() => new Date());
  const genres = useMusicianGenres();
  const save = useSaveDraft();
  const queryClient = useQueryClient();
  const v = form.values;
  const kept = { album: draft?.draft.song.album_icon_url ?? null, song: draft?.draft.song.google_drive_url ?? null };
  // a normal song's title, artist and cover from its Spotify link, as on the admin's Create Campaign; a saved
  // draft keeps the cover it has until its link changes
  const fill = useSpotifyFill(form, {
    read: (url) => queryClient.fetchQuery(musicianSpotifySongQueryOptions(url)),
    enabled: () => true,
    initialCover: draft?.draft.song.spotify_url ? (draft.draft.song.album_icon_url ?? null) : null,
  });

  const buildBody = (files: { album: string | null; song: string | null }) =>
    campaignBodyOf(v, description, {
      spotify_url: v.preRelease ? null : v.spotify_url.trim() || null,
      album_icon_url: v.preRelease ? files.album : fill.cover,
      google_drive_url: v.preRelease ? files.song : null,
    });

  async function submit() {
    form.clearErrors();
    const errors: Record<string, string> = {};
    if (!v.start_date) errors.start_date = t('startDateRequired');
    if (!v.end_date) errors.end_date = t('endDateRequired');
    if (v.preRelease && !v.album && !kept.album) errors.album = t('chooseAlbumCover');
    if (v.preRelease && !v.song && !kept.song) errors.song = t('chooseSongFile');
    const draftBody = buildBody({ album: v.album ? 'pending' : kept.album, song: v.song ? 'pending' : kept.song });
    if (!state.check(musicianDraftBody, draftBody, errors)) return;
    const files = await state.uploadChosen(kept, upload, isUploadError);
    if (!files) return;
    // a refusal is toasted once, by the query client (lib/query-client.ts)
    save.mutate(
      { id: draft?.id, body: musicianDraftBody.parse(buildBody(files)) },
      {
        onSuccess: (saved) => {
          toast.success(t(draft ? 'draftUpdated' : 'draftSaved'));
          onSaved(saved.data);
        },
      },
    );
  }

  const required = { album: !kept.album, song: !kept.song };
  const uploaded = { album: Boolean(kept.album), song: Boolean(kept.song) };
  const offeredFiles = { offered: true, required, uploaded };

  return (
    <CampaignFormFields
      state={state}
      onSubmit={() => void submit()}
      genres={genres.data ?? []}
      preReleaseSwitch
      top={!v.preRelease && <SpotifyLinkField form={form} fill={fill} label={t('cfSpotifyLink')} required />}
      dates={{ minDate: nowAtOpen }}
      files={offeredFiles}
      actions={
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending || progress !== null}>
            {t('muSaveDraft')}
          </Button>
        </Group>
      }
    />
  );
}

// The promotions of one tab of a campaign card, with the admin actions.

import { promotionUpdateBody } from '@hookline/shared/campaigns';
import { REVIEW_COLOUR_HOURS } from '@hookline/shared/constants';
import { EARNING_STATE_KEYS } from '@hookline/shared/earning-states';
import { MSG } from '@hookline/shared/messages';
import { formatEur } from '@hookline/shared/money';
import { PLATFORM_NAMES } from '@hookline/shared/platforms';
import { latestViewsText, viewsAt72hText } from '@hookline/shared/views';
import { Badge, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/actions/confirm-button';
import { errorMessage } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/forms';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { formatLocal, zoneLabel } from '../../../lib/zoned-time';
import { useDeletePromotion } from '../api/delete-promotion';
import { type AdminPromotion, type PromotionType, useCampaignPromotions } from '../api/get-campaign-promotions';
import { useUpdatePromotion } from '../api/update-promotion';
import { ApproveDialog } from './approve-dialog';
import { CorrectionButton } from './correction-dialog';
import { ConfirmFraud, DecisionDialog } from './decision-dialog';
import { FraudScoreBadge } from './fraud-score-badge';

// shown in the admin's zone, the same one the upload time is typed in (lib/zoned-time.ts)
const when = formatLocal;
const videoOf = (p: AdminPromotion) => p.video_url || p.video_link;

/** Reviewed uploads younger than REVIEW_COLOUR_HOURS are coloured apart from older ones. */
export function isRecentUpload(uploadedAt: string | null, now = Date.now()) {
  if (!uploadedAt) return false;
  return now - new Date(uploadedAt).getTime() < REVIEW_COLOUR_HOURS * 3_600_000;
}

export function PromotionRows({ campaignId, type }: { campaignId: number; type: PromotionType }) {
  const query = useCampaignPromotions(campaignId, type);
  if (query.isPending) return <Loader role="status" size="sm" aria-label="Loading promotions" />;
  if (query.isError) return <Text c="red">{errorMessage(query.error, MSG.somethingWentWrong)}</Text>;
  if (query.data.length === 0) return <Text c="dimmed">No promotions</Text>;
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        Times in {zoneLabel()}
      </Text>
      {query.data.map((p) => (
        <PromotionRow key={p.id} promotion={p} type={type} />
      ))}
    </Stack>
  );
}

function PromotionRow({ promotion: p, type }: { promotion: AdminPromotion; type: PromotionType }) {
  const update = useUpdatePromotion();
  const fraud = useUpdatePromotion({ errorMessage: MSG.tryAgainLater });
  const remove = useDeletePromotion();
  const [approving, setApproving] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [editingLink, setEditingLink] = useState(false);
  const [views, setViews] = useState('');

  // a refusal is toasted once, by the query client (lib/query-client.ts); the fraud flow names its own fallback
  const send = async (body: Parameters<typeof update.mutateAsync>[0]['body'], ok: string, via = update) => {
    try {
      await via.mutateAsync({ id: p.id, body });
      toast.success(ok);
      return true;
    } catch {
      return false;
    }
  };

  const saveLink = async (video_url: string) => {
    const body = { video_url, ...(type === 'pending' ? { status: 'pending' as const } : {}) };
    if (await send(body, MSG.linkSubmitted)) setEditingLink(false);
  };

  const openVideo = () => {
    const url = videoOf(p);
    if (!url) toast.error(MSG.noVideoLink);
    else window.open(url, '_blank', 'noopener');
  };

  const del = async () => {
    try {
      await remove.mutateAsync(p.id);
      toast.success(MSG.promotionDeleted);
    } catch {
      // already toasted by the query client
    }
  };

  const recent = type === 'reviewed' && isRecentUpload(p.video_uploaded_at);
  const username = p.creator?.tiktok_username ?? '-';
  const editLink = (
    <Button size="xs" variant="light" onClick={() => setEditingLink((x) => !x)}>
      Edit link
    </Button>
  );
  const deleteButton = <ConfirmButton label="Delete" color="red" variant="light" onConfirm={() => void del()} />;

  return (
    <Paper
      withBorder
      p="sm"
      data-testid="promotion-row"
      data-recent={type === 'reviewed' ? String(recent) : undefined}
      bg={type === 'reviewed' ? (recent ? 'yellow.0' : 'green.0') : undefined}
    >
      <Stack gap={6}>
        <Group gap="md" wrap="wrap">
          <Text fw={600}>{username}</Text>
          <Badge variant="outline" color="gray" data-testid="promotion-platform">
            {PLATFORM_NAMES[p.platform]}
          </Badge>
          {type === 'succeeded' && (
            <>
              <Text size="sm">Uploaded: {when(p.video_uploaded_at)}</Text>
              <Text size="sm" data-testid="views-at-72h">
                {viewsAt72hText(t, p.views_after_three_days, p.views_read_at ?? null, (iso) => formatLocal(iso))}
              </Text>
              <Text size="sm" data-testid="latest-views">
                {latestViewsText(t, p.promotion_stat_latest?.views_count, p.promotion_stat_latest?.typed)}
              </Text>
              <Text size="sm">Earned: {formatEur(p.earned_amount_eur ?? 0)}</Text>
              <Badge variant="light" data-testid="earning-state">
                {t(EARNING_STATE_KEYS[p.earning_state ?? 'earned'])}
              </Badge>
            </>
          )}
          {type === 'reviewed' && (
            <>
              <Text size="sm">Uploaded: {when(p.video_uploaded_at)}</Text>
              <Text size="sm" data-testid="latest-views">
                {latestViewsText(t, p.promotion_stat_latest?.views_count, p.promotion_stat_latest?.typed)}
              </Text>
              <Text size="sm">Status: {p.status}</Text>
            </>
          )}
          {(type === 'submitted' || type === 'pending') && <Text size="sm">Created: {when(p.created_at)}</Text>}
          {type === 'submitted' && p.sound_check === 'manual' && (
            <Badge color="orange" variant="light" data-testid="sound-check-pending">
              {MSG.soundCheckPending}
            </Badge>
          )}
          {type === 'pending' && (
            <UploadTimeEditor
              value={p.video_uploaded_at}
              onSave={(v) => send({ video_uploaded_at: v }, MSG.uploadTimeSaved)}
            />
          )}
        </Group>
        {(type === 'succeeded' || type === 'reviewed') && (
          <FraudScoreBadge campaignId={p.campaign_id} promotionId={p.id} />
        )}
        <Group gap="xs" wrap="wrap">
          {type === 'succeeded' && (
            <>
              {editLink}
              <CorrectionButton promotionId={p.id} views={p.views_after_three_days} />
              <ConfirmFraud
                onConfirm={(values) => void send({ status: 'fraud', ...values }, MSG.promotionFraud, fraud)}
              />
            </>
          )}
          {type === 'reviewed' && (
            <>
              <TextInput
                size="xs"
                aria-label="Views after three days"
                placeholder="Add Views"
                value={views}
                onChange={(e) => setViews(e.currentTarget.value.replace(/\D/g, ''))}
              />
              <Button
                size="xs"
                onClick={() => {
                  if (views.trim() === '') return;
                  void send({ views_after_three_days: Number(views) }, MSG.viewsAdded).then((ok) => ok && setViews(''));
                }}
              >
                update
              </Button>
              <Button size="xs" variant="light" onClick={openVideo}>
                Tiktok
              </Button>
              {editLink}
              <Button size="xs" color="red" variant="light" onClick={() => setDeclining(true)}>
                Decline
              </Button>
            </>
          )}
          {type === 'submitted' && (
            <>
              <Button size="xs" variant="light" onClick={openVideo}>
                Videolink
              </Button>
              {editLink}
              <Button size="xs" onClick={() => setApproving(true)}>
                Approve
              </Button>
              <Button size="xs" color="red" variant="light" onClick={() => setDeclining(true)}>
                Decline
              </Button>
              {deleteButton}
            </>
          )}
          {type === 'pending' && (
            <>
              {editLink}
              {deleteButton}
            </>
          )}
        </Group>
        {editingLink && (
          <LinkEditor value={videoOf(p) ?? ''} saving={update.isPending} onSave={(url) => void saveLink(url)} />
        )}
      </Stack>
      {approving && (
        <ApproveDialog
          opened
          loading={update.isPending}
          onClose={() => setApproving(false)}
          onApprove={(values) =>
            void send({ status: 'reviewed', ...values }, MSG.promotionApproved).then((ok) => ok && setApproving(false))
          }
        />
      )}
      {declining && (
        <DecisionDialog
          opened
          title="Manual decline"
          question={`Decline the video of ${username}?`}
          confirmLabel="Decline"
          loading={update.isPending}
          onClose={() => setDeclining(false)}
          onConfirm={(values) =>
            void send({ status: 'declined', ...values }, MSG.promotionDeclined).then((ok) => ok && setDeclining(false))
          }
        />
      )}
    </Paper>
  );
}

/** A video link, edited in its row: checked with the schema the server uses before it is sent. */
function LinkEditor(props: { value: string; saving: boolean; onSave: (url: string) => void }) {
  const { form, onSubmit } = useSchemaForm({
    initialValues: { video_url: props.value },
    schema: promotionUpdateBody,
    onValid: (body) => props.onSave(body.video_url ?? ''),
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Group gap="xs" align="flex-start">
        <TextInput
          size="xs"
          aria-label="Video link"
          placeholder="https://www.tiktok.com/..."
          style={{ flex: 1 }}
          {...form.getInputProps('video_url')}
        />
        <Button size="xs" type="submit" loading={props.saving}>
          Submit
        </Button>
      </Group>
    </form>
  );
}

/** The pending row's upload time, editable in the approve dialog's format (the schema's rule). */
function UploadTimeEditor(props: { value: string | null; onSave: (value: string) => Promise<boolean> }) {
  const { form, onSubmit } = useSchemaForm({
    initialValues: { video_uploaded_at: props.value ? when(props.value) : '' },
    schema: promotionUpdateBody,
    toBody: (v) => ({ video_uploaded_at: v.video_uploaded_at.trim() }),
    onValid: (body) => void props.onSave(body.video_uploaded_at ?? ''),
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Group gap={4} align="flex-start">
        <TextInput
          size="xs"
          aria-label="Upload time"
          placeholder="YYYY-MM-DD HH:MM:SS"
          {...form.getInputProps('video_uploaded_at')}
        />
        <Button size="xs" variant="light" type="submit">
          Save time
        </Button>
      </Group>
    </form>
  );
}

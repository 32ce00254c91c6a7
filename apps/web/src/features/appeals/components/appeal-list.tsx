// Admin > Appeals: creators' appeals of declines, oldest open first. Accept puts the video back to submitted for
// a new review; reject is final and needs a note the creator receives by email.

import { appealAnswerBody, DECISION_NOTE_MAX } from '@hookline/shared/decisions';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPages } from '../../../components/layout/list-pages';
import { ListState } from '../../../components/layout/list-state';
import { useSchemaForm } from '../../../lib/forms';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { useAnswerAppeal } from '../api/answer-appeal';
import { type AdminAppeal, type AppealStatus, useAppeals } from '../api/get-appeals';

const PAGE_SIZE = 20;

const NONE = {
  open: 'crAppealsNoneOpen',
  accepted: 'crAppealsNoneAccepted',
  rejected: 'crAppealsNoneRejected',
} as const;

function RejectDialog({ appeal, onClose }: { appeal: AdminAppeal; onClose: () => void }) {
  const answer = useAnswerAppeal();
  const { form, onSubmit } = useSchemaForm({
    initialValues: { note: '' },
    schema: appealAnswerBody,
    toBody: (values) => ({ decision: 'reject', note: values.note }),
    onValid: (body) =>
      answer.mutate(
        { id: appeal.id, body },
        {
          onSuccess: (res) => {
            toast.success(res.message);
            onClose();
          },
        },
      ),
  });
  return (
    <Modal opened onClose={onClose} title={t('crAppealRejectTitle')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text>{t('crAppealRejectIntro')}</Text>
          <Textarea
            label={t('crAppealNoteLabel')}
            maxLength={DECISION_NOTE_MAX}
            rows={3}
            {...form.getInputProps('note')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('crCancel')}
            </Button>
            <Button type="submit" color="red" loading={answer.isPending}>
              {t('crAppealRejectTitle')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function AcceptDialog({ appeal, onClose }: { appeal: AdminAppeal; onClose: () => void }) {
  const answer = useAnswerAppeal();
  return (
    <Modal opened onClose={onClose} title={t('crAppealAcceptTitle')}>
      <Stack>
        <Text>{t('crAppealAcceptIntro', { username: appeal.creator.tiktok_username ?? '-' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('crCancel')}
          </Button>
          <Button
            loading={answer.isPending}
            onClick={() =>
              answer.mutate(
                { id: appeal.id, body: { decision: 'accept' } },
                {
                  onSuccess: (res) => {
                    toast.success(res.message);
                    onClose();
                  },
                },
              )
            }
          >
            {t('crAppealAcceptTitle')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function AppealCard({ a }: { a: AdminAppeal }) {
  const [dialog, setDialog] = useState<'accept' | 'reject' | null>(null);
  return (
    <Paper withBorder p="md" radius="md" data-testid="appeal-row">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>
            @{a.creator.tiktok_username ?? '-'} · {a.song.artist} - {a.song.title}
          </Text>
          <Text fz="sm" c="dimmed">
            {dayjs(a.created_at).format('YYYY-MM-DD HH:mm')}
          </Text>
        </Group>
        <Text fz="sm">
          {t('crAppealDeclined')} <b>{a.reason}</b>
          {a.note ? ` — ${a.note}` : ''}
        </Text>
        <Text fz="sm" data-testid="appeal-text">
          {t('crAppealText', { text: a.text })}
        </Text>
        <Group gap="xs">
          {a.promotion.video_url && (
            <Anchor href={a.promotion.video_url} target="_blank" rel="noopener noreferrer" fz="sm">
              {t('crAppealOpenVideo')}
            </Anchor>
          )}
          <Anchor component={Link} to={`/admin/campaigns?user=${encodeURIComponent(a.song.title)}`} fz="sm">
            {t('crAppealFindCampaign')}
          </Anchor>
        </Group>
        {a.status === 'open' ? (
          <Group gap="xs">
            <Button size="xs" onClick={() => setDialog('accept')}>
              {t('crAccept')}
            </Button>
            <Button size="xs" color="red" variant="light" onClick={() => setDialog('reject')}>
              {t('crReject')}
            </Button>
          </Group>
        ) : (
          <Text fz="sm">
            <Badge color={a.status === 'accepted' ? 'green' : 'red'} variant="light" mr="xs">
              {t(a.status === 'accepted' ? 'crAppealBadgeAccepted' : 'crAppealBadgeRejected')}
            </Badge>
            {a.answer_note}
          </Text>
        )}
      </Stack>
      {dialog === 'accept' && <AcceptDialog appeal={a} onClose={() => setDialog(null)} />}
      {dialog === 'reject' && <RejectDialog appeal={a} onClose={() => setDialog(null)} />}
    </Paper>
  );
}

export function AppealList() {
  const [status, setStatus] = useState<AppealStatus>('open');
  const [page, setPage] = useState(1);
  const query = useAppeals({ status, page, perPage: PAGE_SIZE });
  const total = query.data?._meta.total_items ?? 0;
  const pages = Math.ceil(total / PAGE_SIZE);
  return (
    <Stack>
      <SegmentedControl
        value={status}
        onChange={(v) => {
          setStatus(v as AppealStatus);
          setPage(1);
        }}
        data={[
          { value: 'open', label: t('crAppealsOpen') },
          { value: 'accepted', label: t('crAppealsAccepted') },
          { value: 'rejected', label: t('crAppealsRejected') },
        ]}
        w="fit-content"
      />
      <ListState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        loading={
          <Stack aria-busy="true" aria-label={t('crAppealsLoading')}>
            <Skeleton h={140} radius="md" />
          </Stack>
        }
        empty={
          <Paper withBorder p="xl" radius="md" ta="center">
            <Text fw={600}>{t(NONE[status])}</Text>
          </Paper>
        }
      >
        {(data) => data.items.map((a) => <AppealCard key={a.id} a={a} />)}
      </ListState>
      <ListPages pages={pages} value={page} onChange={setPage} />
    </Stack>
  );
}

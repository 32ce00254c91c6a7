// The admin's queue of campaigns musicians have paid for: each with its preview and price;
// Approve (with the maximum creator level, which only an admin sets) or Reject with a reason the musician reads,
// which refunds the payment in full.

import type { MessageKey } from '@hookline/shared/catalogue';
import { LEVELS, levelLabel } from '@hookline/shared/constants';
import { formatEur } from '@hookline/shared/money';
import type { ReviewQueueItem } from '@hookline/shared/musician-campaigns';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/actions/confirm-dialog';
import { ListState } from '../../components/layout/list-state';
import { date } from '../../features/creator/format';
import { currentLocale, t } from '../../lib/i18n';
import { DraftPreview } from './draft-preview';
import { useReviewDecision, useReviewQueue } from './review-api';

const RAIL_LABEL: Record<ReviewQueueItem['payment']['rail'], MessageKey> = {
  card: 'payByCard',
  sepa_debit: 'payBySepa',
  bank_transfer: 'payByBankTransfer',
};

function Request({ item }: { item: ReviewQueueItem }) {
  const [level, setLevel] = useState<string | null>(null);
  const [levelError, setLevelError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const decide = useReviewDecision();
  const price = {
    ...item.payment,
    fee_percent: 0,
    fee_min_cents: 0,
    net_cents: item.payment.budget_cents + item.payment.fee_cents,
    vat_country: '',
    vat_rate_percent: 0,
    vat_rule: 'domestic' as const,
    currency: 'eur' as const,
  };
  return (
    <Paper withBorder radius="lg" p="md" data-testid="review-request">
      <Stack gap="sm">
        <Text fw={600}>{item.musician.stage_name}</Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <DraftPreview draft={item} genreName={item.draft.song.genre?.name ?? null} />
          <Stack gap="sm">
            <Text fz="sm" c="dimmed">
              {t('muReviewPaid')}
            </Text>
            <Stack gap={4}>
              <Group justify="space-between">
                <Text fz="sm">{t('muBudget')}</Text>
                <Text fz="sm">{formatEur(price.budget_cents / 100, currentLocale())}</Text>
              </Group>
              <Group justify="space-between">
                <Text fz="sm">{t('muServiceFee')}</Text>
                <Text fz="sm">{formatEur(price.fee_cents / 100, currentLocale())}</Text>
              </Group>
              <Group justify="space-between">
                <Text fz="sm">{t('muVat')}</Text>
                <Text fz="sm">{formatEur(price.vat_cents / 100, currentLocale())}</Text>
              </Group>
              <Group justify="space-between">
                <Text fw={700}>{t('muTotal')}</Text>
                <Text fw={700}>{formatEur(price.total_cents / 100, currentLocale())}</Text>
              </Group>
              <Text fz="xs" c="dimmed">
                {item.payment.reference
                  ? t('muRailReference', { rail: t(RAIL_LABEL[item.payment.rail]), reference: item.payment.reference })
                  : t(RAIL_LABEL[item.payment.rail])}
              </Text>
            </Stack>
            {item.payment.disputed_cents > 0 && (
              <Alert color="red" variant="light" data-testid="payment-disputed">
                {t('paymentDisputed', { amount: formatEur(item.payment.disputed_cents / 100, currentLocale()) })}
              </Alert>
            )}
            {item.payment.dispute_status === 'open' && item.payment.dispute_due_by && (
              <Alert color="red" variant="light" data-testid="dispute-due-by">
                {t('adminDisputeOpen', { date: date(item.payment.dispute_due_by) })}
              </Alert>
            )}
            {item.payment.dispute_status === 'lost' && (
              <Alert color="red" variant="light" data-testid="dispute-lost">
                {t('adminDisputeLost')}
              </Alert>
            )}
            {item.payment.dispute_status === 'won' && (
              <Alert color="green" variant="light" data-testid="dispute-won">
                {t('adminDisputeWon')}
              </Alert>
            )}
            <Select
              label={t('cfMaxLevel')}
              required
              data={LEVELS.map((l) => ({ value: String(l.id), label: levelLabel(t, l.id) }))}
              value={level}
              onChange={(v) => {
                setLevel(v);
                setLevelError(null);
              }}
              error={levelError}
            />
            <Group>
              <Button
                color="green"
                loading={decide.isPending}
                onClick={() => {
                  if (!level) {
                    setLevelError(t('chooseMaxLevel'));
                    return;
                  }
                  decide.mutate({ id: item.id, decision: 'approve', max_level_id: Number(level) });
                }}
              >
                {t('muApprove')}
              </Button>
              <Button color="red" variant="light" disabled={decide.isPending} onClick={() => setRejecting(true)}>
                {t('muReject')}
              </Button>
            </Group>
          </Stack>
        </SimpleGrid>
      </Stack>
      <ConfirmDialog
        opened={rejecting}
        title={t('muRejectCampaign')}
        confirmColor="red"
        loading={decide.isPending}
        onCancel={() => setRejecting(false)}
        onConfirm={() => {
          if (reason.trim().length < 3) return;
          decide.mutate(
            { id: item.id, decision: 'reject', reason: reason.trim() },
            {
              onSuccess: () => setRejecting(false),
            },
          );
        }}
      >
        <Text fz="sm">{t('muRejectNote')}</Text>
        <Textarea
          label={t('muReason')}
          required
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={reason.length > 0 && reason.trim().length < 3 ? t('draftRejectReason') : null}
        />
      </ConfirmDialog>
    </Paper>
  );
}

export function ReviewQueue() {
  const queue = useReviewQueue();
  return (
    <ListState
      query={queue}
      isEmpty={(items) => items.length === 0}
      loading={<Skeleton h={300} radius="lg" aria-busy="true" />}
      empty={<Text c="dimmed">{t('muReviewQueueEmpty')}</Text>}
    >
      {(items) => (
        <Stack gap="md">
          {items.map((item) => (
            <Request key={item.id} item={item} />
          ))}
        </Stack>
      )}
    </ListState>
  );
}

// The video page's figures: a labelled value, the countdown to 72 hours, the deal and the earning's state in words.
import { EARNING_STATE_LINE_KEYS } from '@hookline/shared/earning-states';
import { Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { t } from '../../../lib/i18n';
import type { CreatorVideo } from '../api/get-video';
import { dateTime, eur } from '../format';

export function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Stack>
  );
}

/** "2 d 5 h 10 min" until the 72-hour mark; ticks every minute. */
export function useCountdown(target: string | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  if (!target) return null;
  const ms = new Date(target).getTime() - now;
  // a marker the video page compares with, never shown: the same in every language
  if (ms <= 0) return 'reached';
  const min = Math.floor(ms / 60_000);
  const d = Math.floor(min / 1440);
  const h = Math.floor((min % 1440) / 60);
  return d > 0
    ? t('crCountdownDays', { days: d, hours: h, minutes: min % 60 })
    : t('crCountdownHours', { hours: h, minutes: min % 60 });
}

export function dealText(v: CreatorVideo) {
  if (v.deal.type === 'normal' && v.deal.max_amount_eur === 0) return t('crDealLevelZero');
  if (v.deal.type === 'fixed') return t('crDealFixedPerVideo', { amount: eur(v.deal.max_amount_eur) });
  return t('crDealRate', { rate: eur(v.deal.per_1k_views_amount_eur), max: eur(v.deal.max_amount_eur) });
}

/** The earning's state in the words every role reads (earning-states.ts), with its bill once it is on one. */
export function billText(v: CreatorVideo) {
  if (!v.earning_state) return '-';
  const state = t(EARNING_STATE_LINE_KEYS[v.earning_state]);
  if (!v.bill) return state;
  return v.bill.paid_at
    ? t('crEarningStateBillPaid', { state, number: v.bill.number, date: dateTime(v.bill.paid_at) })
    : t('crEarningStateBill', { state, number: v.bill.number });
}

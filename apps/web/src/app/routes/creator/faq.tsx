// /app/faq: how Hookline works for creators: levels, the 72-hour rule, sounds, payment, and the rest.
import { REVIEW_COLOUR_HOURS } from '@hookline/shared/constants';
import { Accordion, Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { SupportLink } from '../../../components/support/support-link';
import { LevelLines } from '../../../features/creator/components/level-lines';
import { t, tNodes } from '../../../lib/i18n';

type Item = { q: string; a: ReactNode };

/** The questions and answers, in the active language (so read at render time). */
const sections = (): { title: string; items: Item[] }[] => [
  {
    title: t('crFaqGettingStarted'),
    items: [
      {
        q: t('crFaqHowTakePart'),
        a: (
          <List type="ordered" size="sm" spacing={4}>
            <List.Item>{t('crFaqStepConnect')}</List.Item>
            <List.Item>{t('crFaqStepJoin')}</List.Item>
            <List.Item>{t('crFaqStepMake')}</List.Item>
            <List.Item>{t('crFaqStepSubmit')}</List.Item>
          </List>
        ),
      },
      {
        q: t('crFaqWhichCampaigns'),
        a: t('crFaqWhichCampaignsAnswer'),
      },
      {
        q: t('crFaqWhyProfile'),
        a: t('crFaqWhyProfileAnswer'),
      },
      {
        q: t('crFaqCanCancel'),
        a: t('crFaqCanCancelAnswer'),
      },
    ],
  },
  {
    title: t('crFaqSoundsVideos'),
    items: [
      {
        q: t('crFaqWhichSound'),
        a: t('crFaqWhichSoundAnswer'),
      },
      {
        q: t('crFaqLinkRefused'),
        a: t('crFaqLinkRefusedAnswer'),
      },
      {
        q: t('crFaqAfterSubmit'),
        a: t('crFaqAfterSubmitAnswer'),
      },
    ],
  },
  {
    title: t('crFaqLevelsEarnings'),
    items: [
      {
        q: t('crFaqWhatLevels'),
        a: (
          <Stack gap={4}>
            <Text fz="sm">{t('crFaqLevelsText')}</Text>
            <LevelLines />
            <Text fz="sm">
              {tNodes('crFaqPersonalDealSee', {
                pricing: (
                  <Anchor component={Link} to="/app/credits/pricing" fz="sm">
                    {t('crPricing')}
                  </Anchor>
                ),
              })}
            </Text>
          </Stack>
        ),
      },
      {
        q: t('crFaqHourRule', { hours: REVIEW_COLOUR_HOURS }),
        a: t('crFaqHourRuleAnswer', { hours: REVIEW_COLOUR_HOURS }),
      },
      {
        q: t('crFaqBudgetRunOut'),
        a: t('crFaqBudgetRunOutAnswer'),
      },
    ],
  },
  {
    title: t('crFaqPayment'),
    items: [
      {
        q: t('crFaqWhenPaid'),
        a: t('crFaqWhenPaidAnswer'),
      },
      {
        q: t('crFaqNeedToGetPaid'),
        a: (
          <Text fz="sm">
            {tNodes('crFaqCompletePaymentSettings', {
              link: (
                <Anchor component={Link} to="/app/account/payment-settings" fz="sm">
                  {t('crFaqPaymentSettingsLink')}
                </Anchor>
              ),
            })}
          </Text>
        ),
      },
      {
        q: t('crFaqEarnedBilledPaid'),
        a: t('crFaqEarnedBilledPaidAnswer'),
      },
      {
        q: t('crFaqFraud'),
        a: t('crFaqFraudAnswer'),
      },
      {
        q: t('crFaqAppeal'),
        a: t('crFaqAppealAnswer'),
      },
    ],
  },
];

export default function FaqRoute() {
  return (
    <Stack gap="lg">
      <ScreenHeader title={t('crFaq')} />
      {sections().map((s) => (
        <Paper key={s.title} withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
          <Title order={2} fz="lg" p="xs">
            {s.title}
          </Title>
          <Accordion variant="default" chevronPosition="right">
            {s.items.map((item) => (
              <Accordion.Item key={item.q} value={item.q}>
                <Accordion.Control>
                  <Text fw={600} fz="sm">
                    {item.q}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>{typeof item.a === 'string' ? <Text fz="sm">{item.a}</Text> : item.a}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Paper>
      ))}
      <Text c="dimmed" fz="sm" data-testid="faq-support">
        {tNodes('crFaqStillStuckWrite', { address: <SupportLink /> })}
      </Text>
    </Stack>
  );
}

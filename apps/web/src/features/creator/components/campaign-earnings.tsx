// What a creator can earn from a campaign under their deal, and what is reserved for them once approved.
import { formatRateEur } from '@hookline/shared/money';
import type { levelSchema } from '@hookline/shared/users';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { z } from 'zod';
import { currentLocale, t } from '../../../lib/i18n';
import type { CreatorCampaign } from '../api/types';
import { eur, levelName } from '../format';

export function CampaignEarnings({ c, level }: { c: CreatorCampaign; level: z.infer<typeof levelSchema> | undefined }) {
  return (
    <Stack gap="xs">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('crYouCanEarnUpTo')}
      </Text>
      <Text fw={800} fz={34} lh={1} c="violet.7" data-testid="campaign-earn">
        {eur(c.you_can_earn_eur)}
      </Text>
      <Text fz="sm">
        {level?.type === 'fixed'
          ? t('crEarnFixed', { amount: eur(level.max_amount_eur) })
          : level
            ? t('crEarnRateDeal', {
                rate: formatRateEur(c.your_per_1k_views_eur ?? 0, currentLocale()),
                max: eur(level.max_amount_eur),
                deal: level.type === 'linear' ? t('crYourPersonalDeal') : levelName(level.name),
              })
            : t('crEarnRate', {
                rate: formatRateEur(c.your_per_1k_views_eur ?? 0, currentLocale()),
                max: eur(undefined),
              })}
      </Text>
      {c.you_can_earn_eur > 0 ? (
        <Text fz="sm" c="dimmed">
          {t('crReservedOnApproval', { amount: eur(c.you_can_earn_eur) })}
        </Text>
      ) : (
        <Text fz="sm" c="dimmed">
          {level?.name === '0' ? t('crLevelZeroNoEarning') : t('crNoBudgetToReserve')}
        </Text>
      )}
      <Anchor component={Link} to="/app/credits/pricing" fz="sm">
        {t('crSeePricing')}
      </Anchor>
    </Stack>
  );
}

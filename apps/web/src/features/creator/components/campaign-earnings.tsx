// What a creator can earn from a campaign under their deal, and what is reserved for them once approved.
import { formatRateEur } from '@hookline/shared/money';
import type { levelSchema } from '@hookline/shared/users';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { CreatorCampaign } from '../api/types';
import { eur, levelName } from '../format';

export function CampaignEarnings({ c, level }: { c: CreatorCampaign; level: z.infer<typeof levelSchema> | undefined }) {
  return (
    <Stack gap="xs">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        You can earn up to
      </Text>
      <Text fw={800} fz={34} lh={1} c="violet.7" data-testid="campaign-earn">
        {eur(c.you_can_earn_eur)}
      </Text>
      <Text fz="sm">
        {level?.type === 'fixed'
          ? `Your fixed deal pays ${eur(level.max_amount_eur)} for each accepted video.`
          : `${formatRateEur(c.your_per_1k_views_eur ?? 0)} per 1,000 views in the first 72 hours after upload, up to ${eur(
              level?.max_amount_eur,
            )} a video${level ? ` (${level.type === 'linear' ? 'your personal deal' : levelName(level.name)})` : ''}.`}
      </Text>
      {c.you_can_earn_eur > 0 ? (
        <Text fz="sm" c="dimmed">
          Once your video is approved, {eur(c.you_can_earn_eur)} of the budget is reserved for you, so the campaign
          running out of budget later cannot leave you unpaid.
        </Text>
      ) : (
        <Text fz="sm" c="dimmed">
          {level?.name === '0'
            ? 'Level 0 does not earn yet: your level rises with your profile. See the pricing table.'
            : 'This campaign has no budget left to reserve for you.'}
        </Text>
      )}
      <Anchor component={Link} to="/app/credits/pricing" fz="sm">
        See the pricing table
      </Anchor>
    </Stack>
  );
}

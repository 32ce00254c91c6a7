// The creator's level and the deal that pays them, in one sentence (account page).
import type { UserInfo } from '@hookline/shared/users';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { eur, levelName } from '../format';
import { levelOneText } from '../level-text';

/** `followers`: the creator's known followers, so Level 0's sentence asks only for what they lack. */
export function dealSentence(level: NonNullable<UserInfo['creator']>['level'], followers?: number | null) {
  if (level.type === 'fixed') return `A personal deal: a fixed ${eur(level.max_amount_eur)} for each accepted video.`;
  if (level.type === 'linear')
    return `A personal deal: ${eur(level.per_1k_views_amount_eur)} per 1,000 views, up to ${eur(level.max_amount_eur)} a video.`;
  if (!level.max_amount_eur) return levelOneText({ followers });
  return `${eur(level.per_1k_views_amount_eur)} per 1,000 views in a video's first 72 hours, up to ${eur(level.max_amount_eur)} a video.`;
}

export function LevelDealSummary({ creator }: { creator: NonNullable<UserInfo['creator']> }) {
  return (
    <Stack gap="xs" data-testid="level-deal">
      <Group gap="xs">
        <Badge size="lg" variant="filled">
          {levelName(creator.level.name)}
        </Badge>
        <Badge variant="light" tt="capitalize">
          {creator.level.type === 'normal' ? 'level deal' : `${creator.level.type} deal`}
        </Badge>
      </Group>
      <Text fz="sm">{dealSentence(creator.level, creator.tiktok_followers)}</Text>
      <Anchor component={Link} to="/app/credits/pricing" fz="sm">
        How levels work and your progress
      </Anchor>
    </Stack>
  );
}

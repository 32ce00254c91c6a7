// The creator's level and the deal that pays them, in one sentence (account page).
import type { UserInfo } from '@hookline/shared/users';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n';
import { eur, levelName } from '../format';
import { levelOneText } from '../level-text';

const DEAL_KIND = { normal: 'crDealKindNormal', fixed: 'crDealKindFixed', linear: 'crDealKindLinear' } as const;

/** `followers`: the creator's known followers, so Level 0's sentence asks only for what they lack. */
export function dealSentence(level: NonNullable<UserInfo['creator']>['level'], followers?: number | null) {
  if (level.type === 'fixed') return t('crDealFixed', { amount: eur(level.max_amount_eur) });
  const amounts = { rate: eur(level.per_1k_views_amount_eur), max: eur(level.max_amount_eur) };
  if (level.type === 'linear') return t('crDealLinear', amounts);
  if (!level.max_amount_eur) return levelOneText({ followers });
  return t('crDealLevel', amounts);
}

export function LevelDealSummary({ creator }: { creator: NonNullable<UserInfo['creator']> }) {
  return (
    <Stack gap="xs" data-testid="level-deal">
      <Group gap="xs">
        <Badge size="lg" variant="filled">
          {levelName(creator.level.name)}
        </Badge>
        <Badge variant="light" tt="capitalize">
          {t(DEAL_KIND[creator.level.type])}
        </Badge>
      </Group>
      <Text fz="sm">{dealSentence(creator.level, creator.tiktok_followers)}</Text>
      <Anchor component={Link} to="/app/credits/pricing" fz="sm">
        {t('crHowLevelsWork')}
      </Anchor>
    </Stack>
  );
}

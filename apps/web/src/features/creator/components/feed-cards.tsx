// The campaign feed's cards, and their placeholders while the feed loads.
import type { PromotionStatus } from '@hookline/shared/constants';
import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { memo } from 'react';
import type { CreatorCampaign } from '../api/types';
import { CampaignFeedCard } from './campaign-feed-card';

export function CardSkeleton() {
  return (
    <Card withBorder radius="lg" padding={0}>
      <Skeleton h={180} radius={0} />
      <Stack gap="sm" p="md">
        <Skeleton h={20} w="70%" />
        <Skeleton h={14} w="40%" />
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    </Card>
  );
}

/**
 * The cards of one page of the feed. Kept apart (and memoised) because a dozen cards are the dearest render of the
 * screen: they render again only when their campaigns or the creator's joined states change, not on every answer
 * about the current user.
 */
export const FeedCards = memo(function FeedCards({
  items,
  joined,
  levelZero,
}: {
  items: CreatorCampaign[];
  joined: Map<number, PromotionStatus>;
  levelZero: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {items.map((c) => (
        <CampaignFeedCard key={c.id} campaign={c} joined={joined.get(c.id)} levelZero={levelZero} />
      ))}
    </SimpleGrid>
  );
});

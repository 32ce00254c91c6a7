// The Videos tab of a creator card: the creator's promotions, 20 a page; deletion only while pending or submitted.
import { PAGE_SIZES } from '@hookline/shared/constants';
import { MSG } from '@hookline/shared/messages';
import { Anchor, Badge, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/actions/confirm-button';
import { WhyDisabled } from '../../../components/actions/why-disabled';
import { ListPages } from '../../../components/layout/list-pages';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toasts';
import { useDeleteCreatorPromotion } from '../api/delete-creator-promotion';
import { useCreatorPromotions } from '../api/get-creator-promotions';
import type { CreatorVideo } from '../api/types';
import { dateTime } from './format';

export function CreatorVideos({ creatorId }: { creatorId: number }) {
  const [page, setPage] = useState(1);
  const query = useCreatorPromotions(creatorId, page);
  if (query.isPending)
    return (
      <Stack gap={6} aria-busy="true" aria-label="Loading videos">
        <Skeleton h={28} />
        <Skeleton h={28} />
      </Stack>
    );
  if (query.isError) return <Text c="red">{errorMessage(query.error, MSG.somethingWentWrong)}</Text>;
  const { items, _meta } = query.data;
  if (items.length === 0) return <Text c="dimmed">No videos yet</Text>;
  const pages = Math.ceil(_meta.total_items / PAGE_SIZES.creatorVideos);
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing={6} fz="sm" aria-label="Videos" className="hl-table-cards">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Video link</Table.Th>
              <Table.Th>Promotion time</Table.Th>
              <Table.Th>User</Table.Th>
              <Table.Th>Campaign</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Delete</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((v) => (
              <VideoRow key={v.id} video={v} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPages size="sm" pages={pages} value={page} onChange={setPage} />
    </Stack>
  );
}

function VideoRow({ video: v }: { video: CreatorVideo }) {
  const remove = useDeleteCreatorPromotion();
  const link = v.video_url || v.video_link;
  return (
    <Table.Tr data-testid="video-row">
      <Table.Td data-label="Video link" data-key>
        {link ? (
          <Anchor
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            title={link}
            display="block"
            maw={220}
            truncate="end"
          >
            {link.replace(/^https?:\/\/(www\.)?/, '')}
          </Anchor>
        ) : (
          <Text span c="dimmed" size="sm">
            {MSG.noVideoLink}
          </Text>
        )}
      </Table.Td>
      <Table.Td data-label="Promotion time">{dateTime(v.created_at)}</Table.Td>
      <Table.Td data-label="User">{v.creator.tiktok_username ?? '-'}</Table.Td>
      <Table.Td data-label="Campaign">
        {v.song.artist} - {v.song.title}
      </Table.Td>
      <Table.Td data-label="Status" data-key>
        <Badge variant="light" size="sm">
          {v.status}
        </Badge>
      </Table.Td>
      <Table.Td data-key>
        <WhyDisabled reason={!v.can_delete && MSG.whyNoDelete}>
          <ConfirmButton
            label="Delete"
            color="red"
            variant="light"
            disabled={!v.can_delete}
            loading={remove.isPending}
            onConfirm={() => remove.mutate(v.id, { onSuccess: () => toast.success(MSG.promotionDeleted) })}
          />
        </WhyDisabled>
      </Table.Td>
    </Table.Tr>
  );
}

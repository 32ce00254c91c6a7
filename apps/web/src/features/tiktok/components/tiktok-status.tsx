// The creator's TikTok profile on /app/account. Connecting (the 'Connect your Tiktok Profile' dialog) comes with
// the TikTok issue; until then the button is shown disabled.
import type { UserInfo } from '@hookline/shared/users';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';

export function TiktokStatus({ creator }: { creator: NonNullable<UserInfo['creator']> }) {
  if (creator.tiktok_username) {
    return (
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600}>@{creator.tiktok_username}</Text>
          {creator.tiktok_followers !== null && (
            <Text fz="sm" c="dimmed">
              {creator.tiktok_followers.toLocaleString('en')} followers
            </Text>
          )}
        </Stack>
        <Badge color="green" variant="light">
          Connected
        </Badge>
      </Group>
    );
  }
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text c="dimmed">TikTok not connected</Text>
      <Button disabled>Connect TikTok</Button>
    </Group>
  );
}

// The Details tab of a creator card: TikTok profile, address and email.
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmailAddress } from '../../../components/layout/email-address';
import type { AdminCreatorUser } from '../api/types';
import { tiktokProfileUrl } from './format';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

export function CreatorDetails({ user }: { user: AdminCreatorUser }) {
  const c = user.creator;
  const street = [user.street, user.house_number].filter(Boolean).join(' ');
  const address = [street, user.city].filter(Boolean).join(', ') || c.payout_address;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" data-testid="creator-details">
      <Item label="TikTok profile">
        {c.tiktok_username ? (
          <Anchor href={tiktokProfileUrl(c.tiktok_username)} target="_blank" rel="noopener noreferrer">
            @{c.tiktok_username}
          </Anchor>
        ) : (
          'Not connected'
        )}
      </Item>
      <Item label="Address">{address || 'No address yet'}</Item>
      <Item label="Email">
        <Anchor href={`mailto:${user.email}`}>
          <EmailAddress email={user.email} />
        </Anchor>
      </Item>
    </SimpleGrid>
  );
}

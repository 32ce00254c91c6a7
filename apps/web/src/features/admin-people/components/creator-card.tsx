// One creator of the admin list: who they are, their deal and state, the notification
// toggle, Edit / Verify User / Block-Unblock / Delete, and the Videos and Details tabs.
import { levelLabel } from '@hookline/shared/constants';
import { MSG } from '@hookline/shared/messages';
import { formatRateEur } from '@hookline/shared/money';
import { Badge, Button, Card, Group, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/actions/confirm-button';
import { EmailAddress } from '../../../components/layout/email-address';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { useDeleteUser } from '../api/delete-user';
import { useSetCreatorStatus } from '../api/set-creator-status';
import type { AdminCreatorUser } from '../api/types';
import { useUpdateNotifications } from '../api/update-notifications';
import { useVerifyUser } from '../api/verify-user';
import { CreatorDetails } from './creator-details';
import { CreatorEditForm, LEVEL_KINDS } from './creator-edit-form';
import { CreatorVideos } from './creator-videos';
import { count, eur, fullName } from './format';

type Tab = 'videos' | 'details';

const STATUS_COLORS = { active: 'green', blocked: 'red', incomplete: 'yellow' } as const;

/** 'Linear Deal · €3.50 / 1k, max €80.00': the deal as the admin set it. */
export function dealLabel(level: AdminCreatorUser['creator']['level']) {
  const kind = LEVEL_KINDS.find((k) => k.value === level.type)?.label ?? level.type;
  if (level.type === 'linear')
    return `${kind} · ${formatRateEur(level.per_1k_views_amount_eur ?? 0)} / 1k, max ${eur(level.max_amount_eur)}`;
  if (level.type === 'fixed') return `${kind} · ${eur(level.max_amount_eur)} per video`;
  return kind;
}

export function CreatorCard({ user }: { user: AdminCreatorUser }) {
  const c = user.creator;
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState<Tab | null>(null);
  const notifications = useUpdateNotifications();
  const verify = useVerifyUser();
  const status = useSetCreatorStatus();
  const remove = useDeleteUser();
  const blocked = c.status === 'blocked';
  const name = fullName(user);

  const setBlocked = (next: boolean) =>
    status.mutate(
      { creatorId: c.id, status: next ? 'blocked' : 'active' },
      { onSuccess: () => toast.success(MSG.creatorStatusUpdated) },
    );

  return (
    <Card withBorder padding="md" radius="md" data-testid="creator-card" aria-label={`Creator ${user.email}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={3} fz="lg">
              {name}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {c.tiktok_username
                ? `@${c.tiktok_username}${c.tiktok_connected ? '' : ' (TikTok not connected)'}`
                : 'TikTok not connected'}{' '}
              · <EmailAddress email={user.email} />
            </Text>
          </div>
          <Group gap={6}>
            <Badge color={STATUS_COLORS[c.derived_status]} variant="light" data-testid="creator-status">
              {c.derived_status}
            </Badge>
            {!user.verified && (
              <Badge color="gray" variant="outline">
                Email not verified
              </Badge>
            )}
          </Group>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">Level: {levelLabel(t, c.level_id)}</Text>
          <Text size="sm" data-testid="creator-deal">
            Deal: {dealLabel(c.level)}
          </Text>
          <Text size="sm">Country: {c.country?.name ?? '-'}</Text>
          <Text size="sm">TikTok followers: {count(c.tiktok_followers)}</Text>
          <Text size="sm">Payable: {user.is_payable ? 'Yes' : 'No'}</Text>
        </Group>
        <Switch
          label="Email notifications"
          checked={user.is_notification_enabled}
          disabled={notifications.isPending}
          onChange={(e) =>
            notifications.mutate(
              { userId: user.id, enabled: e.currentTarget.checked },
              { onSuccess: () => toast.success(MSG.userEdited) },
            )
          }
        />
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="light" onClick={() => setEditing((x) => !x)} aria-expanded={editing}>
            Edit
          </Button>
          {!user.verified && (
            <Button
              size="xs"
              variant="light"
              loading={verify.isPending}
              onClick={() => verify.mutate(user.id, { onSuccess: () => toast.success(MSG.userEdited) })}
            >
              Verify User
            </Button>
          )}
          {blocked ? (
            <Button
              size="xs"
              variant="light"
              color="green"
              loading={status.isPending}
              onClick={() => setBlocked(false)}
            >
              Unblock
            </Button>
          ) : (
            <ConfirmButton
              label="Block"
              variant="light"
              color="orange"
              loading={status.isPending}
              onConfirm={() => setBlocked(true)}
            />
          )}
          <ConfirmButton
            label="Delete"
            variant="light"
            color="red"
            loading={remove.isPending}
            onConfirm={() => remove.mutate(user.id, { onSuccess: () => toast.success(MSG.userDeleted) })}
          />
        </Group>
        {editing && <CreatorEditForm user={user} onDone={() => setEditing(false)} />}
        <SegmentedControl
          fullWidth
          value={tab ?? ''}
          onChange={(value) => setTab(value === tab ? null : (value as Tab))}
          data={[
            { value: 'videos', label: 'Videos' },
            { value: 'details', label: 'Details' },
          ]}
        />
        {tab && (
          <Button size="compact-xs" variant="subtle" onClick={() => setTab(null)} w="fit-content">
            Hide {tab}
          </Button>
        )}
        {tab === 'videos' && <CreatorVideos creatorId={c.id} />}
        {tab === 'details' && <CreatorDetails user={user} />}
      </Stack>
    </Card>
  );
}

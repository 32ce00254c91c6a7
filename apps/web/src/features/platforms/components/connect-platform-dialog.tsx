// The dialog over /app/authorize/<platform> for Instagram and YouTube, in the pattern of TikTok's 'Connect your
// Tiktok Profile' dialog (which keeps the spec's title and texts): what is read, then Connect exchanges the consent
// code for the linked account. Closing it, or success, returns to /app/account.
import { MSG } from '@hookline/shared/messages';
import { authorizePlatformBody, PLATFORM_CONNECT_TEXTS } from '@hookline/shared/platforms';
import type { UserInfo } from '@hookline/shared/users';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toasts';
import { type OAuthPlatform, useAuthorizePlatform } from '../api/connect-platform';

type Props = {
  platform: OAuthPlatform;
  opened: boolean;
  code: string;
  /** the OAuth state the platform handed back: the server checks it is the one it issued to this creator */
  state: string;
  onClose: () => void;
  onConnected: (info: UserInfo) => void;
};

export function ConnectPlatformDialog({ platform, opened, code, state, onClose, onConnected }: Props) {
  const authorize = useAuthorizePlatform(platform);
  const [failure, setFailure] = useState<string | null>(null);
  const texts = PLATFORM_CONNECT_TEXTS[platform];

  const connect = () => {
    setFailure(null);
    const body = authorizePlatformBody.safeParse({ code, state });
    if (!body.success) {
      setFailure(body.error.issues[0]?.message ?? MSG.dialogFallback);
      return;
    }
    authorize.mutate(body.data, {
      onSuccess: (info) => {
        toast.success(MSG.platformConnected);
        onConnected(info);
      },
      onError: (error) => setFailure(errorMessage(error, MSG.dialogFallback)),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!authorize.isPending) onClose();
      }}
      title={texts.title}
      centered
      closeOnClickOutside={!authorize.isPending}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {texts.body}
        </Text>
        {authorize.isPending && (
          <Group gap="sm" wrap="nowrap" role="status">
            <Loader size="sm" />
            <Text fz="sm">{MSG.platformConnecting}</Text>
          </Group>
        )}
        {failure && !authorize.isPending && (
          <Alert color="red" variant="light" data-testid="connect-error">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={authorize.isPending}>
            Cancel
          </Button>
          <Button onClick={connect} disabled={authorize.isPending} loading={authorize.isPending}>
            Connect
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

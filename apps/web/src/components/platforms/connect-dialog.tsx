// The one dialog that links a short-video account after its consent page answered (TikTok, Instagram, YouTube):
// what is read, the platform's own fields (TikTok asks for the country), then Connect exchanges the consent code
// for the linked account. The server's own request schema is checked first, so what it would refuse is said here
// without a round trip; a failure is shown in the dialog, success toasts and hands back the user info.
import type { UserInfo } from '@hookline/shared/users';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { toast } from '../../lib/toasts';
import { WhyDisabled } from '../actions/why-disabled';

type Parsed<B> = { success: true; data: B } | { success: false; error: { issues: { message: string }[] } };

/** Parses the request body, sends it, and keeps what failed for the dialog to show. */
export function useConnectAccount<B>(
  mutation: UseMutationResult<UserInfo, unknown, B>,
  connectedText: string,
  onConnected: (info: UserInfo) => void,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const connect = (body: Parsed<B>) => {
    setFailure(null);
    if (!body.success) {
      setFailure(body.error.issues[0]?.message ?? t('dialogFallback'));
      return;
    }
    mutation.mutate(body.data, {
      onSuccess: (info) => {
        toast.success(connectedText);
        onConnected(info);
      },
      onError: (error) => setFailure(errorMessage(error, t('dialogFallback'))),
    });
  };
  return { failure, connect };
}

type Props = {
  opened: boolean;
  title: string;
  intro: string;
  /** shown while the code is exchanged */
  connectingText: string;
  pending: boolean;
  failure: string | null;
  /** why Connect cannot be pressed yet, or a falsy value */
  disabledReason?: string | false | null;
  onClose: () => void;
  onConnect: () => void;
  children?: ReactNode;
};

export function ConnectDialog({
  opened,
  title,
  intro,
  connectingText,
  pending,
  failure,
  disabledReason,
  onClose,
  onConnect,
  children,
}: Props) {
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={title}
      centered
      closeOnClickOutside={!pending}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {intro}
        </Text>
        {children}
        {pending && (
          <Group gap="sm" wrap="nowrap" role="status">
            <Loader size="sm" />
            <Text fz="sm">{connectingText}</Text>
          </Group>
        )}
        {failure && !pending && (
          <Alert color="red" variant="light" data-testid="connect-error">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('uiCancel')}
          </Button>
          <WhyDisabled reason={disabledReason ?? null}>
            <Button onClick={onConnect} disabled={Boolean(disabledReason) || pending} loading={pending}>
              {t('uiConnect')}
            </Button>
          </WhyDisabled>
        </Group>
      </Stack>
    </Modal>
  );
}

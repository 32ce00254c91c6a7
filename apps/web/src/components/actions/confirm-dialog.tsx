// A question in a dialog before an action that cannot be taken back: what will happen, then 'Cancel' and
// 'Confirm'. For actions that need a sentence of explanation; ConfirmButton asks in place for the short ones.
import { Button, Group, type MantineColor, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n';

export function ConfirmDialog(p: {
  opened: boolean;
  title: string;
  /** what confirming does, in the screen's words */
  children: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
  loading?: boolean;
  confirmColor?: MantineColor;
  centered?: boolean;
}) {
  return (
    <Modal opened={p.opened} onClose={p.onCancel} title={p.title} centered={p.centered}>
      <Stack gap="md">
        {p.children}
        <Group justify="flex-end">
          <Button variant="default" onClick={p.onCancel}>
            {t('uiCancel')}
          </Button>
          <Button color={p.confirmColor} onClick={p.onConfirm} loading={p.loading}>
            {t('uiConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

// Two-step confirm for destructive actions: the first click
// asks, 'Confirm' acts, 'Cancel' steps back. Shared by every area.
import { Button, type ButtonProps, Group } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../lib/i18n';

export function ConfirmButton(props: ButtonProps & { label: string; onConfirm: () => void; loading?: boolean }) {
  const { label, onConfirm, loading, ...rest } = props;
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      // kept whole in a crowded row (a table cell on a phone): the row wraps or scrolls instead
      <Button size="xs" loading={loading} style={{ flexShrink: 0 }} {...rest} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="xs"
        color="red"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {t('uiConfirm')}
      </Button>
      <Button size="xs" variant="default" onClick={() => setAsking(false)}>
        {t('uiCancel')}
      </Button>
    </Group>
  );
}

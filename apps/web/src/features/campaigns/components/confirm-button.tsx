// Two-step confirm for destructive actions (SPEC §4): the first click asks, 'Confirm' acts.
import { Button, type ButtonProps, Group } from '@mantine/core';
import { useState } from 'react';

export function ConfirmButton(props: ButtonProps & { label: string; onConfirm: () => void; loading?: boolean }) {
  const { label, onConfirm, ...rest } = props;
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button size="xs" {...rest} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  return (
    <Group gap={4}>
      <Button
        size="xs"
        color="red"
        loading={props.loading}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        Confirm
      </Button>
      <Button size="xs" variant="default" onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </Group>
  );
}

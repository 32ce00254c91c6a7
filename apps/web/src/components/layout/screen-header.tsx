// The title row of a signed-in screen, with an optional way back to its parent screen.
import { Anchor, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconArrowLeft } from '../icons/icons';

export function ScreenHeader(props: { title: string; back?: { to: string; label: string }; actions?: ReactNode }) {
  return (
    <Stack gap={6}>
      {props.back && (
        <Anchor component={Link} to={props.back.to} fz="sm" c="dimmed">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} />
            {props.back.label}
          </Group>
        </Anchor>
      )}
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 26, sm: 32 }} className="hl-screen-title">
          {props.title}
        </Title>
        {props.actions}
      </Group>
    </Stack>
  );
}

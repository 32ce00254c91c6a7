// One titled section of a screen in its card, as the account page and a creator's campaign page stack them.
import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function SectionCard({
  title,
  titleGap = 'md',
  children,
}: {
  title: string;
  /** the space between the title and the content: the campaign page sets its sections tighter */
  titleGap?: 'sm' | 'md';
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="lg" mb={titleGap}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

// The frame of the terms and privacy pages: readable text, the support address, a way back.
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { SupportLink } from '../../../components/support/support-link';

export type LegalSection = { title: string; body: ReactNode };

export function LegalPage({
  title,
  updated,
  sections,
  external,
}: {
  title: string;
  updated: string;
  sections: LegalSection[];
  /** the company's own document (TERMS_URL / PRIVACY_URL): the page hands over to it */
  external?: string;
}) {
  useEffect(() => {
    if (!external) return;
    // the server's default names this very page (APP_URL/terms): only another document is handed over to
    const target = new URL(external, window.location.href);
    const here = new URL(window.location.href);
    if (target.origin !== here.origin || target.pathname !== here.pathname) window.location.replace(target.href);
  }, [external]);
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/login" fz="sm">
          Hookline
        </Anchor>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" fz="sm">
          Last updated {updated}
        </Text>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            {sections.map((s) => (
              <Stack key={s.title} gap={6}>
                <Title order={2} fz="lg">
                  {s.title}
                </Title>
                {typeof s.body === 'string' ? <Text fz="sm">{s.body}</Text> : s.body}
              </Stack>
            ))}
            <Text fz="sm">
              Questions: <SupportLink />
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

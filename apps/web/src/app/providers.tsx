// Everything the screens rely on: the Mantine theme, TanStack Query and the toast viewport.
import { createTheme, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastViewport } from '../components/toasts/toast-viewport';
import { queryClient as appQueryClient } from '../lib/query-client';

export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '800' },
  cursorType: 'pointer',
});

type Props = { children: ReactNode; queryClient?: QueryClient; env?: 'default' | 'test' };

export function AppProviders({ children, queryClient = appQueryClient, env = 'default' }: Props) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastViewport />
      </QueryClientProvider>
    </MantineProvider>
  );
}

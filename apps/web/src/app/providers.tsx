// Everything the screens rely on: the Mantine theme, TanStack Query and the toast viewport.
import {
  Badge,
  type CSSVariablesResolver,
  createTheme,
  darken,
  MantineProvider,
  Pagination,
  TableScrollContainer,
} from '@mantine/core';
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
  // shade 7 keeps white text on filled controls above the WCAG AA contrast of 4.5:1 (axe-core runs in e2e/)
  primaryShade: { light: 7, dark: 8 },
  components: {
    // a badge keeps its whole label: the text beside it wraps instead
    Badge: Badge.extend({ styles: { root: { flexShrink: 0 } } }),
    // icon-only page controls need names for screen readers
    Pagination: Pagination.extend({
      defaultProps: {
        getItemProps: (page: number) => ({ 'aria-label': String(page) }),
        getControlProps: (control: string) => ({
          'aria-label': `${control[0]?.toUpperCase()}${control.slice(1)} page`,
        }),
      },
    }),
    // a table wider than a phone scrolls inside its own box, which the keyboard can reach
    TableScrollContainer: TableScrollContainer.extend({ defaultProps: { type: 'native', tabIndex: 0 } }),
  },
});

// Text contrast of at least 4.5:1 (WCAG AA, what Lighthouse checks): Mantine's dimmed grey (gray.6) gives 3.3:1 on
// white, and the text of light badges and buttons (shade 9 on a tint of the colour) 3.8:1 for green.
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7] ?? '#495057',
    ...Object.fromEntries(
      Object.entries(theme.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        darken(shades[9] ?? '#000', 0.25),
      ]),
    ),
  },
  dark: {},
});

type Props = { children: ReactNode; queryClient?: QueryClient; env?: 'default' | 'test' };

export function AppProviders({ children, queryClient = appQueryClient, env = 'default' }: Props) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastViewport />
      </QueryClientProvider>
    </MantineProvider>
  );
}

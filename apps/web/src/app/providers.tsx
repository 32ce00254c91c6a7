// Everything the screens rely on: the Mantine theme, TanStack Query and the toast viewport.
import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { ToastViewport } from '../components/toasts/toast-viewport';
import { useLocale } from '../lib/language';
import { queryClient as appQueryClient } from '../lib/query-client';

export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '800' },
  cursorType: 'pointer',
  // shade 7 keeps white text on filled controls above the WCAG AA contrast of 4.5:1 (axe-core runs in e2e/)
  primaryShade: { light: 7, dark: 8 },
  // plain objects rather than Badge.extend(...) and the like: importing the components here would put them (and
  // the scroll area and floating-ui behind the table's scroll container) into the main chunk of every first visit
  components: {
    // a badge keeps its whole label: the text beside it wraps instead
    Badge: { styles: { root: { flexShrink: 0 } } },
    // icon-only page controls need names for screen readers
    Pagination: {
      defaultProps: {
        getItemProps: (page: number) => ({ 'aria-label': String(page) }),
        getControlProps: (control: string) => ({
          'aria-label': `${control[0]?.toUpperCase()}${control.slice(1)} page`,
        }),
      },
    },
    // a table wider than a phone scrolls inside its own box, which the keyboard can reach
    TableScrollContainer: { defaultProps: { type: 'native', tabIndex: 0 } },
    // A closed select renders no option list: Mantine keeps it mounted (hidden) by default, which renders every
    // option inside a scroll area and positions the hidden list on a screen's first render (on the creator feed,
    // about 130 ms of a phone's main thread for the genre filter alone)
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

const luminance = (rgb: number[]) =>
  rgb
    .map((v) => v / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    .reduce((sum, v, i) => sum + v * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);

/**
 * The hex colour darkened until it reads at 5.5:1 on white: the margin keeps it above 4.5:1 on the pale tint
 * a light-variant badge or alert draws behind it (yellow and orange need much more than blue).
 */
function readable(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  const base = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  let rgb = base;
  for (let f = 1; f > 0.2 && 1.05 / (luminance(rgb) + 0.05) < 5.5; f -= 0.05) rgb = base.map((v) => Math.round(v * f));
  return `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Mantine's default dimmed text (gray 6) and light-variant text (shade 6 on a tinted background) read below
 * 4.5:1 on our backgrounds; darker everywhere instead of fixes screen by screen.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      Object.entries(DEFAULT_THEME.colors).map(([c, shades]) => [
        `--mantine-color-${c}-light-color`,
        readable(shades[9]),
      ]),
    ),
  },
  dark: {},
});

type Props = { children: ReactNode; queryClient?: QueryClient; env?: 'default' | 'test' };

export function AppProviders({ children, queryClient = appQueryClient, env = 'default' }: Props) {
  // another language shows every screen again, in it (the picker, a user's saved language: lib/language.ts)
  const locale = useLocale();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>
        <Fragment key={locale}>{children}</Fragment>
        <ToastViewport />
      </QueryClientProvider>
    </MantineProvider>
  );
}

import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RouteErrorBoundary } from './route-error-page';

/** A screen that fails to render at /broken and renders anywhere else. */
function Screen() {
  if (useLocation().pathname === '/broken') throw new Error('render failed');
  return <p>Fine screen</p>;
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the generic error page for a screen that throws, logs the error, and renders the next address', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <RouteErrorBoundary>
              <Screen />
            </RouteErrorBoundary>
          ),
        },
      ],
      { initialEntries: ['/broken'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(logged.mock.calls.some((call) => call.some((arg) => String(arg).includes('render failed')))).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Back to homepage' }));
    expect(await screen.findByText('Fine screen')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});

// A server error's request id reaches the user as a short reference (in its toast, on the error page), so that
// support can find its log lines; a refusal of the user's own input (4xx) keeps its toast as it is.
import { MSG } from '@hookline/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '../components/errors/error-page';
import { RouteErrorBoundary } from '../components/errors/route-error-page';
import { renderWithProviders } from '../test/render';
import { ApiError, api } from './api-client';

const failing = (status: number, body: object, headers: Record<string, string> = {}) =>
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }),
  );

function Loads() {
  useQuery({ queryKey: ['broken'], queryFn: () => api.get('/api/broken'), retry: false });
  return <p>Loading</p>;
}

describe('error references', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("a server error's toast shows the first 8 characters of its request id under the message", async () => {
    failing(500, {
      message: MSG.somethingWentWrong,
      code: 'INTERNAL',
      key: 'somethingWentWrong',
      request_id: '3f9c2a71-5b0e-4c1d-9a8e-2f6b7c8d9e01',
    });
    renderWithProviders(<Loads />);
    const reference = await screen.findByTestId('toast-reference');
    expect(reference.textContent).toBe('Reference: 3f9c2a71');
    expect(screen.getByTestId('toast').textContent).toContain(MSG.somethingWentWrong);
  });

  it('takes the id from the x-request-id header when the body has none (a proxy answered)', async () => {
    failing(502, { message: 'Bad gateway', code: 'HTTP_502' }, { 'x-request-id': 'lb-7f3a91c0e5' });
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).requestId).toBe('lb-7f3a91c0e5');
  });

  it("a refusal of the user's input keeps its toast without a reference", async () => {
    failing(404, {
      message: MSG.campaignNotFound,
      code: 'NOT_FOUND',
      key: 'campaignNotFound',
      request_id: 'abcdef12-x',
    });
    renderWithProviders(<Loads />);
    expect((await screen.findByTestId('toast')).textContent).toBe(MSG.campaignNotFound);
    expect(screen.queryByTestId('toast-reference')).toBeNull();
  });

  it('the error page of a screen broken by a server error shows its reference', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new ApiError(500, 'INTERNAL', MSG.somethingWentWrong, 'somethingWentWrong', '9d8e7f60-aaaa');
    }
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <RouteErrorBoundary>
            <Broken />
          </RouteErrorBoundary>
        ),
      },
    ]);
    renderWithProviders(<RouterProvider router={router} />);
    expect((await screen.findByTestId('error-reference')).textContent).toBe('Reference: 9d8e7f60');
  });

  it('the plain error page has no reference', () => {
    renderWithProviders(<RouterProvider router={createMemoryRouter([{ path: '*', element: <ErrorPage /> }])} />);
    expect(screen.queryByTestId('error-reference')).toBeNull();
  });
});

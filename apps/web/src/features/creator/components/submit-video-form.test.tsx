import { MSG } from '@hookline/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../../lib/client-state';
import { renderWithProviders, signInAs } from '../../../test/render';
import { SubmitVideoForm } from './submit-video-form';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function submit(link: string) {
  const user = userEvent.setup();
  renderWithProviders(<SubmitVideoForm promotionId={9} />);
  await user.type(screen.getByRole('textbox', { name: 'TikTok video link' }), link);
  await user.click(screen.getByRole('button', { name: 'Submit video link' }));
}

describe('SubmitVideoForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a link that is not a TikTok link without calling the server', async () => {
    signInAs('creator');
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await submit('https://example.com/video/1');
    expect(await screen.findByText(MSG.submitLink)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [MSG.profileMismatchServer, MSG.profileMismatchShown],
    [MSG.wrongSoundServer, MSG.wrongSoundShown],
    [
      'TikTok cannot be reached right now. Please try again later.',
      'TikTok cannot be reached right now. Please try again later.',
    ],
  ])('shows the server message %s as %s', async (server, shown) => {
    signInAs('creator');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: server, code: 'VALIDATION' }, 400)),
    );
    await submit('https://www.tiktok.com/@me/video/7311111111111111111');
    expect((await screen.findByTestId('submit-error')).textContent).toBe(shown);
    expect(getClientState().toasts.items.map((t) => `${t.color}:${t.message}`)).toEqual([`red:${shown}`]);
  });

  it('sends the link and says Link submitted!', async () => {
    signInAs('creator');
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      json({ message: MSG.linkSubmitted }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await submit('  https://www.tiktok.com/@me/video/7311111111111111111 ');
    await vi.waitFor(() => expect(getClientState().toasts.items.map((t) => t.message)).toEqual([MSG.linkSubmitted]), {
      timeout: 10_000,
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/promotions/9/submit-video-url');
    expect(JSON.parse(String(init.body))).toEqual({
      video_url: 'https://www.tiktok.com/@me/video/7311111111111111111',
    });
    expect(screen.queryByTestId('submit-error')).toBeNull();
  });
});

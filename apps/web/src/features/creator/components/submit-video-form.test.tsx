import { MSG } from '@hookline/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../../lib/client-state';
import { fakeApi, refusal } from '../../../test/fake-api';
import { renderWithProviders, signInAs } from '../../../test/render';
import { SubmitVideoForm } from './submit-video-form';

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
    const api = fakeApi();
    await submit('https://example.com/video/1');
    expect(await screen.findByText(MSG.submitLink)).toBeTruthy();
    expect(api.calls).toEqual([]);
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
    fakeApi({ 'POST /api/promotions/9/submit-video-url': () => refusal(400, server, 'VALIDATION') });
    await submit('https://www.tiktok.com/@me/video/7311111111111111111');
    expect((await screen.findByTestId('submit-error')).textContent).toBe(shown);
    expect(getClientState().toasts.items.map((t) => `${t.color}:${t.message}`)).toEqual([`red:${shown}`]);
  });

  it('sends the link and says Link submitted!', async () => {
    signInAs('creator');
    const api = fakeApi({ 'POST /api/promotions/9/submit-video-url': { message: MSG.linkSubmitted } });
    await submit('  https://www.tiktok.com/@me/video/7311111111111111111 ');
    await vi.waitFor(() => expect(getClientState().toasts.items.map((t) => t.message)).toEqual([MSG.linkSubmitted]), {
      timeout: 10_000,
    });
    expect(api.calls.map((c) => c.path)).toEqual(['/api/promotions/9/submit-video-url']);
    expect(api.calls[0]?.body).toEqual({
      video_url: 'https://www.tiktok.com/@me/video/7311111111111111111',
    });
    expect(screen.queryByTestId('submit-error')).toBeNull();
  });
});

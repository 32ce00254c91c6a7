import { MSG } from '@hookline/shared/messages';
import { PLATFORM_ERROR_MESSAGES } from '@hookline/shared/platforms';
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
  ])('shows the server message %s as %s, once: in a red toast, not again under the field', async (server, shown) => {
    signInAs('creator');
    fakeApi({ 'POST /api/promotions/9/submit-video-url': () => refusal(400, server, 'VALIDATION') });
    await submit('https://www.tiktok.com/@me/video/7311111111111111111');
    expect((await screen.findByTestId('toast')).getAttribute('data-color')).toBe('red');
    expect(getClientState().toasts.items.map((t) => `${t.color}:${t.message}`)).toEqual([`red:${shown}`]);
    expect(screen.getAllByText(shown)).toHaveLength(1);
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
  });
});

describe('SubmitVideoForm on a campaign that accepts Instagram and YouTube', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a Reel link, still refuses another host, and shows the not-owner refusal', async () => {
    signInAs('creator');
    const api = fakeApi({
      'POST /api/promotions/9/submit-video-url': (req: { body: unknown }) =>
        JSON.stringify(req.body).includes('youtube')
          ? refusal(400, PLATFORM_ERROR_MESSAGES.not_owner, 'VALIDATION')
          : { message: MSG.linkSubmitted },
    });
    const user = userEvent.setup();
    renderWithProviders(<SubmitVideoForm promotionId={9} platforms={['tiktok', 'instagram', 'youtube']} />);
    const field = screen.getByRole('textbox', { name: 'Video link' });
    await user.type(field, 'https://example.com/reel/1');
    await user.click(screen.getByRole('button', { name: 'Submit video link' }));
    expect(await screen.findByText(MSG.submitLink)).toBeTruthy();
    expect(api.calls).toEqual([]);
    await user.clear(field);
    await user.type(field, 'https://www.youtube.com/shorts/othXXXXXXXX');
    await user.click(screen.getByRole('button', { name: 'Submit video link' }));
    expect((await screen.findByTestId('toast')).textContent).toContain(PLATFORM_ERROR_MESSAGES.not_owner);
    expect(screen.getAllByText(PLATFORM_ERROR_MESSAGES.not_owner)).toHaveLength(1);
    await user.clear(field);
    await user.type(field, 'https://www.instagram.com/reel/CabcDEF/');
    await user.click(screen.getByRole('button', { name: 'Submit video link' }));
    await vi.waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1]?.body).toEqual({ video_url: 'https://www.instagram.com/reel/CabcDEF/' });
  });
});

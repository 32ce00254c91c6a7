// An admin's first set-up of two-step verification in production goes through a fresh confirmation email:
// the card says the email went out, and the email's link (/app/account?mfa_enrol=TOKEN) starts the set-up
// with its token.
import { messageSchema } from '@hookline/shared/api';
import { mfaEnrolment } from '@hookline/shared/auth';
import { MSG } from '@hookline/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, served, signedInRoutes } from '../../../test/fake-api';
import { renderRoute, signInAs } from '../../../test/render';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('two-step verification set-up', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the confirmation email went out when the server asks for one', async () => {
    const info = signInAs('creator', { admin: true });
    const api = fakeApi({
      ...signedInRoutes(info),
      'POST /api/auth/mfa/enroll': () => answer(202, served(messageSchema, { message: MSG.mfaEnrolMailSent })),
    });
    renderRoute('/app/account');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Set up two-step verification' }));
    expect((await screen.findByTestId('mfa-email-sent')).textContent).toBe(MSG.mfaEnrolMailSent);
    expect(api.callsTo('POST /api/auth/mfa/enroll')[0]?.body).toEqual({});
  });

  it("the email's link starts the set-up with its token", async () => {
    const info = signInAs('creator', { admin: true });
    const api = fakeApi({
      ...signedInRoutes(info),
      'POST /api/auth/mfa/enroll': served(mfaEnrolment, {
        secret: SECRET,
        otpauth_url: `otpauth://totp/Hookline:a?secret=${SECRET}`,
        qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      }),
    });
    const { router } = renderRoute('/app/account?mfa_enrol=a-token-from-the-email');
    expect((await screen.findByTestId('mfa-secret')).textContent).toBe(SECRET);
    expect(api.callsTo('POST /api/auth/mfa/enroll').map((c) => c.body)).toEqual([{ token: 'a-token-from-the-email' }]);
    expect(router.state.location.search).toBe('');
  });
});

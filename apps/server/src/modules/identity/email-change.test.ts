// An email-change link does not outlive the owner's password, a reset, a deletion, a block or a newer change, and a
// confirmed change is announced to the old address with a link that undoes it (docs/security.md).
import { MSG } from '@hookline/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { lastMailTo, linkToken, PASSWORD, signIn, uniqueEmail, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';

const h = useHarness();

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url, payload, headers });

/** The attacker's move: with a session and the password, ask for a change to their own address. */
async function pendingChange(auth: Record<string, string>, password = PASSWORD) {
  const to = uniqueEmail('attacker');
  const res = await post('/api/auth/change-email', { new_email: to, password }, auth);
  expect(res.statusCode).toBe(200);
  const mail = await lastMailTo(h.db, to);
  return { to, token: linkToken(mail?.text ?? '', 'verify') };
}

const emailOf = async (id: number) =>
  (await h.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;

describe('outstanding email-change links end', () => {
  it('with a password change', async () => {
    const owner = await userWithToken(h.app);
    const link = await pendingChange(owner.auth);
    const pw = await post(
      '/api/auth/change-password',
      { current_password: PASSWORD, new_password: 'a-brand-new-secret-42' },
      owner.auth,
    );
    expect(pw.statusCode).toBe(200);
    const open = await post('/api/auth/verify-email', { token: link.token });
    expect(open.statusCode).toBe(400);
    expect(open.json().message).toBe(MSG.linkInvalid);
    expect(await emailOf(owner.user.id)).toBe(owner.user.email);
  });

  it('with a password reset', async () => {
    const owner = await userWithToken(h.app);
    const link = await pendingChange(owner.auth);
    await post('/api/auth/forgot-password', { email: owner.user.email });
    const reset = linkToken((await lastMailTo(h.db, owner.user.email))?.text ?? '', 'token');
    expect((await post('/api/auth/reset-password', { token: reset, password: 'reset-and-safe-77' })).statusCode).toBe(
      200,
    );
    expect((await post('/api/auth/verify-email', { token: link.token })).statusCode).toBe(400);
    expect(await emailOf(owner.user.id)).toBe(owner.user.email);
  });

  it('with the deletion of the account and with a block', async () => {
    const admin = await userWithToken(h.app, { isAdmin: true });
    const deleted = await userWithToken(h.app);
    const deletedLink = await pendingChange(deleted.auth);
    const del = await h.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${deleted.user.id}`,
      headers: admin.auth,
    });
    expect(del.statusCode).toBe(200);
    expect((await post('/api/auth/verify-email', { token: deletedLink.token })).statusCode).toBe(400);

    const blocked = await userWithToken(h.app);
    const blockedLink = await pendingChange(blocked.auth);
    const block = await h.app.inject({
      method: 'PUT',
      url: `/api/admin/creators/${blocked.creator?.id}/status`,
      headers: admin.auth,
      payload: { status: 'blocked' },
    });
    expect(block.statusCode).toBe(200);
    expect((await post('/api/auth/verify-email', { token: blockedLink.token })).statusCode).toBe(400);
    expect(await emailOf(blocked.user.id)).toBe(blocked.user.email);
  });

  it('with a newer email change: only the last address asked for can be confirmed', async () => {
    const owner = await userWithToken(h.app);
    const first = await pendingChange(owner.auth);
    const second = await pendingChange(owner.auth);
    expect((await post('/api/auth/verify-email', { token: first.token })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token: second.token })).statusCode).toBe(200);
    expect(await emailOf(owner.user.id)).toBe(second.to);
  });
});

describe('a confirmed change is announced to the old address', () => {
  it('with a link that restores the address, ends every session and link, and sends a reset link', async () => {
    const owner = await userWithToken(h.app);
    const link = await pendingChange(owner.auth);
    expect((await post('/api/auth/verify-email', { token: link.token })).statusCode).toBe(200);
    expect(await emailOf(owner.user.id)).toBe(link.to);
    // the attacker now signs in with the new address and asks for a reset there
    const attacker = { authorization: `Bearer ${await signIn(h.app, link.to)}` };
    await post('/api/auth/forgot-password', { email: link.to });
    const attackerReset = linkToken((await lastMailTo(h.db, link.to))?.text ?? '', 'token');

    const notice = await lastMailTo(h.db, owner.user.email);
    expect(notice?.subject).toBe('The email address of your Hookline account was changed');
    expect(notice?.text).toContain(link.to);
    const undo = notice?.text.match(/[?&]undo_email=([A-Za-z0-9_-]+)/)?.[1] ?? '';
    const res = await post('/api/auth/undo-email-change', { token: undo });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.emailChangeUndone);
    expect(await emailOf(owner.user.id)).toBe(owner.user.email);
    // everybody is signed out and the attacker's reset link is dead
    expect((await h.app.inject({ url: '/api/auth/me', headers: attacker })).statusCode).toBe(401);
    expect((await h.app.inject({ url: '/api/auth/me', headers: owner.auth })).statusCode).toBe(401);
    expect(
      (await post('/api/auth/reset-password', { token: attackerReset, password: 'attacker-wins-99' })).statusCode,
    ).toBe(400);
    // the owner chooses a new password from the old address and signs in
    const reset = linkToken((await lastMailTo(h.db, owner.user.email))?.text ?? '', 'token');
    expect((await post('/api/auth/reset-password', { token: reset, password: 'owner-is-back-2026' })).statusCode).toBe(
      200,
    );
    expect(await signIn(h.app, owner.user.email, 'owner-is-back-2026')).toBeTruthy();
    // the undo link works once
    expect((await post('/api/auth/undo-email-change', { token: undo })).statusCode).toBe(400);
  });

  it('the undo link expires after seven days', async () => {
    const owner = await userWithToken(h.app);
    const link = await pendingChange(owner.auth);
    await post('/api/auth/verify-email', { token: link.token });
    const undo = (await lastMailTo(h.db, owner.user.email))?.text.match(/undo_email=([A-Za-z0-9_-]+)/)?.[1] ?? '';
    const { authTokens } = await import('../../db/schema');
    await h.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.kind, 'undo_email_change'));
    expect((await post('/api/auth/undo-email-change', { token: undo })).statusCode).toBe(400);
    expect(await emailOf(owner.user.id)).toBe(link.to);
  });
});

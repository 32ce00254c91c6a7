// Issue 56 item 4: ten wrong passwords from anywhere pause password sign-in to the account from new addresses, but
// cannot keep the owner out: the owner is emailed (the outbox) a single-use sign-in link that works from any
// address, and the pause still refuses every password, right or wrong, from an address the owner never used.
import { MSG } from '@hookline/shared/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { createUser, PASSWORD } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { textIn } from '../../texts';
import { THROTTLE } from './throttle';

const h = useHarness();

const signInFrom = (email: string, password: string, remoteAddress: string) =>
  h.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, remoteAddress });
const useLink = (token: string, remoteAddress: string) =>
  h.app.inject({ method: 'POST', url: '/api/auth/sign-in-link', payload: { token }, remoteAddress });

const linkMails = (to: string, subject: string) =>
  h.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.subject, subject)));
const linkIn = (mail: { text: string } | undefined) => /\/login\?signin=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];

/** An attacker's wrong passwords from many addresses, past the account's limit. */
async function attack(email: string, tries: number, net: string) {
  for (let i = 1; i <= tries; i++) await signInFrom(email, `guess-number-${i}`, `${net}.${i}`);
}

describe('the owner gets in despite guessing', () => {
  it('10 wrong passwords: the owner is emailed a link and signs in with it from a new address', async () => {
    const { user } = await createUser(h.db, { language: 'de' });
    await attack(user.email, THROTTLE.signInAccount.limit, '198.51.100');
    // the owner's right password from a new address is refused like any other during the pause
    const refused = await signInFrom(user.email, PASSWORD, '203.0.113.44');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MSG.tooManyRequests);
    // ... but the owner was told, in their language, with a link
    const subject = textIn('de')('mailSignInLinkSubject');
    const mails = await linkMails(user.email, subject);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(textIn('de')('mailSignInLinkBody'));
    const token = linkIn(mails[0]);
    expect(token).toBeTruthy();

    const res = await useLink(token ?? '', '203.0.113.44');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mfa_required: false, identity: { id: user.id, email: user.email } });
    const me = await h.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${res.json().token}` } });
    expect(me.statusCode).toBe(200);
    // the link works once; the address it was used from is the owner's now: the password works there too
    expect((await useLink(token ?? '', '203.0.113.44')).statusCode).toBe(400);
    expect((await signInFrom(user.email, PASSWORD, '203.0.113.44')).statusCode).toBe(200);
  });

  it('the attacker stays paused and cannot flood the inbox: one email an hour, whatever the tries', async () => {
    const { user } = await createUser(h.db);
    await attack(user.email, THROTTLE.signInAccount.limit + 15, '192.0.2');
    // still no password check from new addresses, right or wrong (no oracle for the attacker)
    expect((await signInFrom(user.email, PASSWORD, '192.0.2.200')).statusCode).toBe(429);
    expect((await signInFrom(user.email, 'guess-again', '192.0.2.201')).statusCode).toBe(429);
    expect(await linkMails(user.email, MSG.mailSignInLinkSubject)).toHaveLength(1);
  });

  it('no email for an address without an account; a forged or expired link is refused', async () => {
    const nobody = 'nobody-here@example.test';
    await attack(nobody, THROTTLE.signInAccount.limit + 2, '192.0.2');
    expect(await h.db.select().from(outbox).where(eq(outbox.to, nobody))).toEqual([]);
    const forged = await useLink('a'.repeat(43), '192.0.2.9');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(MSG.linkInvalid);
  });
});

// A musician signs up alone on /signup (docs/decisions/0015-musician-sign-up.md): the account type chosen on the
// page, a stage name, the same verification as a creator's; a creator's sign-up stays the request /signup has always sent.
import { MSG } from '@hookline/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creators, musicians, users } from '../../db/schema';
import { lastMailTo, linkToken, PASSWORD, uniqueEmail } from '../../test/factories';
import { useHarness } from '../../test/harness';

const h = useHarness();

const signUp = (payload: Record<string, unknown>) =>
  h.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { password: PASSWORD, terms: true, age: true, ...payload },
  });

async function rowsOf(email: string) {
  const [user] = await h.db.select().from(users).where(eq(users.email, email));
  if (!user) return { user, musician: undefined, creator: undefined };
  const [musician] = await h.db.select().from(musicians).where(eq(musicians.userId, user.id));
  const [creator] = await h.db.select().from(creators).where(eq(creators.userId, user.id));
  return { user, musician, creator };
}

describe('a musician signs up alone', () => {
  it('makes an unverified musician with the stage name, verified by the same email, landing as a musician', async () => {
    const email = uniqueEmail('musician-signup');
    const res = await signUp({ email, account_type: 'musician', stage_name: '  Nova Lune ', language: 'de' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(MSG.signupSuccess);
    const { user, musician, creator } = await rowsOf(email);
    expect(user?.userType).toBe('musician');
    expect(user?.emailVerified).toBe(false);
    expect(user?.language).toBe('de');
    expect(musician?.stageName).toBe('Nova Lune');
    expect(creator).toBeUndefined();

    const token = linkToken((await lastMailTo(h.db, email))?.text ?? '', 'verify');
    expect((await h.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode).toBe(
      200,
    );
    const signedIn = await h.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().identity.user_type).toBe('musician');
    const bearer = { authorization: `Bearer ${signedIn.json().token}` };
    const info = await h.app.inject({ method: 'POST', url: '/api/users', headers: bearer, payload: { email } });
    expect(info.statusCode).toBe(200);
    expect(info.json().user_type).toBe('musician');
    // a musician's own area answers at once: no campaigns yet, drafts allowed
    const mine = await h.app.inject({ method: 'GET', url: '/api/musician/drafts', headers: bearer });
    expect(mine.statusCode).toBe(200);
  });

  it('asks a musician for the stage name, refuses one on a creator and an unknown account type, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ account_type: 'musician' }, MSG.enterStageName],
      [{ account_type: 'musician', stage_name: '   ' }, MSG.enterStageName],
      [{ account_type: 'creator', stage_name: 'Nova' }, MSG.signupStageNameMusicianOnly],
      [{ account_type: 'label' }, MSG.signupAccountTypeUnknown],
    ];
    for (const [extra, message] of cases) {
      const email = uniqueEmail('musician-refused');
      const res = await signUp({ email, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message).toBe(message);
      expect((await rowsOf(email)).user).toBeUndefined();
    }
  });

  it("keeps /signup's request for creators: no account type means a creator, with no musician row", async () => {
    const email = uniqueEmail('creator-signup');
    expect((await signUp({ email })).statusCode).toBe(201);
    const { user, musician, creator } = await rowsOf(email);
    expect(user?.userType).toBe('creator');
    expect(creator).toBeTruthy();
    expect(musician).toBeUndefined();
  });
});

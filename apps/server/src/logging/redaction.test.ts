// The logs carry no link tokens, TikTok codes, password hashes, IBANs, addresses or invitation links: request lines
// of a real server, and the errors a failed query really throws.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { hashPassword } from '../modules/identity/passwords';
import { useHarness } from '../test/harness';
import { REDACTED, redactError, redactText, redactUrl } from './redaction';

const h = useHarness({ LOG_LEVEL: 'info' });
let logs = '';
let logged: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs += chunk.toString();
      done();
    },
  });
  logged = await buildApp(h.ctx, { logStream: stream });
  await logged.ready();
});
afterAll(async () => {
  await logged?.close();
});

const SECRET = 'Zq3secretTokenValue_abcdefghijklmnop';

describe('log redaction', () => {
  it('request lines keep the path and drop the values of link tokens, codes and states', async () => {
    for (const url of [
      `/reset-password?token=${SECRET}`,
      `/login?verify=${SECRET}`,
      `/app/authorize/tiktok?code=${SECRET}&state=${SECRET}`,
      `/api/dev/outbox?to=a%40b.test&token=${SECRET}`,
    ]) {
      await logged.inject({ url, headers: { accept: 'text/html' } });
    }
    expect(logs).toContain('/reset-password?token=');
    expect(logs).toContain('/app/authorize/tiktok?code=');
    expect(logs).toContain(REDACTED);
    expect(logs).not.toContain(SECRET);
    expect(redactUrl('/x?page=2&token=abc&b=1')).toBe(`/x?page=2&token=${REDACTED}&b=1`);
  });

  it('errors of failed queries lose the hashes, IBANs, addresses and links they quote', async () => {
    const hash = await hashPassword('a-password-to-hide');
    const values = [
      hash,
      'DE89370400440532013000',
      'Hauptstraße 5, 10115 Berlin',
      `https://hookline.test/reset-password?token=${SECRET}`,
    ];
    for (const value of values) {
      const err = await h.db.execute(sql`select ${value}::int`).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(Error);
      const shown = JSON.stringify(redactError(err));
      expect(shown).not.toContain(value);
      expect(shown).not.toContain(SECRET);
      expect(shown).not.toContain('$argon2id$');
    }
  });

  it('a logged creator or account row loses its platform tokens, as stored and as decrypted', async () => {
    const before = logs.length;
    logged.log.info(
      {
        creator: { id: 1, tiktokUsername: 'dancer', tiktokAccessToken: `v2.k.${SECRET}`, tiktokRefreshToken: SECRET },
        account: { accessToken: `${SECRET}-ig`, refreshToken: `${SECRET}-rt` },
        tokens: { access_token: `${SECRET}-at`, refresh_token: `${SECRET}-rft` },
        tiktokAccessToken: SECRET,
      },
      'a row in a log line',
    );
    const line = logs.slice(before);
    expect(line).toContain('a row in a log line');
    expect(line).toContain('dancer');
    expect(line).not.toContain(SECRET);
    expect(line).toContain(REDACTED);
  });

  it('the redaction list covers each kind of secret in free text', () => {
    const cases: [string, string][] = [
      [
        'Failed query: update users set password_hash = $1\nparams: $argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA,7',
        '$argon2id',
      ],
      ['payout to DE89 3704 0044 0532 0130 00 failed', '3704 0044'],
      ['payout to GB82WEST12345698765432 failed', 'GB82WEST'],
      [`You are invited: https://hookline.test/reset-password?token=${SECRET}`, SECRET],
      [`verify at /login?verify=${SECRET}`, SECRET],
      [`$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA`, 'aGFzaA'],
      [`grant_type=refresh_token&refresh_token=${SECRET}&client_key=k`, SECRET],
      [`Authorization: Bearer ${SECRET}`, SECRET],
    ];
    for (const [text, secret] of cases) expect(redactText(text), text).not.toContain(secret);
    expect(redactText('nothing secret here')).toBe('nothing secret here');
  });
});

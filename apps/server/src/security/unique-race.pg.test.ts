// Two sign-ups for one email at once (PostgreSQL, several connections): the loser of the race answers 409 with the
// spec message, not 500. The race is made certain: another connection holds an uncommitted insert of the email.
import { MSG } from '@hookline/shared/messages';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from '../test/factories';
import { useHarness } from '../test/harness';
import { until } from '../test/until';

const h = useHarness();

describe('unique-key race', () => {
  it('a sign-up that loses the race to a committed insert answers 409', async () => {
    // another connection inserts the same email and holds its transaction open: the sign-up's own check cannot see
    // that row, its insert waits on the unique index, and fails once the other side commits
    const other = new pg.Client({ connectionString: h.ctx.config.databaseUrl });
    await other.connect();
    const email = uniqueEmail('held');
    try {
      await other.query('begin');
      await other.query("insert into users (email, user_type) values ($1, 'creator')", [email]);
      const signUp = h.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email, password: PASSWORD, terms: true, age: true },
      });
      const watcher = new pg.Client({ connectionString: h.ctx.config.databaseUrl });
      await watcher.connect();
      await until(
        async () =>
          (
            await watcher.query(
              "select 1 from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'insert into \"users\"%'",
            )
          ).rowCount === 1,
        { what: 'the sign-up insert waiting on the unique index' },
      );
      await watcher.end();
      await other.query('commit');
      const res = await signUp;
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: MSG.emailTaken,
        code: 'CONFLICT',
        key: 'emailTaken',
        request_id: expect.any(String),
      });
    } finally {
      await other.end();
    }
  });
});

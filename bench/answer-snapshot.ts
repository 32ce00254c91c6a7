// `node --import tsx bench/answer-snapshot.ts <out-file>`: fetches the answers of the mixed workload's creator and
// musician reads (a creator's campaign page, balance, own videos and money history; a musician's campaign list and
// dashboard) for a spread of users, pages and refusals from the seeded benchmark database on PostgreSQL, and writes
// them one per line (`status url body`), so that a change to how an answer is built can be checked byte for byte:
// run it on the code before and after and `cmp` the two files. Each JSON answer is written in a canonical form
// (parsed, keys sorted), since the hot reads go out as the text PostgreSQL writes (lib/json-text.ts: `"id" : 1`, EUR as
// `10.00`), which differs from what the serializer wrote only in form. Sessions are issued straight into the database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { rawRows } from '../apps/server/src/db/client';
import { startServer } from './server';
import { openBench, targetFromEnv } from './target';

const out = process.argv[2];
if (!out) throw new Error('usage: answer-snapshot.ts <out-file>');
const target = targetFromEnv(['', '', '--db', 'postgres']);
const database = await openBench(target, 2);
const q = <T>(s: ReturnType<typeof sql>) => rawRows<T>(database.db, s);
// creators: creator1, blocked ones, linear and fixed deals, some with paid bills, one without videos
const creators = await q<{ id: number; user_id: number; campaigns: number[] }>(sql`
  select cr.id, cr.user_id, coalesce(array_agg(p.campaign_id order by p.campaign_id)
    filter (where p.campaign_id is not null), '{}') as campaigns
  from creators cr left join promotions p on p.creator_id = cr.id
  where cr.id in (2, 3, 4, 20, 28, 51, 78, 101, 777, 1234, 5000, 12345, 19999)
     or cr.id = (select min(c2.id) from creators c2
                 where not exists (select 1 from promotions p2 where p2.creator_id = c2.id))
  group by cr.id order by cr.id`);
const musicians = await q<{ user_id: number; campaigns: number[] }>(sql`
  select m.user_id, array_agg(c.id order by c.id) as campaigns from musicians m join campaigns c on c.musician_id = m.id
  where m.id in (1, 2, 7, 250, 500) group by m.id order by m.id`);
const [open] = await q<{ id: number }>(sql`select id from campaigns where status = 'active' order by id desc limit 1`);
const [archived] = await q<{ id: number }>(sql`select id from campaigns where status = 'archived' order by id limit 1`);
const tokens = new Map<number, string>();
const hash = (t: string) => crypto.createHash('sha256').update(t).digest('hex');
for (const userId of [...creators.map((c) => c.user_id), ...musicians.map((m) => m.user_id)]) {
  const token = crypto.randomBytes(32).toString('base64url');
  tokens.set(userId, token);
  await database.db.execute(sql`insert into sessions (user_id, token_hash, mfa_passed, expires_at)
    values (${userId}, ${hash(token)}, true, now() + interval '1 hour')`);
}
await database.close();

const server = await startServer(target, { DB_POOL_SIZE: '4' }, ['--import', 'tsx', 'apps/server/src/main.ts']);
const lines: string[] = [];
/** JSON with every object's keys sorted: the same text for the same values, whoever wrote them. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
        )
      : value;
const get = async (userId: number, url: string) => {
  const res = await fetch(server.url + url, { headers: { authorization: `Bearer ${tokens.get(userId)}` } });
  const body = await res.text();
  let text = body;
  try {
    text = JSON.stringify(canonical(JSON.parse(body)));
  } catch {
    // not JSON: written as it came
  }
  lines.push(`${res.status} ${url} ${text}`);
};
try {
  for (const c of creators) {
    const other = c.id === 2 ? 3 : 2;
    for (const id of [...c.campaigns.slice(0, 6), open?.id ?? 1, archived?.id ?? 1, 999_999]) {
      await get(c.user_id, `/api/campaigns/${id}`);
    }
    for (const qs of [
      '',
      'page=2&per_page=5',
      'page=99&per_page=20',
      'search_string=a',
      'genre_id=1',
      'per_page=100',
    ]) {
      await get(c.user_id, `/api/campaigns?${qs}`);
    }
    await get(c.user_id, `/api/creators/${c.id}/balance`);
    await get(c.user_id, `/api/creators/${other}/balance`);
    await get(c.user_id, `/api/creators/999999/balance`);
    for (const qs of ['page=1&per_page=20', '', 'page=2&per_page=5', 'page=9&per_page=20', 'per_page=100']) {
      await get(c.user_id, `/api/creators/${c.id}/promotions?${qs}`);
      await get(c.user_id, `/api/creators/${c.id}/transactions?${qs}`);
    }
    if (c.campaigns[0]) await get(c.user_id, `/api/creators/${c.id}/promotions?campaign_id=${c.campaigns[0]}`);
    await get(c.user_id, `/api/creators/${c.id}/promotions?campaign_id=999999`);
    await get(c.user_id, `/api/creators/${other}/promotions?page=1&per_page=20`);
    await get(c.user_id, `/api/creators/${other}/transactions?page=1&per_page=20`);
  }
  for (const m of musicians) {
    for (const qs of ['', 'page=1&per_page=10', 'page=2&per_page=2', 'page=9', 'per_page=50']) {
      await get(m.user_id, `/api/musician/campaigns?${qs}`);
    }
    for (const id of m.campaigns.slice(0, 3)) await get(m.user_id, `/api/musician/campaigns/${id}`);
  }
  // the other role
  await get(creators[0]?.user_id ?? 0, '/api/musician/campaigns');
  await get(musicians[0]?.user_id ?? 0, `/api/creators/2/balance`);
} finally {
  await server.stop();
}
fs.writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`${lines.length} answers written to ${out}`);

// Preloaded into the server by `npm run bench:probe` (`--import ./bench/count-statements.ts`): counts the statements
// the process sends to PostgreSQL (every `query` of a node-postgres client: the pool's and the prepared ones) and
// keeps the text of those sent since the last report. On SIGUSR2 it writes `{ count, texts }` to the file named by
// BENCH_STATEMENT_FILE and starts a new list of texts, so the probe can tell statements per request and which.
import fs from 'node:fs';
import pg from 'pg';

let count = 0;
let texts: string[] = [];
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
  this: pg.Client,
  ...args: unknown[]
) {
  count++;
  const c = args[0];
  const text = typeof c === 'string' ? c : (c as { text?: string } | undefined)?.text;
  if (texts.length < 50 && text) texts.push(text.replace(/\s+/g, ' ').trim());
  return query.apply(this, args);
};
const file = process.env.BENCH_STATEMENT_FILE;
process.on('SIGUSR2', () => {
  if (file) fs.writeFileSync(file, JSON.stringify({ count, texts }));
  texts = [];
});

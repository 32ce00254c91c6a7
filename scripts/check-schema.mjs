// The schema check, run by `npm run lint`: apps/server/src/db/schema.ts and the newest drizzle-kit snapshot
// (apps/server/drizzle/meta) describe the same schema, so `npm run db:generate` on a clean tree writes nothing.
// drizzle-kit generates into a scratch copy of apps/server/drizzle; any file it would write is a difference, and the
// SQL it would run is printed. (db/schema-truth.test.ts checks the other half: schema.ts against a migrated database.)
//
//   node scripts/check-schema.mjs           check
//   node scripts/check-schema.mjs --schema F   check another schema file against the snapshot (its test does)
//   node scripts/check-schema.mjs --write   after a hand-written migration (docs/product.md, "A new table or column"):
//                                           make the snapshot of the newest journal entry from schema.ts, then check
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server');
const drizzleDir = path.join(server, 'drizzle');
const meta = path.join(drizzleDir, 'meta');
const bin = path.join(root, 'node_modules/drizzle-kit/bin.cjs');
const schemaArg = process.argv.indexOf('--schema');
const schemaFile = schemaArg > 0 ? path.resolve(process.argv[schemaArg + 1]) : path.join(server, 'src/db/schema.ts');

const snapshotsIn = (dir) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('_snapshot.json'))
    .sort();

/** Runs drizzle-kit generate on a scratch copy of the migrations folder; returns the files it wrote there. */
function generate() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-schema-'));
  const out = path.join(scratch, 'drizzle');
  fs.cpSync(drizzleDir, out, { recursive: true });
  // by content: drizzle-kit numbers its files by journal length, so a snapshot it writes may replace one of the same
  // name (a journal whose numbers skip one, as 0044 after 0041 does)
  const contentOf = (f) => (fs.statSync(path.join(out, f)).isFile() ? fs.readFileSync(path.join(out, f), 'utf8') : '');
  const before = new Map(
    fs
      .readdirSync(out, { recursive: true })
      .map(String)
      .map((f) => [f, contentOf(f)]),
  );
  const run = spawnSync(
    process.execPath,
    [
      bin,
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      path.relative(server, schemaFile),
      '--out',
      path.relative(server, out),
    ],
    // no terminal: a question drizzle-kit would ask (a rename?) ends the run instead of waiting
    { cwd: server, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 180_000 },
  );
  const written = fs
    .readdirSync(out, { recursive: true })
    .map(String)
    .filter((f) => f.includes('.') && before.get(f) !== contentOf(f));
  return { run, out, scratch, written };
}

function fail(message) {
  console.error(`Schema check: ${message}`);
  process.exit(1);
}

if (process.argv.includes('--write')) {
  const journal = JSON.parse(fs.readFileSync(path.join(meta, '_journal.json'), 'utf8'));
  const tag = journal.entries.at(-1).tag;
  const prefix = tag.split('_')[0];
  const target = `${prefix}_snapshot.json`;
  // the snapshot this one follows: the newest before it (a snapshot of the same entry is replaced)
  const previous = snapshotsIn(meta)
    .filter((f) => f < target)
    .at(-1);
  if (!previous) fail('no earlier snapshot to follow');
  const prevId = JSON.parse(fs.readFileSync(path.join(meta, previous), 'utf8')).id;
  if (fs.existsSync(path.join(meta, target))) fs.rmSync(path.join(meta, target));
  const { run, out, scratch, written } = generate();
  const made = written.find((f) => f.endsWith('_snapshot.json'));
  if (!made) {
    fs.rmSync(scratch, { recursive: true, force: true });
    fail(`drizzle-kit wrote no snapshot:\n${run.stdout}${run.stderr}`);
  }
  const snapshot = JSON.parse(fs.readFileSync(path.join(out, made), 'utf8'));
  snapshot.prevId = prevId;
  fs.writeFileSync(path.join(meta, target), `${JSON.stringify(snapshot, null, 2)}\n`);
  fs.rmSync(scratch, { recursive: true, force: true });
  console.log(`Schema check: wrote drizzle/meta/${target} (after ${previous}) for ${tag}`);
}

const { run, out, scratch, written } = generate();
const sqlFiles = written.filter((f) => f.endsWith('.sql'));
const sqlText = sqlFiles.map((f) => fs.readFileSync(path.join(out, f), 'utf8')).join('\n');
fs.rmSync(scratch, { recursive: true, force: true });
// drizzle-kit reports some refusals (two snapshots following the same parent) with exit code 0
if (run.status !== 0 || run.error || /^Error:/m.test(`${run.stdout}${run.stderr}`)) {
  fail(
    `drizzle-kit generate failed (a rename question needs a terminal: run \`npm run db:generate\`)\n${run.stdout}${run.stderr}`,
  );
}
if (written.length > 0) {
  fail(
    `schema.ts and the newest snapshot in apps/server/drizzle/meta differ: \`npm run db:generate\` would write ` +
      `${written.join(', ')}:\n${sqlText}\nAdd the migration by hand and run \`node scripts/check-schema.mjs --write\` ` +
      '(docs/product.md, "A new table or column").',
  );
}
console.log('Schema check: ok (schema.ts matches the newest drizzle snapshot)');

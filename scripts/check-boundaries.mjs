// Import boundaries, checked on every `npm run lint` (Biome cannot express "another feature folder"):
//   packages/shared imports no server, database, DOM or React code and nothing outside itself;
//   web: shared -> features -> app; a feature never imports another feature or the app layer;
//   components/ and lib/ import no feature and no route; server and web never import each other;
//   server route files (routes/) parse, authorise, call a service and shape the answer: they import neither
//   drizzle nor the database folder, so every query lives in a modules/ service.
// And one number formatter: counts and amounts are written by packages/shared/src/money.ts (formatCount, formatEur,
// formatRateEur), never by a second Intl.NumberFormat or toLocaleString elsewhere.
// Imports are resolved to files before they are judged, so `../../x` and `../../../x` are the same thing.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rel = (p) => path.relative(root, p).split(path.sep).join('/');

const SHARED_FORBIDDEN =
  /^(react|react-dom|@mantine\/|@tanstack\/|fastify|@fastify\/|drizzle-orm|pg$|@electric-sql\/|node:)/;
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name)) yield full;
  }
}

const area = (file) => {
  const r = rel(file);
  const feature = r.match(/^apps\/web\/src\/features\/([^/]+)\//);
  if (feature) return { kind: 'feature', name: feature[1] };
  if (/^apps\/web\/src\/app\//.test(r)) return { kind: 'app' };
  if (/^apps\/web\/src\/(components|lib)\//.test(r)) return { kind: 'web-shared' };
  if (/^apps\/web\//.test(r)) return { kind: 'web' };
  if (/^apps\/server\/src\/routes\/.*(?<!\.test\.ts)$/.test(r)) return { kind: 'server', route: true };
  if (/^apps\/server\/src\/db\//.test(r)) return { kind: 'server', db: true };
  if (/^apps\/server\//.test(r)) return { kind: 'server' };
  if (/^packages\/shared\//.test(r)) return { kind: 'shared' };
  return { kind: 'other' };
};

const NUMBER_FORMATTER = 'packages/shared/src/money.ts';
const NUMBER_FORMATTING = /\.toLocaleString\(|new Intl\.NumberFormat|numberFormatter\(/;

const ROUTE_DB = 'routes do not query the database (move the query into a modules/ service)';

const problems = [];
for (const base of ['packages/shared/src', 'apps/web/src', 'apps/server/src']) {
  for (const file of walk(path.join(root, base))) {
    const from = area(file);
    const text = fs.readFileSync(file, 'utf8');
    if (!/\.test\.tsx?$/.test(file) && rel(file) !== NUMBER_FORMATTER && NUMBER_FORMATTING.test(text)) {
      problems.push(`${rel(file)}: formats a number itself: use formatCount/formatEur from ${NUMBER_FORMATTER}`);
    }
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      if (!spec) continue;
      const say = (why) => problems.push(`${rel(file)}: imports '${spec}': ${why}`);
      if (!spec.startsWith('.')) {
        if (from.kind === 'shared' && SHARED_FORBIDDEN.test(spec) && !/\.test\.ts$/.test(file)) {
          say('packages/shared holds no server, database, DOM or React code');
        }
        if (from.kind === 'server' && spec.startsWith('@hookline/web')) say('the server never imports the web app');
        if (from.route && /^(drizzle-orm|pg$|@electric-sql\/)/.test(spec)) say(ROUTE_DB);
        continue;
      }
      const to = area(path.resolve(path.dirname(file), spec));
      if (from.route && to.db) say(ROUTE_DB);
      if (from.kind === 'shared' && to.kind !== 'shared') say('packages/shared imports only itself');
      if (from.kind === 'feature' && to.kind === 'feature' && to.name !== from.name) {
        say(`features do not import each other (move what both need to components/ or lib/, or lift it to app/)`);
      }
      if (from.kind === 'feature' && to.kind === 'app') say('features do not import the app layer');
      if (from.kind === 'web-shared' && (to.kind === 'feature' || to.kind === 'app')) {
        say('components/ and lib/ import no feature and no route');
      }
      const web = ['web', 'web-shared', 'feature', 'app'];
      if ((from.kind === 'server' && web.includes(to.kind)) || (web.includes(from.kind) && to.kind === 'server')) {
        say('the server and the web app never import each other');
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Import boundaries: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Import boundaries: ok');

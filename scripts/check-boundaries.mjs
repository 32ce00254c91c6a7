// Import boundaries, checked on every `npm run lint` (Biome cannot express "another feature folder"):
//   packages/shared imports no server, database, DOM or React code and nothing outside itself;
//   web: shared -> features -> app; a feature never imports another feature or the app layer;
//   components/ and lib/ import no feature and no route; server and web never import each other;
//   server route files (routes/) parse, authorise, call a service and shape the answer: they import neither
//   drizzle nor the database folder, so every query lives in a modules/ service.
//   no import cycle, in any of the three packages: a module that imports itself through others runs with some of its
//   imports still undefined, in an order that depends on which file was loaded first (`import type` is erased at
//   build time and does not count).
// And one number formatter: counts and amounts are written by packages/shared/src/money.ts (formatCount, formatEur,
// formatRateEur), never by a second Intl.NumberFormat or toLocaleString elsewhere.
// Imports are resolved to files before they are judged, so `../../x` and `../../../x` are the same thing.
// `node scripts/check-boundaries.mjs [root]` checks another tree laid out the same way (its test does).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? path.resolve(import.meta.dirname, '..'));
const rel = (p) => path.relative(root, p).split(path.sep).join('/');

const SHARED_FORBIDDEN =
  /^(react|react-dom|@mantine\/|@tanstack\/|fastify|@fastify\/|drizzle-orm|pg$|@electric-sql\/|node:)/;
const IMPORT = /(?:import|export)\s([^'"]*?)from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

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

/** The file an import names, as TypeScript's bundler resolution finds it (null for a file that is not there). */
const resolveFile = (p) => {
  for (const c of [p, `${p}.ts`, `${p}.tsx`, `${p}/index.ts`, `${p}/index.tsx`]) {
    if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  }
  return null;
};

/** Each cycle of the import graph (its strongly connected components of more than one file, or a file importing itself). */
function cycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const part = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      part.push(w);
    } while (w !== v);
    if (part.length > 1 || graph.get(v)?.includes(v)) found.push(part.reverse());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const problems = [];
const graph = new Map();
for (const base of ['packages/shared/src', 'apps/web/src', 'apps/server/src']) {
  if (!fs.existsSync(path.join(root, base))) continue;
  for (const file of walk(path.join(root, base))) {
    const imports = [];
    graph.set(file, imports);
    const from = area(file);
    const text = fs.readFileSync(file, 'utf8');
    if (!/\.test\.tsx?$/.test(file) && rel(file) !== NUMBER_FORMATTER && NUMBER_FORMATTING.test(text)) {
      problems.push(`${rel(file)}: formats a number itself: use formatCount/formatEur from ${NUMBER_FORMATTER}`);
    }
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[2] ?? m[3];
      if (!spec) continue;
      const typeOnly = m[1] !== undefined && /^type\s/.test(m[1]);
      const say = (why) => problems.push(`${rel(file)}: imports '${spec}': ${why}`);
      if (!spec.startsWith('.')) {
        if (from.kind === 'shared' && SHARED_FORBIDDEN.test(spec) && !/\.test\.ts$/.test(file)) {
          say('packages/shared holds no server, database, DOM or React code');
        }
        if (from.kind === 'server' && spec.startsWith('@hookline/web')) say('the server never imports the web app');
        if (from.route && /^(drizzle-orm|pg$|@electric-sql\/)/.test(spec)) say(ROUTE_DB);
        continue;
      }
      const target = path.resolve(path.dirname(file), spec);
      const resolved = resolveFile(target);
      if (resolved && !typeOnly) imports.push(resolved);
      const to = area(target);
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

for (const cycle of cycles(graph)) {
  problems.push(
    `import cycle: ${[...cycle, cycle[0]].map(rel).join(' -> ')} (move what they share into a module both import)`,
  );
}

if (problems.length > 0) {
  console.error(`Import boundaries: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Import boundaries: ok');

// Import boundaries, checked on every `npm run lint` (Biome cannot express "another feature folder"):
//   packages/shared imports no server, database, DOM or React code and nothing outside itself;
//   web: shared -> features -> app; a feature never imports another feature or the app layer;
//   components/ and lib/ import no feature and no route; server and web never import each other;
//   server route files (routes/) parse, authorise, call a service and shape the answer: they import neither
//   drizzle nor the database folder, so every query lives in a modules/ service.
//   server layers (docs/architecture.md): every server module (a folder of apps/server/src/modules, or a top-level
//   folder or file of apps/server/src) sits in one layer of SERVER_LAYERS; a module imports its own layer and lower
//   ones, never a higher one, and no two modules import each other through any path (a cycle between modules, not
//   only between files). Tests and test/ are outside the rule: they compose anything.
//   no import cycle, in any of the three packages: a module that imports itself through others runs with some of its
//   imports still undefined, in an order that depends on which file was loaded first (`import type` is erased at
//   build time and does not count).
// And one number formatter: counts and amounts are written by packages/shared/src/money.ts (formatCount, formatEur,
// formatRateEur), never by a second Intl.NumberFormat or toLocaleString elsewhere.
// Imports are resolved to files before they are judged, so `../../x` and `../../../x` are the same thing.
// `node scripts/check-boundaries.mjs [root]` checks another tree laid out the same way (its test does).
import fs from 'node:fs';
import path from 'node:path';

const treeArg = process.argv.slice(2).find((a) => !a.startsWith('--'));
const root = path.resolve(treeArg ?? path.resolve(import.meta.dirname, '..'));
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

/**
 * The server's layers, lowest first (docs/architecture.md draws them). A module is a folder of
 * apps/server/src/modules, or a top-level folder or file of apps/server/src. A new module is added to a layer here.
 */
export const SERVER_LAYERS = [
  { layer: 'kernel', modules: ['errors', 'texts', 'config', 'logging', 'context', 'lib', 'db'] },
  {
    layer: 'services',
    modules: [
      'queue',
      'mail',
      'storage',
      'reference',
      'identity',
      'backup',
      'stripe',
      'paypal',
      'spotify',
      'metrics',
      'payouts',
    ],
  },
  { layer: 'ledger', modules: ['ledger'] },
  {
    layer: 'domain',
    modules: [
      'users',
      'platforms',
      'tiktok',
      'creators',
      'musicians',
      'campaigns',
      'fraud',
      'promotions',
      'bills',
      'musician-billing',
      'reports',
      'musician-campaigns',
      'admin',
    ],
  },
  { layer: 'composition', modules: ['notifications', 'jobs'] },
  { layer: 'edge', modules: ['plugins', 'routes', 'app', 'bootstrap', 'main', 'worker', 'cli'] },
];
/**
 * Module cycles that exist and are being taken apart (TikTok's second home, docs/architecture.md); each entry is one strongly
 * connected set of modules, exactly. A cycle not listed fails, and so does an entry that no longer matches, so the list
 * only shrinks.
 */
const KNOWN_MODULE_CYCLES = [['campaigns', 'creators', 'platforms', 'promotions', 'tiktok', 'users']];
const LAYER_OF = new Map(SERVER_LAYERS.flatMap((l, i) => l.modules.map((m) => [m, i])));

/** The server module a file belongs to (null outside apps/server/src, and for tests and test support). */
const serverModule = (file) => {
  const r = rel(file);
  if (/\.test\.ts$/.test(r)) return null;
  const m = r.match(/^apps\/server\/src\/(?:modules\/([^/]+)\/|([^/]+?)(?:\.ts$|\/))/);
  if (!m) return null;
  const name = m[1] ?? m[2];
  return name === 'test' ? null : name;
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
/** 'from to' -> the first import that makes the arrow */
const moduleEdges = new Map();
const modulesSeen = new Set();
for (const base of ['packages/shared/src', 'apps/web/src', 'apps/server/src']) {
  if (!fs.existsSync(path.join(root, base))) continue;
  for (const file of walk(path.join(root, base))) {
    const imports = [];
    graph.set(file, imports);
    const fromModule = serverModule(file);
    if (fromModule) modulesSeen.add(fromModule);
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
      const toModule = resolved ? serverModule(resolved) : null;
      if (fromModule && toModule && fromModule !== toModule && !typeOnly) {
        const key = `${fromModule} ${toModule}`;
        if (!moduleEdges.has(key)) moduleEdges.set(key, `${rel(file)} imports '${spec}'`);
        const a = LAYER_OF.get(fromModule);
        const b = LAYER_OF.get(toModule);
        if (a !== undefined && b !== undefined && a < b) {
          say(
            `a lower layer never imports a higher one (${fromModule} is ${SERVER_LAYERS[a].layer}, ${toModule} is ` +
              `${SERVER_LAYERS[b].layer}: move the shared piece down, or queue a job by name; docs/architecture.md)`,
          );
        }
      }
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

for (const m of [...modulesSeen].sort()) {
  if (!LAYER_OF.has(m))
    problems.push(`server module '${m}' is in no layer: add it to SERVER_LAYERS (and docs/architecture.md)`);
}
const moduleGraph = new Map([...modulesSeen].map((m) => [m, []]));
for (const key of moduleEdges.keys()) {
  const [a, b] = key.split(' ');
  moduleGraph.get(a)?.push(b);
}
const known = new Set(KNOWN_MODULE_CYCLES.map((c) => [...c].sort().join(' ')));
const seenCycles = new Set();
for (const cycle of cycles(moduleGraph)) {
  const id = [...cycle].sort().join(' ');
  seenCycles.add(id);
  if (known.has(id)) continue;
  const arrows = cycle
    .flatMap((a) =>
      cycle.filter((b) => moduleEdges.has(`${a} ${b}`)).map((b) => `  ${a} -> ${b}: ${moduleEdges.get(`${a} ${b}`)}`),
    )
    .join('\n');
  problems.push(
    `module cycle: ${cycle.join(', ')} import each other (no cycle between modules: move the shared piece into a lower module, or queue a job by name; docs/architecture.md)\n${arrows}`,
  );
}
for (const id of known) {
  if (!seenCycles.has(id) && id.split(' ').every((m) => modulesSeen.has(m)))
    problems.push(`KNOWN_MODULE_CYCLES lists '${id}', which is no longer a cycle as listed: update the list`);
}

/** The layers and the arrows between modules, as a Mermaid flowchart (docs/architecture.md holds it, its test compares). */
function mermaid() {
  const lines = ['```mermaid', 'flowchart BT'];
  for (const [i, l] of SERVER_LAYERS.entries()) {
    const here = l.modules.filter((m) => modulesSeen.has(m));
    lines.push(`  subgraph L${i}[${i} ${l.layer}]`, ...here.map((m) => `    ${m.replace(/-/g, '_')}[${m}]`), '  end');
  }
  // every module may read the kernel, and the edge composes everything: those arrows are left out of the picture
  const edge = SERVER_LAYERS.length - 1;
  for (const key of [...moduleEdges.keys()].sort()) {
    const [a, b] = key.split(' ');
    if (LAYER_OF.get(a) === edge || LAYER_OF.get(b) === 0) continue;
    lines.push(`  ${a.replace(/-/g, '_')} --> ${b.replace(/-/g, '_')}`);
  }
  lines.push('```');
  return lines.join('\n');
}
if (process.argv.includes('--graph')) {
  console.log(mermaid());
  process.exit(0);
}

if (problems.length > 0) {
  console.error(`Import boundaries: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Import boundaries: ok');

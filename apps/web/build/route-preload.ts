// Vite plugin: one copy of index.html per first screen (dist/routes/*.html) that also preloads the screen's lazy
// chunks and their imports, so a first visit fetches them beside the main chunk instead of after it. The server
// picks the copy by path from dist/routes/routes.json and falls back to index.html (docs/performance.md).
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Screen path (":name" matches one segment) → the route modules it loads, relative to the web app's root. */
export type RoutePreloads = Record<string, string[]>;

type Chunk = { fileName: string; imports: string[]; facadeModuleId?: string | null; isEntry: boolean };

export function routePreload(routes: RoutePreloads): Plugin {
  let root = '';
  let outDir = '';
  let base = '/';
  const preloads = new Map<string, string[]>();
  return {
    name: 'hookline-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((b) => b.type === 'chunk') as unknown as Chunk[];
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId as string, c]));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      // what index.html already loads: the entry chunk and everything it imports
      const loaded = new Set<string>();
      const walk = (file: string, into: Set<string>) => {
        if (into.has(file) || loaded.has(file)) return;
        into.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) walk(dep, into);
      };
      for (const entry of chunks.filter((c) => c.isEntry)) walk(entry.fileName, loaded);
      for (const [route, modules] of Object.entries(routes)) {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = byModule.get(path.resolve(root, module));
          if (!chunk) this.error(`route-preload: no chunk for ${module} (is it still imported lazily?)`);
          walk(chunk.fileName, files);
        }
        preloads.set(route, [...files]);
      }
    },
    closeBundle() {
      const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      fs.mkdirSync(path.join(outDir, 'routes'), { recursive: true });
      const table: { path: string; file: string }[] = [];
      for (const [route, files] of preloads) {
        const name = route === '/' ? 'index' : route.slice(1).replace(/[/:]/g, '-');
        const links = files.map((f) => `    <link rel="modulepreload" crossorigin href="${base}${f}">`).join('\n');
        fs.writeFileSync(
          path.join(outDir, 'routes', `${name}.html`),
          html.replace(/\n\s*<\/head>/, `\n${links}\n  </head>`),
        );
        table.push({ path: route, file: `routes/${name}.html` });
      }
      fs.writeFileSync(path.join(outDir, 'routes', 'routes.json'), `${JSON.stringify(table, null, 2)}\n`);
    },
  };
}

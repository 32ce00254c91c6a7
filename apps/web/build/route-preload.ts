// Vite plugin: one copy of index.html per first screen (dist/routes/*.html) that also preloads the screen's lazy
// chunks and their imports, so a first visit fetches them beside the main chunk instead of after it. The server
// picks the copy by path from dist/routes/routes.json and falls back to index.html (docs/performance.md).
// Screens listed in `prerender` also get their markup rendered at build time (src/prerender.tsx) inside #root, so
// they paint before any script ran: the signed-out forms whole, a signed-in area's first screens as their loading
// state (`as` the area's user type).
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { criticalCss } from './critical-css.ts';
import { languages } from './languages.ts';

/** Screen path (":name" matches one segment) → the route modules it loads, relative to the web app's root. */
export type RoutePreloads = Record<string, string[]>;

type Chunk = {
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  facadeModuleId?: string | null;
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
};

/** A screen whose markup the build renders: its route, the path rendered (the route with its parameters filled) and
 * the user type it is rendered for (none: signed out). */
export type PrerenderPage = { route: string; path?: string; as?: string };

/** The languages other than English a signed-out page is also rendered in (packages/shared/src/languages.ts). */
const OTHER_LOCALES = ['de', 'es', 'pt-BR'] as const;
const localeKey = (route: string, locale: string) => `${route} ${locale}`;

/** Renders each page with the module's `prerender(path, as)` in a throwaway Vite server (SSR, no browser). */
async function renderMarkup(root: string, entry: string, pages: PrerenderPage[]) {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [react(), languages()],
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  try {
    const mod = (await server.ssrLoadModule(entry)) as {
      prerender: (path: string, as?: string, locale?: string) => Promise<string>;
    };
    const markup = new Map<string, string>();
    for (const p of pages) {
      markup.set(p.route, await mod.prerender(p.path ?? p.route, p.as));
      // a signed-out page in every language: no English before the visitor's language (a signed-in page's markup is
      // its loading state, the same in every language)
      if (!p.as)
        for (const locale of OTHER_LOCALES)
          markup.set(localeKey(p.route, locale), await mod.prerender(p.path ?? p.route, p.as, locale));
    }
    return markup;
  } finally {
    await server.close();
  }
}

export type RoutePreloadOptions = {
  /** the application chunk the entry imports dynamically (src/main.tsx): preloaded by every page, index.html too */
  app?: string;
  /** the module with `prerender(path, as)` and the screens whose markup goes into their pages */
  prerender?: { entry: string; pages: PrerenderPage[] };
};

export function routePreload(routes: RoutePreloads, options: RoutePreloadOptions = {}): Plugin {
  const prerender = options.prerender ?? { entry: '', pages: [] };
  let appFiles: string[] = [];
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
      if (options.app) {
        const app = byModule.get(path.resolve(root, options.app));
        if (!app) this.error(`route-preload: no chunk for ${options.app} (is it still imported lazily?)`);
        const files = new Set<string>();
        walk(app.fileName, files);
        // and whatever else the entry imports on its way to it (src/main.tsx starts the application in steps; the
        // bundler may give a step a small chunk of its own, which would otherwise be a round trip after the entry ran)
        for (const entry of chunks.filter((c) => c.isEntry)) for (const d of entry.dynamicImports) walk(d, files);
        appFiles = [...files];
        for (const f of files) loaded.add(f);
      }
      for (const [route, modules] of Object.entries(routes)) {
        const files = new Set<string>();
        for (const module of modules) {
          // a file of the app, or a virtual module (a language's texts: build/languages.ts)
          const chunk = byModule.get(module.startsWith('virtual:') ? `\0${module}` : path.resolve(root, module));
          if (!chunk) this.error(`route-preload: no chunk for ${module} (is it still imported lazily?)`);
          walk(chunk.fileName, files);
        }
        // the stylesheets these chunks bring (all of Mantine's, src/lib/full-styles.ts) are fetched early too
        const css = [...files].flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
        preloads.set(route, [...files, ...new Set(css)]);
      }
    },
    closeBundle: {
      // the compression plugin after this one must see the pages with their markup
      sequential: true,
      async handler() {
        await writePages();
      },
    },
  };

  async function writePages() {
    const markup = prerender.pages.length
      ? await renderMarkup(root, prerender.entry, prerender.pages)
      : new Map<string, string>();
    const signedIn = new Set(prerender.pages.filter((p) => p.as).map((p) => p.route));
    const link = (f: string) =>
      f.endsWith('.css')
        ? `    <link rel="preload" as="style" crossorigin href="${base}${f}">`
        : `    <link rel="modulepreload" crossorigin href="${base}${f}">`;
    let html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    // the stylesheet first: it alone blocks the first paint, so it must not queue behind the scripts
    const stylesheet = html.match(/\n\s*<link rel="stylesheet"[^>]*>/)?.[0];
    if (stylesheet) html = html.replace(stylesheet, '').replace(/(\n\s*<title>.*<\/title>)/, `$1${stylesheet}`);
    if (appFiles.length) html = html.replace(/\n\s*<\/head>/, `\n${appFiles.map(link).join('\n')}\n  </head>`);
    fs.writeFileSync(path.join(outDir, 'index.html'), html);
    // The per-screen pages carry the first screens' stylesheet (10 KB compressed) inline instead of linking it: on a
    // slow phone network the link is a second round trip before the first paint, its bytes shared with the scripts
    // preloaded beside it. index.html (every other path, and later visits) keeps the cached link.
    const href = stylesheet?.match(/href="([^"]+)"/)?.[1];
    const css = href ? fs.readFileSync(path.join(outDir, href.slice(base.length)), 'utf8') : '';
    const pageHtml =
      stylesheet && css && !css.includes('</style')
        ? html.replace(stylesheet, () => `\n    <style>${css}</style>`)
        : html;
    fs.mkdirSync(path.join(outDir, 'routes'), { recursive: true });
    const htmlTag = html.match(/<html[^>]*>/)?.[0] ?? '';
    const table: { path: string; file: string; locale?: string }[] = [];
    for (const [route, files] of preloads) {
      const name = route === '/' ? 'index' : route.slice(1).replace(/[/:]/g, '-');
      const body = markup.get(route);
      // Until the application replaced it (src/boot.tsx), the markup only looks like the form: marked disabled for
      // assistive technology and for the journeys' browser, which waits before typing into it.
      const wrapped = `<div aria-disabled="true" style="display:contents">${body}</div>`;
      const links = files.map(link).join('\n');
      let page: string;
      if (body !== undefined && signedIn.has(route) && stylesheet && href) {
        // A signed-in screen's markup uses components beyond the first screens' stylesheet. Its page carries inline
        // only the rules of the entry's and the screen's stylesheets that can apply to that markup (7 KB compressed
        // instead of a blocking 30 KB file: build/critical-css.ts), so the first paint is already the finished
        // layout; the whole stylesheets are preloaded and applied before the application renders (src/main.tsx
        // for the entry's, the bundler's loader for the screen's).
        const screenCss = files
          .filter((f) => f.endsWith('.css'))
          .map((f) => fs.readFileSync(path.join(outDir, f), 'utf8'))
          .join('\n');
        const critical = criticalCss(`${css}\n${screenCss}`, wrapped, htmlTag);
        if (critical.includes('</style'))
          throw new Error(`route-preload: the critical styles of ${route} close their tag`);
        const deferred = `    <link rel="preload" as="style" crossorigin href="${href}" data-apply-before-start>`;
        page = html
          .replace(stylesheet, () => `\n    <style>${critical}</style>`)
          .replace(/\n\s*<\/head>/, `\n${deferred}\n${links}\n  </head>`);
        // The screen's scripts and whole stylesheets at low priority: the page paints its markup without them, and
        // its first API answers (started by the entry, at high priority) are what the screen waits for. Measured in
        // Lighthouse's mobile profile on a quiet machine (docs/performance.md, seventh round): the four signed-in
        // first screens 96, 97, 96, 93 at normal priority, 97, 99, 98, 98 at low.
        page = page.replace(/<link rel="(modulepreload|preload)"/g, '<link rel="$1" fetchpriority="low"');
      } else {
        page = pageHtml.replace(/\n\s*<\/head>/, `\n${links}\n  </head>`);
      }
      if (body !== undefined) page = page.replace('<div id="root"></div>', () => `<div id="root">${wrapped}</div>`);
      fs.writeFileSync(path.join(outDir, 'routes', `${name}.html`), page);
      table.push({ path: route, file: `routes/${name}.html` });
      for (const locale of OTHER_LOCALES) {
        const localized = markup.get(localeKey(route, locale));
        if (localized === undefined || body === undefined) continue;
        const file = `routes/${name}.${locale}.html`;
        const wrappedLocalized = `<div aria-disabled="true" style="display:contents">${localized}</div>`;
        const localizedPage = page
          .replace(wrapped, () => wrappedLocalized)
          .replace(/<html lang="en"/, `<html lang="${locale}"`);
        fs.writeFileSync(path.join(outDir, file), localizedPage);
        table.push({ path: route, file, locale });
      }
    }
    fs.writeFileSync(path.join(outDir, 'routes', 'routes.json'), `${JSON.stringify(table, null, 2)}\n`);
  }
}

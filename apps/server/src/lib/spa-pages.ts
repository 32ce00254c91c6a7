// The built web app as the server hands it out: which copy of index.html answers a browser's path (the per-screen
// copies also preload that screen's chunks, apps/web/build/route-preload.ts) and how long a browser may keep each
// file (docs/performance.md).
import fs from 'node:fs';
import path from 'node:path';

type Page = { segments: string[]; file: string; locale?: string };

/**
 * Returns the page file (relative to the build folder) for a request path and the visitor's language (the
 * signed-out forms are rendered once per language); index.html when no screen matches.
 */
export function loadSpaPages(webDist: string) {
  let pages: Page[] = [];
  try {
    const table = JSON.parse(fs.readFileSync(path.join(webDist, 'routes', 'routes.json'), 'utf8')) as {
      path: string;
      file: string;
      locale?: string;
    }[];
    pages = table.map((p) => ({ segments: p.path.split('/').filter(Boolean), file: p.file, locale: p.locale }));
  } catch {
    // a build without per-screen copies: index.html answers every path
  }
  return (url: string, locale = 'en') => {
    const segments = (url.split('?')[0] ?? '').split('/').filter(Boolean);
    const matching = pages.filter(
      (p) =>
        p.segments.length === segments.length && p.segments.every((s, i) => s.startsWith(':') || s === segments[i]),
    );
    const page = matching.find((p) => p.locale === locale) ?? matching.find((p) => !p.locale);
    return page?.file ?? 'index.html';
  };
}

/**
 * Hashed assets never change under their name: a year, immutable. The HTML pages (and the table of them) name the
 * current assets, so a browser revalidates them on every visit; anything else (the icon) an hour.
 */
export function cacheControlFor(webDist: string, file: string) {
  const name = path.relative(webDist, file).replace(/\.(br|gz)$/, '');
  if (name.startsWith(`assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (name.endsWith('.html') || name.endsWith('.json')) return 'no-cache';
  return 'public, max-age=3600';
}

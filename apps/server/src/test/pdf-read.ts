// Reads a PDF back as a reader sees it (pdfjs-dist): text items with their boxes, grouped into lines per page.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type Item = { page: number; str: string; x: number; y: number; w: number; h: number };

export async function readPdf(buf: Buffer | Uint8Array) {
  const doc = await getDocument({ data: new Uint8Array(buf), useSystemFonts: false, isEvalSupported: false }).promise;
  const items: Item[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    for (const it of content.items) {
      if (!('str' in it) || !it.str.trim()) continue;
      const [, , , d = 0, e = 0, f = 0] = it.transform as number[];
      items.push({ page: n, str: it.str, x: e, y: f, w: it.width, h: it.height || Math.abs(d) });
    }
  }
  // one line = the items of a page whose baselines lie within 2.5 pt (fonts of two scripts sit a little apart)
  const sorted = [...items].sort((a, b) => a.page - b.page || b.y - a.y);
  const groups: Item[][] = [];
  for (const i of sorted) {
    const last = groups.at(-1);
    const head = last?.[0];
    if (last && head && head.page === i.page && Math.abs(head.y - i.y) <= 2.5) last.push(i);
    else groups.push([i]);
  }
  const lines = groups.map((g) => ({
    page: g[0]?.page ?? 0,
    text: g
      .sort((a, b) => a.x - b.x)
      .map((i) => i.str)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  }));
  return { pages: doc.numPages, items, lines };
}

/** Pairs of text items whose boxes overlap on the same page (a tolerance of half a point for touching edges). */
export function overlaps(items: Item[]) {
  const found: [Item, Item][] = [];
  const byPage = new Map<number, Item[]>();
  for (const i of items) byPage.set(i.page, [...(byPage.get(i.page) ?? []), i]);
  for (const list of byPage.values()) {
    for (let a = 0; a < list.length; a++)
      for (let b = a + 1; b < list.length; b++) {
        const p = list[a] as Item;
        const q = list[b] as Item;
        const ox = Math.min(p.x + p.w, q.x + q.w) - Math.max(p.x, q.x);
        const oy = Math.min(p.y + p.h, q.y + q.h) - Math.max(p.y, q.y);
        if (ox > 0.5 && oy > 0.5) found.push([p, q]);
      }
  }
  return found;
}

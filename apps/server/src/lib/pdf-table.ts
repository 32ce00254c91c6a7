// The one PDF table engine of bills and campaign reports: wrapped cells, rows that never cross a page break,
// the header repeated on every page, totals on their own lines. Fonts are embedded (assets/fonts): DejaVu Sans
// for Latin, Greek, Cyrillic and Arabic, and a subset of Droid Sans Fallback (GB 2312, JIS X 0208 and KS X 1001
// characters) for Chinese, Japanese and Korean text, chosen per cell.
import path from 'node:path';
import PDFDocument from 'pdfkit';

// apps/server/assets/fonts, whether this runs from src/modules/reports (tsx, tests) or bundled into dist/
const FONTS = path.resolve(
  import.meta.dirname,
  path.basename(import.meta.dirname) === 'dist' ? '..' : '../..',
  'assets/fonts',
);
const CJK = /[\u3000-\u30ff\u3400-\u9fff\uac00-\ud7af\uff00-\uffef]/;

export type Doc = PDFKit.PDFDocument;

export const MARGIN = 40;
const PAD = 3;
const SIZE = 8;

export function createPdf(title: string): Doc {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: false, info: { Title: title } });
  doc.registerFont('body', path.join(FONTS, 'DejaVuSans.ttf'));
  doc.registerFont('bold', path.join(FONTS, 'DejaVuSans-Bold.ttf'));
  doc.registerFont('cjk', path.join(FONTS, 'DroidSansFallback-CJK-subset.ttf'));
  doc.font('body');
  return doc;
}

/** The embedded font that measures `text`: the CJK face (wider glyphs) when it holds Han, kana or Hangul. */
export const fontFor = (text: string, bold = false) => (CJK.test(text) ? 'cjk' : bold ? 'bold' : 'body');

const CJK_RUNS = /([\u3000-\u30ff\u3400-\u9fff\uac00-\ud7af\uff00-\uffef]+)/;

/**
 * Draws `text` at (x, y), switching font per run of script: a name such as "Анна 李" needs both faces, and PDFKit
 * keeps one wrapped paragraph across the font changes when each run is `continued`.
 */
export function write(doc: Doc, text: string, x: number, y: number, o: PDFKit.Mixins.TextOptions & { bold?: boolean }) {
  const runs = (text || ' ').split(CJK_RUNS).filter((r) => r !== '');
  runs.forEach((run, i) => {
    doc.font(CJK.test(run) ? 'cjk' : o.bold ? 'bold' : 'body');
    const opts = { ...o, continued: i < runs.length - 1 };
    if (i === 0) doc.text(run, x, y, opts);
    else doc.text(run, opts);
  });
}

/** A paragraph in the right font at the current position (headings, addresses, notes). */
export function para(doc: Doc, text: string, o: { size?: number; bold?: boolean; color?: string; gap?: number } = {}) {
  doc.fontSize(o.size ?? 10).fillColor(o.color ?? '#000');
  write(doc, text, MARGIN, doc.y, { width: contentWidth(doc), bold: o.bold });
  if (o.gap) doc.moveDown(o.gap);
  doc.fillColor('#000');
}

export const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;

/** One party of a document: its heading (Issuer, Customer...) and its lines (name, address, country, tax id). */
export type PartyBlock = { title: string; lines: string[] };

/** Two parties side by side (issuer left, recipient right) at the current position; continues below the longer. */
export function parties(doc: Doc, left: PartyBlock, right: PartyBlock) {
  const top = doc.y;
  const half = contentWidth(doc) / 2 - 10;
  const column = ({ title, lines }: PartyBlock, x: number) => {
    doc.y = top;
    doc.font('bold').fontSize(9).fillColor('#555').text(title, x, doc.y, { width: half });
    for (const l of lines) {
      doc.fontSize(10).fillColor('#000');
      write(doc, l, x, doc.y, { width: half });
    }
    return doc.y;
  };
  const leftEnd = column(left, MARGIN);
  const rightEnd = column(right, MARGIN + half + 20);
  doc.x = MARGIN;
  doc.y = Math.max(leftEnd, rightEnd) + 14;
}
const bottom = (doc: Doc) => doc.page.height - MARGIN;

export type Column = { header: string; weight: number; align?: 'left' | 'right' };

export type Table = {
  row(cells: string[], o?: { color?: string }): void;
  /** totals after the last row, each on its own line across the full width */
  totals(lines: string[]): void;
};

export function table(doc: Doc, columns: Column[]): Table {
  const total = columns.reduce((s, c) => s + c.weight, 0);
  const widths = columns.map((c) => (contentWidth(doc) * c.weight) / total);
  const cellHeight = (text: string, i: number, bold: boolean) => {
    doc.font(fontFor(text, bold)).fontSize(SIZE);
    return doc.heightOfString(text || ' ', { width: (widths[i] ?? 0) - 2 * PAD });
  };
  const rowHeight = (cells: string[], bold: boolean) =>
    Math.max(...cells.map((c, i) => cellHeight(c, i, bold))) + 2 * PAD;

  const draw = (cells: string[], bold: boolean, color = '#000') => {
    const h = rowHeight(cells, bold);
    const y = doc.y;
    if (bold) doc.rect(MARGIN, y, contentWidth(doc), h).fill('#efeafd');
    let x = MARGIN;
    cells.forEach((text, i) => {
      const w = widths[i] ?? 0;
      doc.fontSize(SIZE).fillColor(color);
      write(doc, text, x + PAD, y + PAD, { width: w - 2 * PAD, align: columns[i]?.align ?? 'left', bold });
      x += w;
    });
    doc
      .moveTo(MARGIN, y + h)
      .lineTo(MARGIN + contentWidth(doc), y + h)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke();
    doc.fillColor('#000');
    doc.x = MARGIN;
    doc.y = y + h;
  };
  const header = () =>
    draw(
      columns.map((c) => c.header),
      true,
    );
  const fits = (h: number) => doc.y + h <= bottom(doc);
  const newPage = () => {
    doc.addPage();
    doc.y = MARGIN;
  };

  if (
    !fits(
      rowHeight(
        columns.map((c) => c.header),
        true,
      ) * 2,
    )
  )
    newPage();
  header();
  return {
    row(cells, o = {}) {
      const h = rowHeight(cells, false);
      if (!fits(h)) {
        newPage();
        header();
      }
      draw(cells, false, o.color);
    },
    totals(lines) {
      doc.y += 8;
      for (const line of lines) {
        doc.font(fontFor(line, true)).fontSize(10);
        const h = doc.heightOfString(line, { width: contentWidth(doc) });
        if (!fits(h)) newPage();
        write(doc, line, MARGIN, doc.y, { width: contentWidth(doc), bold: true });
        doc.y += 3;
      }
      doc.x = MARGIN;
    },
  };
}

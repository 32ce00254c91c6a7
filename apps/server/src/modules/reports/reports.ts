// Campaign reports (CSV and PDF) streamed in pages of 1,000 promotions, so memory stays flat for any campaign size.
import { PassThrough, type Readable } from 'node:stream';
import type { MessageKey } from '@hookline/shared/catalogue';
import { centsToEur, formatEur } from '@hookline/shared/money';
import { PLATFORM_NAMES } from '@hookline/shared/platforms';
import { stringify } from 'csv-stringify';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns, creators, musicians, promotions, songs } from '../../db/schema';
import { notFound } from '../../errors';
import { createPdf, para, table } from '../../lib/pdf-table';
import { type Locale, textIn } from '../../texts';
import { musicianLocale } from '../musician-billing/documents';
import { campaignFiguresOf, campaignPlatformFigures } from '../musicians/figures';
import { csvTextCell } from './csv-cell';

const PAGE = 1_000;

export type ReportRow = {
  creator: string;
  platform: string;
  videoLink: string;
  uploadedAt: string;
  status: string;
  views: number;
  likes: number;
  comments: number;
  shares: number;
  earnedCents: number;
};

export async function reportCampaign(db: Db, campaignId: number) {
  const [row] = await db
    .select({ campaign: campaigns, song: songs })
    .from(campaigns)
    .innerJoin(songs, eq(songs.id, campaigns.songId))
    .where(and(eq(campaigns.id, campaignId), isNull(campaigns.deletedAt)));
  if (!row) throw notFound('campaignNotFound');
  return row;
}

/** Pages of promotions by id (keyset pagination: each page is an index range scan). */
export async function* promotionPages(db: Db, campaignId: number): AsyncGenerator<ReportRow[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ p: promotions, username: creators.tiktokUsername })
      .from(promotions)
      .innerJoin(creators, eq(creators.id, promotions.creatorId))
      .where(and(eq(promotions.campaignId, campaignId), gt(promotions.id, after)))
      .orderBy(asc(promotions.id))
      .limit(PAGE);
    if (rows.length === 0) return;
    after = rows[rows.length - 1]?.p.id ?? after;
    yield rows.map(({ p, username }) => ({
      creator: username ?? '',
      platform: PLATFORM_NAMES[p.platform],
      videoLink: p.videoLink ?? p.videoUrl ?? '',
      uploadedAt: p.videoUploadedAt?.toISOString() ?? '',
      status: p.status,
      // views = the latest views of an accepted video, as everywhere for musicians (musicians/figures.ts)
      views: ACCEPTED.has(p.status) ? (p.latestViews ?? 0) : 0,
      likes: p.latestLikes ?? 0,
      comments: p.latestComments ?? 0,
      shares: p.latestShares ?? 0,
      earnedCents: p.earnedCents ?? 0,
    }));
    if (rows.length < PAGE) return;
  }
}

const ACCEPTED = new Set(['reviewed', 'approved', 'succeeded']);

const HEADER: MessageKey[] = [
  'repCreator',
  'repPlatform',
  'repVideoLink',
  'repUploadTime',
  'repStatus',
  'repViews',
  'repLikes',
  'repComments',
  'repShares',
  'repEarnedEur',
];

/** The language of a campaign's musician (their `users.language`), English for a campaign without one. */
const reportLocale = async (db: Db, musicianId: number | null): Promise<Locale> =>
  musicianId ? musicianLocale(db, musicianId) : 'en';

export async function csvReport(db: Db, campaignId: number) {
  const { campaign, song } = await reportCampaign(db, campaignId);
  const text = textIn(await reportLocale(db, campaign.musicianId));
  const csv = stringify({ bom: true, cast: { string: csvTextCell } });
  const out = csv.pipe(new PassThrough());
  (async () => {
    csv.write([text('repCampaign'), `${song.artist} - ${song.title}`]);
    csv.write([text('repBudgetEur'), centsToEur(campaign.budgetCents).toFixed(2)]);
    csv.write([text('repBudgetLeftEur'), centsToEur(campaign.budgetLeftCents).toFixed(2)]);
    const f = await campaignFiguresOf(db, campaignId);
    csv.write([text('repSpentEur'), centsToEur(f.spentCents).toFixed(2)]);
    csv.write([text('repReservedEur'), centsToEur(f.reservedCents).toFixed(2)]);
    csv.write([text('repRefundedEur'), centsToEur(f.refundedCents).toFixed(2)]);
    csv.write([text('repViewsLatest'), f.views]);
    // views and spend per platform (musicians/figures.ts campaignPlatformFigures)
    for (const p of await campaignPlatformFigures(db, campaignId)) {
      const platform = PLATFORM_NAMES[p.platform];
      csv.write([text('repViewsOn', { platform }), p.views]);
      csv.write([text('repSpentEurOn', { platform }), centsToEur(p.spentCents).toFixed(2)]);
    }
    csv.write([]);
    csv.write(HEADER.map((key) => text(key)));
    for await (const page of promotionPages(db, campaignId)) {
      for (const r of page) {
        const ok = csv.write([
          r.creator,
          r.platform,
          r.videoLink,
          r.uploadedAt,
          r.status,
          r.views,
          r.likes,
          r.comments,
          r.shares,
          centsToEur(r.earnedCents).toFixed(2),
        ]);
        if (!ok) await new Promise((resolve) => csv.once('drain', resolve));
      }
    }
    csv.end();
  })().catch((err) => out.destroy(err));
  return { stream: out, fileName: `campaign-${campaignId}-report.csv` };
}

export async function pdfReport(db: Db, campaignId: number) {
  const { campaign, song } = await reportCampaign(db, campaignId);
  // formatEur takes `locale` once it formats by language (docs/decisions/0012-languages.md)
  const locale = await reportLocale(db, campaign.musicianId);
  const text = textIn(locale);
  const doc = createPdf(text('repPdfTitle', { title: song.title }));
  (async () => {
    para(doc, 'Hookline', { size: 20, bold: true, color: '#7048e8' });
    para(doc, text('repHeading', { artist: song.artist, title: song.title }), { size: 14, bold: true });
    para(
      doc,
      text('repDates', {
        start: campaign.startDate.toISOString().slice(0, 10),
        end: campaign.endDate.toISOString().slice(0, 10),
        status: campaign.status,
      }),
      { gap: 1 },
    );
    const t = table(doc, [
      { header: text('repCreator'), weight: 2.2 },
      { header: text('repPlatform'), weight: 1.5 },
      { header: text('repVideo'), weight: 3.6 },
      { header: text('repUploaded'), weight: 1.6 },
      { header: text('repStatus'), weight: 1.4 },
      { header: text('repViews'), weight: 1.3, align: 'right' },
      { header: text('repLikes'), weight: 1.1, align: 'right' },
      { header: text('repEarned'), weight: 1.4, align: 'right' },
    ]);
    let count = 0;
    for await (const page of promotionPages(db, campaignId)) {
      for (const r of page) {
        t.row([
          r.creator,
          r.platform,
          r.videoLink,
          r.uploadedAt.slice(0, 10),
          r.status,
          String(r.views),
          String(r.likes),
          formatEur(centsToEur(r.earnedCents)),
        ]);
        count++;
      }
    }
    // the totals are the musician's figures, the same on the card, the dashboard and the emails (musicians/figures.ts)
    const f = await campaignFiguresOf(db, campaignId);
    const perPlatform = await campaignPlatformFigures(db, campaignId);
    const eur = (cents: number) => formatEur(centsToEur(cents));
    t.totals([
      text('repTotals', { count, views: f.views, spent: eur(f.spentCents) }),
      ...perPlatform.map((p) =>
        text(p.videos === 1 ? 'repPlatformTotalsOne' : 'repPlatformTotalsOther', {
          platform: PLATFORM_NAMES[p.platform],
          count: p.videos,
          views: p.views,
          spent: eur(p.spentCents),
        }),
      ),
      text('repBudgetLine', {
        budget: eur(campaign.budgetCents),
        spent: eur(f.spentCents),
        reserved: eur(f.reservedCents),
        refunded: eur(f.refundedCents),
        left: eur(campaign.budgetLeftCents),
      }),
    ]);
    doc.end();
  })().catch((err) => doc.destroy(err));
  return { stream: doc as unknown as Readable, fileName: `campaign-${campaignId}-report.pdf` };
}

/**
 * A campaign's report in either format. With `musicianUserId` the campaign must belong to that musician: another
 * musician's campaign answers "not found", exactly like a campaign that does not exist.
 */
export async function campaignReport(
  db: Db,
  o: { campaignId: number; format: 'csv' | 'pdf'; musicianUserId?: number },
) {
  if (o.musicianUserId !== undefined) {
    const [own] = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .innerJoin(musicians, eq(musicians.id, campaigns.musicianId))
      .where(and(eq(campaigns.id, o.campaignId), eq(musicians.userId, o.musicianUserId)));
    if (!own) throw notFound('campaignNotFound');
  }
  return o.format === 'csv' ? csvReport(db, o.campaignId) : pdfReport(db, o.campaignId);
}

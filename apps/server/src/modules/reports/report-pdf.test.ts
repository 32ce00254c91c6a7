// The campaign report PDF read back as a reader sees it: every row, the header again on each page, totals on
// their own line, and no text drawn over other text however long a video link is.
import { describe, expect, it } from 'vitest';
import { createCampaign, succeededPromotion, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { overlaps, readPdf } from '../../test/pdf-read';

const h = useHarness();

const NAMES = ['анна_видео', '李小龍_fan', 'محمد_tiktok', 'zoë_müller'];

describe('campaign report PDF', () => {
  it('wraps long links, repeats the header on every page and prints the totals on their own line', async () => {
    const campaign = await createCampaign(h.db, { budgetCents: 1_000_000, title: 'Long Links' });
    const n = 70;
    for (let i = 0; i < n; i++) {
      const link = `https://www.tiktok.com/@${NAMES[i % 4]}/video/73000000000000${String(i).padStart(5, '0')}?${'utm_source=share&'.repeat(i % 5)}`;
      await succeededPromotion(h.db, {
        campaignId: campaign.id,
        tiktokUsername: `${NAMES[i % 4]}_${i}`,
        set: { earnedCents: 1_000 + i, viewsAfterThreeDays: 100 * i, latestViews: 100 * i, videoLink: link },
      });
    }
    const admin = await userWithToken(h.app, { isAdmin: true });
    const res = await h.app.inject({ url: `/api/admin/campaigns/${campaign.id}/report/pdf`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    if (process.env.PDF_OUT)
      (await import('node:fs')).writeFileSync(`${process.env.PDF_OUT}/report.pdf`, res.rawPayload);
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.pages).toBeGreaterThan(1);
    const header = 'Creator Platform Video Uploaded Status Views Likes Earned';
    for (let page = 1; page <= pdf.pages; page++)
      expect(pdf.lines.filter((l) => l.page === page).map((l) => l.text)).toContain(header);
    const text = pdf.lines.map((l) => l.text.normalize('NFKC'));
    for (let i = 0; i < n; i++) expect(text.some((t) => t.includes(`${i}`) && t.includes('succeeded'))).toBe(true);
    const earned = Array.from({ length: n }, (_, i) => 1_000 + i).reduce((s, c) => s + c, 0);
    const views = Array.from({ length: n }, (_, i) => 100 * i).reduce((s, c) => s + c, 0);
    expect(text).toContain(
      `Totals: ${n} videos · ${views} views · €${(earned / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })} spent`,
    );
    expect(overlaps(pdf.items)).toEqual([]);
  });
});

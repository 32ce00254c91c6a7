import { describe, expect, it } from 'vitest';
import { createCampaign, succeededPromotion, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { readPdf } from '../../test/pdf-read';

const h = useHarness();

/** Minimal CSV reader for the report (quoted fields, doubled quotes). */
function parseCsv(text: string) {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (ch !== '\r') field += ch;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

describe('campaign reports', () => {
  it('CSV has one row per promotion and totals equal to the database; PDF shows the totals', async () => {
    const campaign = await createCampaign(h.db, { budgetCents: 100_000, title: 'Report Song' });
    let earnedTotal = 0;
    for (let i = 0; i < 25; i++) {
      await succeededPromotion(h.db, {
        campaignId: campaign.id,
        tiktokUsername: `rep_${i}`,
        set: { earnedCents: 100 + i, viewsAfterThreeDays: 1000 * i, latestViews: 1000 * i },
      });
      earnedTotal += 100 + i;
    }
    const admin = await userWithToken(h.app, { isAdmin: true });
    const csv = await h.app.inject({ url: `/api/admin/campaigns/${campaign.id}/report/csv`, headers: admin.auth });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    const headerAt = rows.findIndex((r) => r[0] === 'Creator');
    const data = rows.slice(headerAt + 1).filter((r) => r.length > 1);
    expect(data).toHaveLength(25);
    const sum = data.reduce((s, r) => s + Math.round(Number(r[9]) * 100), 0);
    expect(sum).toBe(earnedTotal);
    expect(rows[headerAt]?.slice(0, 3)).toEqual(['Creator', 'Platform', 'Video link']);
    expect(new Set(data.map((r) => r[1]))).toEqual(new Set(['TikTok']));

    const pdf = await h.app.inject({ url: `/api/admin/campaigns/${campaign.id}/report/pdf`, headers: admin.auth });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await readPdf(pdf.rawPayload)).lines.map((l) => l.text).join('\n');
    expect(text).toContain('Report Song');
    expect(text).toContain(`Totals: 25 videos · ${(1000 * 24 * 25) / 2} views`);
  });

  it('names the platform of every video and gives views and spend per platform in the CSV and the PDF', async () => {
    const campaign = await createCampaign(h.db, { budgetCents: 100_000, title: 'Three Platforms' });
    const videos = [
      ['tiktok', 1_000, 150],
      ['instagram', 2_000, 250],
      ['youtube', 4_000, 400],
      ['youtube', 500, 50],
    ] as const;
    for (const [i, [platform, views, earned]] of videos.entries()) {
      const p = await succeededPromotion(h.db, {
        campaignId: campaign.id,
        tiktokUsername: `multi_${i}`,
        set: { earnedCents: earned, latestViews: views, platform, platformVideoId: `v${i}` },
      });
      expect(p.id).toBeGreaterThan(0);
    }
    const admin = await userWithToken(h.app, { isAdmin: true });
    const csv = await h.app.inject({ url: `/api/admin/campaigns/${campaign.id}/report/csv`, headers: admin.auth });
    const rows = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    const line = (label: string) => rows.find((r) => r[0] === label)?.[1];
    expect([line('Views on TikTok'), line('Views on Instagram'), line('Views on YouTube')]).toEqual([
      '1000',
      '2000',
      '4500',
    ]);
    expect([line('Spent EUR on TikTok'), line('Spent EUR on Instagram'), line('Spent EUR on YouTube')]).toEqual([
      '1.50',
      '2.50',
      '4.50',
    ]);
    const headerAt = rows.findIndex((r) => r[0] === 'Creator');
    expect(
      rows
        .slice(headerAt + 1)
        .filter((r) => r.length > 1)
        .map((r) => r[1]),
    ).toEqual(['TikTok', 'Instagram', 'YouTube', 'YouTube']);

    const pdf = await h.app.inject({ url: `/api/admin/campaigns/${campaign.id}/report/pdf`, headers: admin.auth });
    const text = (await readPdf(pdf.rawPayload)).lines.map((l) => l.text).join('\n');
    expect(text).toContain('TikTok: 1 video · 1000 views · €1.50 spent');
    expect(text).toContain('Instagram: 1 video · 2000 views · €2.50 spent');
    expect(text).toContain('YouTube: 2 videos · 4500 views · €4.50 spent');
  });

  it('lets only the campaign’s own musician download it', async () => {
    const owner = await userWithToken(h.app, { userType: 'musician' });
    const other = await userWithToken(h.app, { userType: 'musician' });
    const creator = await userWithToken(h.app);
    const campaign = await createCampaign(h.db, { musicianId: owner.musician?.id });
    const url = `/api/musician/campaigns/${campaign.id}/report/csv`;
    expect((await h.app.inject({ url, headers: owner.auth })).statusCode).toBe(200);
    expect((await h.app.inject({ url, headers: other.auth })).statusCode).toBe(404);
    expect((await h.app.inject({ url, headers: creator.auth })).statusCode).toBe(403);
    expect(
      (await h.app.inject({ url: `/api/admin/campaigns/${campaign.id}/report/csv`, headers: owner.auth })).statusCode,
    ).toBe(403);
    expect(
      (await h.app.inject({ url: `/api/musician/campaigns/${campaign.id}/report/xls`, headers: owner.auth }))
        .statusCode,
    ).toBe(400);
  });
});

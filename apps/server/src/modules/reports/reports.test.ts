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
    const sum = data.reduce((s, r) => s + Math.round(Number(r[8]) * 100), 0);
    expect(sum).toBe(earnedTotal);

    const pdf = await h.app.inject({ url: `/api/admin/campaigns/${campaign.id}/report/pdf`, headers: admin.auth });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await readPdf(pdf.rawPayload)).lines.map((l) => l.text).join('\n');
    expect(text).toContain('Report Song');
    expect(text).toContain(`Totals: 25 videos · ${(1000 * 24 * 25) / 2} views`);
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

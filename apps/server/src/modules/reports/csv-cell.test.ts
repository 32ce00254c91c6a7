// Formula injection in the CSV reports: hostile TikTok usernames and song titles come out as plain text.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { promotions } from '../../db/schema';
import { createCampaign, createPromotion, createUser, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { csvTextCell } from './csv-cell';

const h = useHarness();

const HOSTILE = [
  '=HYPERLINK("https://evil.example","x")',
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '+1+1',
  '-2+3',
  '\t=1+1',
  '\r=1+1',
];

describe('CSV cells', () => {
  it('prefixes a text cell that a spreadsheet would read as a formula, and leaves others alone', () => {
    for (const v of HOSTILE) expect(csvTextCell(v)).toBe(`'${v}`);
    for (const v of ['dancer_one', 'https://www.tiktok.com/@x/video/1', '12.50', 'a=b', '']) {
      expect(csvTextCell(v)).toBe(v);
    }
  });

  it('the admin and the musician CSV reports carry hostile usernames and titles as text', async () => {
    const owner = await userWithToken(h.app, { userType: 'musician' });
    const admin = await userWithToken(h.app, { isAdmin: true });
    const campaign = await createCampaign(h.db, { musicianId: owner.musician?.id, title: '=1+2' });
    for (const name of HOSTILE) {
      const { creator } = await createUser(h.db, { creator: { tiktokUsername: name } });
      const p = await createPromotion(h.db, {
        campaignId: campaign.id,
        creatorId: creator?.id ?? 0,
        status: 'succeeded',
      });
      await h.db.update(promotions).set({ earnedCents: 100 }).where(eq(promotions.id, p.id));
    }
    for (const [url, auth] of [
      [`/api/admin/campaigns/${campaign.id}/report/csv`, admin.auth],
      [`/api/musician/campaigns/${campaign.id}/report/csv`, owner.auth],
    ] as const) {
      const res = await h.app.inject({ url, headers: auth });
      expect(res.statusCode).toBe(200);
      const body = res.body.replace(/^\uFEFF/, '');
      // no cell (a line's start or after a comma, quoted or not) starts with a formula character
      for (const line of body.split('\n')) {
        for (const cell of line.split(',')) expect(cell.replace(/^"/, ''), line).not.toMatch(/^[=+\-@\t\r]/);
      }
      expect(body).toContain(`'=HYPERLINK(""https://evil.example"",""x"")`);
      expect(body).toContain("'@SUM(1+1)");
    }
  });
});

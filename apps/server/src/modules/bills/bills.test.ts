// Self-billing invoices end to end on the real database (PGlite, and PostgreSQL with DATABASE_URL): gapless
// numbers across a killed and retried run, bill content, payment settings, SEPA batches, history and DAC7.
import { BILL_MESSAGES, invoiceNumber } from '@hookline/shared/bills';
import { and, eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { bills, type creators } from '../../db/schema';
import { createCampaign, createPromotion, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { pain001Breaches } from '../../test/pain001';
import { overlaps, readPdf } from '../../test/pdf-read';
import { checkLedger } from '../ledger/invariants';
import { balance } from '../ledger/ledger';
import { approve, markFraud, settlePromotion } from '../promotions/engine';
import { generateBills } from './generate-bills';
import { payoutMessageId, sepaXml } from './payouts';

const h = useHarness();

const YEAR = new Date().getUTCFullYear() + 1;
/** billing runs in January of next year bill everything earned until then */
const JAN = new Date(Date.UTC(YEAR, 0, 2));

const SETTINGS = {
  legal_name: 'Анна Петрова 李小龍',
  address_street: 'Hauptstraße 5',
  address_postcode: '10115',
  address_city: 'Berlin',
  address_country: 'DE',
  tax_status: 'small_business',
  tax_id: '12/345/67890',
  tax_exemption_note: 'Kleinunternehmer: no VAT charged under § 19 UStG.',
  account_holder: 'Anna Petrova',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
};

async function creatorWithSettings(settings: object | null = SETTINGS) {
  const c = await userWithToken(h.app, { creator: { levelType: 'linear', per1kCents: 200, maxCents: 6_000 } });
  const id = c.creator?.id ?? 0;
  if (settings) {
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/creators/${id}/payment-settings`,
      headers: c.auth,
      payload: settings,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { ...c, id };
}

/** A settled video: approved, then its views at 72 h recorded. */
async function earn(creatorId: number, views: number, o: { title?: string; link?: string } = {}) {
  const campaign = await createCampaign(h.db, { budgetCents: 100_000, title: o.title });
  const p = await createPromotion(h.db, { campaignId: campaign.id, creatorId, videoUrl: o.link });
  await approve(h.db, {
    promotionId: p.id,
    uploadedAt: new Date(),
    stat: { views_count: 1, likes_count: 0, comments_count: 0, shares_count: 0 },
  });
  await settlePromotion(h.db, { promotionId: p.id, viewsAfterThreeDays: views, actor: 'admin' });
  return p;
}

const numbersOf = async (year: number) =>
  (await h.db.select({ n: bills.billNumber }).from(bills).where(eq(bills.billYear, year)))
    .map((r) => r.n)
    .sort((a, b) => a - b);

describe('bill numbers', () => {
  it('stay gapless and unique per year when a run is killed mid-way and re-run', async () => {
    const made = [];
    for (let i = 0; i < 5; i++) {
      const c = await creatorWithSettings();
      await earn(c.id, 1_000 * (i + 1));
      made.push(c);
    }
    let seen = 0;
    const killAtThird = () => {
      seen++;
      if (seen === 3) throw new Error('worker killed');
    };
    await expect(generateBills(h.ctx, { now: JAN, beforeCommit: killAtThird })).rejects.toThrow('worker killed');
    expect(await numbersOf(YEAR)).toEqual([1, 2]);
    await generateBills(h.ctx, { now: JAN });
    await generateBills(h.ctx, { now: JAN }); // a retried job finds everything billed
    expect(await numbersOf(YEAR)).toEqual([1, 2, 3, 4, 5]);
    for (const c of made) expect(await balance(h.db, { account: 'creator_earned', refId: c.id })).toBe(0);
    // a new year starts again at 1
    const later = await creatorWithSettings();
    await earn(later.id, 2_000);
    await generateBills(h.ctx, { now: new Date(Date.UTC(YEAR + 1, 0, 3)) });
    expect(await numbersOf(YEAR + 1)).toEqual([1]);
  });

  it('two runs at once still give each creator one bill and no number twice', async () => {
    const before = (await numbersOf(YEAR)).length;
    for (let i = 0; i < 3; i++) await earn((await creatorWithSettings()).id, 3_000);
    await Promise.all([generateBills(h.ctx, { now: JAN }), generateBills(h.ctx, { now: JAN })]);
    const numbers = await numbersOf(YEAR);
    expect(numbers).toEqual(Array.from({ length: before + 3 }, (_, i) => i + 1));
  });
});

describe('a bill', () => {
  it('carries issuer, recipient, period, one line per video, reversals, total and the masked account', async () => {
    const c = await creatorWithSettings();
    const link = `https://www.tiktok.com/@creator/video/7300000000000000777?${'long_parameter=value&'.repeat(6)}`;
    const p1 = await earn(c.id, 12_345, { title: 'Первая песня', link });
    await earn(c.id, 40_000, { title: '夜に駆ける' });
    await generateBills(h.ctx, { now: JAN });
    // fraud after billing: a negative line with its reason on the next bill, netted against a new earning
    await markFraud(h.db, { promotionId: p1.id });
    await earn(c.id, 50_000, { title: 'أغنية' });
    await generateBills(h.ctx, { now: new Date(Date.UTC(YEAR, 1, 2)) });

    const list = await h.app.inject({ url: `/api/creators/${c.id}/bills`, headers: c.auth });
    const [second, first] = list.json().data.items;
    expect(first.number).toBe(invoiceNumber(YEAR, first.bill_number));
    expect(first.period_first_day).toBe(`${YEAR - 1}-12-01`);
    expect(first.period_last_day).toBe(`${YEAR - 1}-12-31`);
    expect(second.period_first_day).toBe(`${YEAR}-01-01`);
    expect(second.period_last_day).toBe(`${YEAR}-01-31`);

    const detail = (await h.app.inject({ url: `/api/creators/${c.id}/bills/${first.id}`, headers: c.auth })).json()
      .data;
    expect(detail.issuer).toEqual({
      name: SETTINGS.legal_name,
      address: ['Hauptstraße 5', '10115 Berlin'],
      country: 'DE',
      tax_line: `${SETTINGS.tax_exemption_note} · Tax number: 12/345/67890`,
    });
    expect(detail.recipient).toEqual({
      name: 'Hookline Demo GmbH',
      address: ['Musterstraße 1, 10115 Berlin'],
      country: 'DE',
      tax_line: 'VAT ID: DE000000000',
    });
    expect(detail.payout_account).toBe('Anna Petrova · IBAN •••• •••• •••• •••• ••30 00 · BIC COBADEFFXXX');
    expect(detail.lines).toEqual([
      expect.objectContaining({
        kind: 'earning',
        song: 'Test Artist - Первая песня',
        video_link: link,
        views_72h: 12_345,
        rate: '€2.00 / 1,000 views, max €60.00',
        amount_eur: 24.69,
      }),
      expect.objectContaining({ kind: 'earning', song: 'Test Artist - 夜に駆ける', views_72h: 40_000, amount_eur: 60 }),
    ]);
    expect(detail.amount_eur).toBe(84.69);

    const next = (await h.app.inject({ url: `/api/creators/${c.id}/bills/${second.id}`, headers: c.auth })).json().data;
    expect(next.lines).toEqual([
      expect.objectContaining({ kind: 'reversal', amount_eur: -24.69, reason: expect.stringContaining('fraud') }),
      expect.objectContaining({ kind: 'earning', song: 'Test Artist - أغنية', amount_eur: 60 }),
    ]);
    expect(next.amount_eur).toBe(35.31);

    // the history reads one line per video with its state; the reversal carries its reason
    const reservedCampaign = await createCampaign(h.db, { title: 'Noch offen' });
    const reservedVideo = await createPromotion(h.db, { campaignId: reservedCampaign.id, creatorId: c.id });
    await approve(h.db, {
      promotionId: reservedVideo.id,
      uploadedAt: new Date(),
      stat: { views_count: 1, likes_count: 0, comments_count: 0, shares_count: 0 },
    });
    const history = (await h.app.inject({ url: `/api/creators/${c.id}/transactions`, headers: c.auth })).json().data;
    type Line = { kind: string; state: string; song: string; reason: string | null; amount_eur: number };
    expect(history.items.map((i: Line) => [i.kind, i.state, i.song, i.amount_eur])).toEqual([
      ['earning', 'reserved', 'Test Artist - Noch offen', 60],
      ['earning', 'billed', 'Test Artist - أغنية', 60],
      ['reversal', 'billed', 'Test Artist - Первая песня', -24.69],
      ['earning', 'billed', 'Test Artist - 夜に駆ける', 60],
      ['earning', 'billed', 'Test Artist - Первая песня', 24.69],
    ]);
    expect(history.items[2].reason).toContain('fraud');

    // another creator cannot read it
    const other = await creatorWithSettings(null);
    const denied = await h.app.inject({ url: `/api/creators/${c.id}/bills/${first.id}`, headers: other.auth });
    expect(denied.statusCode).toBe(404);

    // the PDF says the same, line by line, and no two text items overlap
    const pdf = await h.app.inject({ url: `/api/creators/${c.id}/bills/${second.id}/pdf`, headers: c.auth });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const read = await readPdf(pdf.rawPayload);
    if (process.env.PDF_OUT) (await import('node:fs')).writeFileSync(`${process.env.PDF_OUT}/bill.pdf`, pdf.rawPayload);
    if (process.env.PDF_OUT) console.log(read.lines.map((l) => l.text).join('\n'));
    const text = read.lines.map((l) => l.text);
    expect(text).toContain(`Self-billing invoice ${second.number}`);
    expect(text).toContain(`Period: ${YEAR}-01-01 to ${YEAR}-01-31`);
    expect(text.some((t) => t.includes(SETTINGS.legal_name))).toBe(true);
    expect(text.some((t) => t.includes('VAT ID: DE000000000'))).toBe(true);
    // Arabic comes back as shaped presentation forms: compare their compatibility decomposition
    expect(text.some((t) => t.normalize('NFKC').includes('أغنية'))).toBe(true);
    expect(text.some((t) => t.includes('-€24.69') && t.includes('Reversal'))).toBe(true);
    expect(text).toContain('Total: €35.31');
    expect(text.some((t) => t.includes('IBAN •••• •••• •••• •••• ••30 00'))).toBe(true);
    expect(overlaps(read.items)).toEqual([]);
  });
});

describe('payment settings', () => {
  it('say what is missing until complete, refuse a bad IBAN or BIC, and make the creator payable', async () => {
    const c = await creatorWithSettings(null);
    const url = `/api/creators/${c.id}/payment-settings`;
    const empty = (await h.app.inject({ url, headers: c.auth })).json().data;
    expect(empty.is_payable).toBe(false);
    expect(empty.missing).toEqual(['legal name', 'address', 'country', 'tax status', 'account holder', 'IBAN']);
    const badIban = await h.app.inject({
      method: 'PUT',
      url,
      headers: c.auth,
      payload: { ...SETTINGS, iban: 'DE89 3704 0044 0532 0130 01' },
    });
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json().message).toContain(BILL_MESSAGES.ibanInvalid);
    const badBic = await h.app.inject({ method: 'PUT', url, headers: c.auth, payload: { ...SETTINGS, bic: 'NOPE' } });
    expect(badBic.statusCode).toBe(400);
    const noVat = await h.app.inject({
      method: 'PUT',
      url,
      headers: c.auth,
      payload: { ...SETTINGS, tax_status: 'vat_registered', tax_id: '' },
    });
    expect(noVat.statusCode).toBe(400);
    expect(noVat.json().message).toContain('VAT number');
    expect((await h.app.inject({ url, headers: c.auth })).json().data.is_payable).toBe(false);
    const ok = await h.app.inject({ method: 'PUT', url, headers: c.auth, payload: SETTINGS });
    expect(ok.json().data.is_payable).toBe(true);
    const full = (await h.app.inject({ url, headers: c.auth })).json().data;
    expect(full).toMatchObject({ is_payable: true, missing: [], iban: 'DE89370400440532013000' });
  });
});

/** A CdtTrfTxInf element as fast-xml-parser reads it. */
type Tx = {
  PmtId: { EndToEndId: string };
  Amt: { InstdAmt: string | { '#text': string } };
  Cdtr: { Nm: string };
  CdtrAcct: { Id: { IBAN: string } };
  CdtrAgt?: { FinInstnId?: { BICFI?: string } };
  RmtInf: { Ustrd: string };
};

describe('SEPA payout batch', () => {
  it('pays selected open bills by one pain.001.001.09 file, then by the bank CSV, posting the payments', async () => {
    const admin = await userWithToken(h.app, { isAdmin: true });
    const a = await creatorWithSettings({
      ...SETTINGS,
      account_holder: 'Zoë Müller-Łukasiewicz',
      iban: 'FR1420041010050500013M02606',
      bic: '',
    });
    const b = await creatorWithSettings({ ...SETTINGS, iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' });
    const unpaid = await creatorWithSettings(null);
    for (const c of [a, b, unpaid]) await earn(c.id, 13_337);
    await earn(b.id, 777);
    await generateBills(h.ctx, { now: new Date(Date.UTC(YEAR, 2, 2)) });
    const mine = await h.db
      .select()
      .from(bills)
      .where(and(eq(bills.status, 'open')));
    const billOf = (id: number) => mine.find((x) => x.creatorId === id) as (typeof mine)[number];

    // a creator without complete payment settings cannot be paid
    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/admin/payout-batches',
      headers: admin.auth,
      payload: { bill_ids: [billOf(a.id).id, billOf(unpaid.id).id] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(BILL_MESSAGES.notPayable);

    const made = await h.app.inject({
      method: 'POST',
      url: '/api/admin/payout-batches',
      headers: admin.auth,
      payload: { bill_ids: [billOf(a.id).id, billOf(b.id).id] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const batch = made.json().data;
    const xml = await h.app.inject({ url: `/api/admin/payout-batches/${batch.id}/sepa`, headers: admin.auth });
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(pain001Breaches(xml.body)).toEqual([]);
    const doc = new XMLParser({ parseTagValue: false }).parse(xml.body).Document;
    expect(new XMLParser({ ignoreAttributes: false }).parse(xml.body).Document['@_xmlns']).toBe(
      'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09',
    );
    const root = doc.CstmrCdtTrfInitn;
    const expected = [billOf(a.id), billOf(b.id)];
    const sum = expected.reduce((s, x) => s + x.amountCents, 0);
    expect(root.GrpHdr.MsgId).toBe(batch.message_id);
    expect(root.GrpHdr.NbOfTxs).toBe('2');
    expect(root.GrpHdr.CtrlSum).toBe((sum / 100).toFixed(2));
    expect(root.GrpHdr.InitgPty.Nm).toBe('Hookline Demo GmbH');
    const info = root.PmtInf;
    expect(info.PmtMtd).toBe('TRF');
    expect(info.NbOfTxs).toBe('2');
    expect(info.CtrlSum).toBe((sum / 100).toFixed(2));
    expect(info.Dbtr.Nm).toBe('Hookline Demo GmbH');
    expect(info.DbtrAcct.Id.IBAN).toBe('DE89370400440532013000');
    expect(info.DbtrAgt.FinInstnId.BICFI).toBe('COBADEFFXXX');
    const txs = [info.CdtTrfTxInf].flat();
    expect(
      txs.map((t: Tx) => ({
        e2e: t.PmtId.EndToEndId,
        amount: typeof t.Amt.InstdAmt === 'string' ? t.Amt.InstdAmt : t.Amt.InstdAmt['#text'],
        name: t.Cdtr.Nm,
        iban: t.CdtrAcct.Id.IBAN,
        bic: t.CdtrAgt?.FinInstnId?.BICFI,
        ref: t.RmtInf.Ustrd,
      })),
    ).toEqual(
      expected.map((x, i) => ({
        e2e: invoiceNumber(x.billYear, x.billNumber),
        amount: (x.amountCents / 100).toFixed(2),
        name: i === 0 ? 'Zoe Mueller-Lukasiewicz' : 'Anna Petrova',
        iban: i === 0 ? 'FR1420041010050500013M02606' : 'NL91ABNA0417164300',
        bic: i === 0 ? undefined : 'ABNANL2A',
        ref: `Hookline self-billing invoice ${invoiceNumber(x.billYear, x.billNumber)}`,
      })),
    );
    const statusOf = async (id: number) => (await h.db.select().from(bills).where(eq(bills.id, id)))[0]?.status;
    expect(await statusOf(billOf(a.id).id)).toBe('processing');
    // a processing bill cannot go into a second batch
    const again = await h.app.inject({
      method: 'POST',
      url: '/api/admin/payout-batches',
      headers: admin.auth,
      payload: { bill_ids: [billOf(a.id).id] },
    });
    expect(again.statusCode).toBe(409);
    // nor be marked paid by hand: it is settled through its batch, whose bank file then still matches it
    const byHand = await h.app.inject({
      method: 'POST',
      url: `/api/admin/bills/${billOf(b.id).id}/pay`,
      headers: admin.auth,
    });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().message).toBe(BILL_MESSAGES.inProcessingBatch);
    expect(await statusOf(billOf(b.id).id)).toBe('processing');
    expect(await balance(h.db, { account: 'creator_billed', refId: b.id })).toBe(billOf(b.id).amountCents);

    // the bank's CSV names one of the two payments: only that one is paid; an unknown id is refused whole
    const paidUrl = `/api/admin/payout-batches/${batch.id}/paid`;
    const wrong = await h.app.inject({
      method: 'POST',
      url: paidUrl,
      headers: admin.auth,
      payload: { bank_csv: `end_to_end_id;status;reason\n${YEAR}-99999;ACSC;\n` },
    });
    expect(wrong.statusCode).toBe(400);
    const aNumber = invoiceNumber(billOf(a.id).billYear, billOf(a.id).billNumber);
    const part = await h.app.inject({
      method: 'POST',
      url: paidUrl,
      headers: admin.auth,
      payload: { bank_csv: `end_to_end_id;status;reason\n${aNumber};ACSC;\n` },
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data.batch.status).toBe('processing');
    expect(await statusOf(billOf(a.id).id)).toBe('paid');
    expect(await statusOf(billOf(b.id).id)).toBe('processing');
    expect(await balance(h.db, { account: 'creator_billed', refId: a.id })).toBe(0);
    // the rest of the batch
    const rest = await h.app.inject({ method: 'POST', url: paidUrl, headers: admin.auth, payload: {} });
    expect(rest.json().data.batch.status).toBe('paid');
    expect(await statusOf(billOf(b.id).id)).toBe('paid');
    expect(await balance(h.db, { account: 'creator_billed', refId: b.id })).toBe(0);
    const twice = await h.app.inject({ method: 'POST', url: paidUrl, headers: admin.auth, payload: {} });
    expect(twice.statusCode).toBe(409);

    // the creator's history reads the videos as paid
    const history = (await h.app.inject({ url: `/api/creators/${b.id}/transactions`, headers: b.auth })).json().data;
    expect(history.items.map((i: { state: string; kind: string }) => [i.kind, i.state])).toEqual([
      ['earning', 'paid'],
      ['earning', 'paid'],
    ]);
    expect(history.items[0].song).toBe('Test Artist - Test Song');

    // DAC7: the paid creators of the year with their quarter totals and paid videos
    const dac7 = await h.app.inject({
      url: `/api/admin/reports/dac7?year=${new Date().getUTCFullYear()}`,
      headers: admin.auth,
    });
    expect(dac7.statusCode).toBe(200);
    const rows = dac7.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(rows[0]).toBe(
      'Creator ID,Name,Address,Country,Tax ID,Paid Q1 EUR,Paid Q2 EUR,Paid Q3 EUR,Paid Q4 EUR,Paid total EUR,Paid videos',
    );
    const rowB = rows.find((r) => r.startsWith(`${b.id},`)) ?? '';
    const q = Math.floor(new Date().getUTCMonth() / 3);
    const quarters = ['0.00', '0.00', '0.00', '0.00'];
    quarters[q] = (billOf(b.id).amountCents / 100).toFixed(2);
    expect(rowB).toBe(
      [
        b.id,
        SETTINGS.legal_name,
        '"Hauptstraße 5, 10115 Berlin"',
        'DE',
        '12/345/67890',
        ...quarters,
        quarters[q],
        2,
      ].join(','),
    );
    expect(rows.some((r) => r.startsWith(`${unpaid.id},`))).toBe(false);
    const creatorCannot = await h.app.inject({ url: '/api/admin/reports/dac7?year=2026', headers: b.auth });
    expect(creatorCannot.statusCode).toBe(403);
  });
});

describe('the SEPA file', () => {
  it('keeps every pain.001.001.09 rule it uses: id lengths, character set, decimals, count and control sum', async () => {
    const now = new Date();
    const long = 'Łukasz Ørsted-Đoković & 李小龍 «Ünïcödé» '.repeat(4);
    const rows = Array.from({ length: 120 }, (_, i) => ({
      bill: {
        id: i + 1,
        billYear: now.getUTCFullYear(),
        billNumber: 99_000 + i,
        amountCents: i === 0 ? 1 : 12_345_678 + i * 7,
      } as typeof bills.$inferSelect,
      creator: {
        payoutAccountHolder: i % 3 === 0 ? long : null,
        legalName: i % 3 === 1 ? `/${long}//` : '山田太郎',
        payoutIban: i % 2 ? 'DE89370400440532013000' : 'FR1420041010050500013M02606',
        payoutBic: i % 2 ? 'COBADEFFXXX' : null,
      } as typeof creators.$inferSelect,
    }));
    const xml = sepaXml(
      { ...h.ctx.config, platform: { ...h.ctx.config.platform, legalName: long } },
      payoutMessageId(now),
      now,
      rows,
    );
    expect(pain001Breaches(xml)).toEqual([]);
    // and the check itself catches a breach: an instruction id of 36 characters
    expect(pain001Breaches(xml.replace(/<InstrId>[^<]*</, `<InstrId>${'X'.repeat(36)}<`))).toEqual([
      expect.stringContaining('PmtInf/CdtTrfTxInf/PmtId/InstrId'),
    ]);
  });
});

/** A pain.002 status report naming each payment with its status and reason. */
const pain002 = (rows: [string, string, string?][]) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10"><CstmrPmtStsRpt>
<GrpHdr><MsgId>STS-1</MsgId><CreDtTm>2026-12-07T10:00:00</CreDtTm></GrpHdr>
<OrgnlGrpInfAndSts><OrgnlMsgId>X</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId></OrgnlGrpInfAndSts>
<OrgnlPmtInfAndSts><OrgnlPmtInfId>X-P1</OrgnlPmtInfId>${rows
  .map(
    ([id, sts, rsn]) =>
      `<TxInfAndSts><OrgnlEndToEndId>${id}</OrgnlEndToEndId><TxSts>${sts}</TxSts>${
        rsn ? `<StsRsnInf><Rsn><Cd>${rsn}</Cd></Rsn></StsRsnInf>` : ''
      }</TxInfAndSts>`,
  )
  .join('')}</OrgnlPmtInfAndSts></CstmrPmtStsRpt></Document>`;

/** A camt.054 notification: a booked debit, or a returned payment with its reason. */
const camt054 = (id: string, o: { returned?: string } = {}) =>
  `<?xml version="1.0"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><BkToCstmrDbtCdtNtfctn>
<GrpHdr><MsgId>N-1</MsgId><CreDtTm>2026-12-07T10:00:00</CreDtTm></GrpHdr>
<Ntfctn><Id>1</Ntfctn><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>
<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>${o.returned ? 'CRDT' : 'DBIT'}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
<NtryDtls><TxDtls><Refs><EndToEndId>${id}</EndToEndId></Refs>${
    o.returned ? `<RtrInf><Rsn><Cd>${o.returned}</Cd></Rsn></RtrInf>` : ''
  }</TxDtls></NtryDtls></Ntry></Ntfctn></BkToCstmrDbtCdtNtfctn></Document>`.replace('<Id>1</Ntfctn>', '<Id>1</Id>');

/** A pacs.004 payment return. */
const pacs004 = (id: string, reason: string) => `<?xml version="1.0"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pacs.004.001.09"><PmtRtr>
<GrpHdr><MsgId>R-1</MsgId><CreDtTm>2026-12-07T10:00:00</CreDtTm><NbOfTxs>1</NbOfTxs></GrpHdr>
<TxInf><OrgnlEndToEndId>${id}</OrgnlEndToEndId><RtrRsnInf><Rsn><Cd>${reason}</Cd></Rsn></RtrRsnInf></TxInf>
</PmtRtr></Document>`;

describe('SEPA countries', () => {
  it('refuse an IBAN outside SEPA, and let a creator outside SEPA save without one (not payable yet)', async () => {
    const c = await creatorWithSettings(null);
    const url = `/api/creators/${c.id}/payment-settings`;
    // ibantools finds this Brazilian IBAN valid; SEPA cannot reach it
    const br = await h.app.inject({
      method: 'PUT',
      url,
      headers: c.auth,
      payload: { ...SETTINGS, iban: 'BR18 0036 0305 0000 1000 9795 493C 1' },
    });
    expect(br.statusCode).toBe(400);
    expect(br.json().message).toContain(BILL_MESSAGES.ibanNotSepa);
    const us = await h.app.inject({
      method: 'PUT',
      url,
      headers: c.auth,
      payload: { ...SETTINGS, address_country: 'US', account_holder: '', iban: '', bic: '' },
    });
    expect(us.statusCode, us.body).toBe(200);
    const got = (await h.app.inject({ url, headers: c.auth })).json().data;
    expect(got).toMatchObject({ is_payable: false, payout_method: null, payout_methods: ['stripe'], iban: null });
    expect(got.missing).toEqual(['a payout method for your country']);
    const de = (await h.app.inject({ method: 'PUT', url, headers: c.auth, payload: SETTINGS })).json().settings;
    expect(de).toMatchObject({ is_payable: true, payout_method: 'sepa', payout_methods: ['sepa'] });
  });
});

describe('bank answers', () => {
  it('read pain.002, camt.054, pacs.004 and CSV as they are: paid, returned with its reason, once each', async () => {
    const admin = await userWithToken(h.app, { isAdmin: true });
    const cs = [];
    for (const name of ['山田太郎', 'Ann Rejected', 'Bo Late Return', 'Cy Csv'])
      cs.push(await creatorWithSettings({ ...SETTINGS, account_holder: name }));
    for (const c of cs) await earn(c.id, 13_337);
    await generateBills(h.ctx, { now: new Date(Date.UTC(YEAR, 3, 2)) });
    const mine = await h.db.select().from(bills).where(eq(bills.status, 'open'));
    const billOf = (id: number) => mine.find((x) => x.creatorId === id) as (typeof mine)[number];
    type BillRow = (typeof mine)[number];
    const [yamada, rejected, late, csvOne] = cs.map((c) => billOf(c.id)) as [BillRow, BillRow, BillRow, BillRow];
    const no = (b: BillRow) => invoiceNumber(b.billYear, b.billNumber);
    const made = await h.app.inject({
      method: 'POST',
      url: '/api/admin/payout-batches',
      headers: admin.auth,
      payload: { bill_ids: [yamada, rejected, late, csvOne].map((b) => b.id) },
    });
    expect(made.statusCode, made.body).toBe(201);
    const batch = made.json().data;
    const xml = (await h.app.inject({ url: `/api/admin/payout-batches/${batch.id}/sepa`, headers: admin.auth })).body;
    expect(pain001Breaches(xml)).toEqual([]);
    expect(xml).toContain('<Nm>Shan Tian Tai Lang</Nm>');
    expect(xml).toMatch(
      /<Dbtr><Nm>Hookline Demo GmbH<\/Nm><PstlAdr>.*<TwnNm>Berlin<\/TwnNm><Ctry>DE<\/Ctry><\/PstlAdr>/,
    );
    const url = `/api/admin/payout-batches/${batch.id}/paid`;
    const send = (file: string) =>
      h.app.inject({ method: 'POST', url, headers: admin.auth, payload: { bank_csv: file } });
    const statusOf = async (id: number) => (await h.db.select().from(bills).where(eq(bills.id, id)))[0];

    // an unreadable file and one naming a stranger write nothing
    expect((await send('<Document><Nothing/></Document>')).statusCode).toBe(400);
    expect(
      (
        await send(
          pain002([
            [no(yamada), 'ACSC'],
            [`${YEAR}-99999`, 'ACSC'],
          ]),
        )
      ).statusCode,
    ).toBe(400);
    expect((await statusOf(yamada.id))?.status).toBe('processing');

    // the old reading booked any number in the file as paid: a rejection is a return now
    const report = pain002([
      [no(yamada), 'ACSC'],
      [no(rejected), 'RJCT', 'AC04'],
      [no(late), 'ACCC'],
    ]);
    const first = await send(report);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.paid.map((b: { id: number }) => b.id)).toEqual([yamada.id, late.id]);
    expect(first.json().data.returned).toMatchObject([{ id: rejected.id, status: 'returned', return_reason: 'AC04' }]);
    expect(await balance(h.db, { account: 'creator_billed', refId: cs[1]?.id ?? 0 })).toBe(rejected.amountCents);
    // the same file again: nothing new
    const again = await send(report);
    expect(again.json()).toMatchObject({
      message: 'The bank file holds nothing new: every payment it names was already recorded.',
      data: { paid: [], returned: [] },
    });

    // a CSV with its status column
    const csv = await send(`end_to_end_id;status;reason\n${no(csvOne)};ACSC;\n`);
    expect(csv.json().data.paid).toHaveLength(1);
    expect(csv.json().data.batch.status).toBe('paid');

    // a paid bill returned later (camt.054, then pacs.004 of the same return): reversed once, money back
    const back = await send(camt054(no(late), { returned: 'MD07' }));
    expect(back.json().data.returned).toMatchObject([{ id: late.id, return_reason: 'MD07' }]);
    expect(await balance(h.db, { account: 'creator_billed', refId: cs[2]?.id ?? 0 })).toBe(late.amountCents);
    expect((await send(pacs004(no(late), 'MD07'))).json().data.returned).toEqual([]);
    // a paid status after the return is not taken: the money came back
    expect((await send(camt054(no(late)))).json().data.paid).toEqual([]);
    expect((await statusOf(late.id))?.status).toBe('returned');
    expect(await checkLedger(h.db)).toEqual([]);
    const mails = await h.ctx.mailer.list({ page: 1, perPage: 50 });
    expect(mails.items.filter((m) => m.subject === `Your payout for bill ${no(late)} came back`)).toHaveLength(1);

    // DAC7 counts the paid, not the returned
    const dac7 = (
      await h.app.inject({ url: `/api/admin/reports/dac7?year=${new Date().getUTCFullYear()}`, headers: admin.auth })
    ).body;
    expect(dac7).toContain(`\n${cs[0]?.id},`);
    expect(dac7).not.toContain(`\n${cs[2]?.id},`);

    // the returned bill goes into a later batch only once the account changed
    const retry = (ids: number[]) =>
      h.app.inject({
        method: 'POST',
        url: '/api/admin/payout-batches',
        headers: admin.auth,
        payload: { bill_ids: ids },
      });
    expect((await retry([late.id])).statusCode).toBe(400);
    await h.app.inject({
      method: 'PUT',
      url: `/api/creators/${cs[2]?.id}/payment-settings`,
      headers: cs[2]?.auth ?? {},
      payload: { ...SETTINGS, iban: 'NL91ABNA0417164300', bic: '' },
    });
    expect((await retry([late.id])).statusCode).toBe(201);

    // the ledger check catches a returned bill still booked as paid
    await h.db.update(bills).set({ status: 'paid' }).where(eq(bills.id, rejected.id));
    expect((await checkLedger(h.db)).map((d) => d.rule)).toContain('bill_payment');
    await h.db.update(bills).set({ status: 'returned' }).where(eq(bills.id, rejected.id));
  });
});

describe('one bank file uploaded twice at once', () => {
  it('pays each bill once (the batch row is locked for the whole answer)', async () => {
    const admin = await userWithToken(h.app, { isAdmin: true });
    const cs = [await creatorWithSettings(), await creatorWithSettings()];
    for (const c of cs) await earn(c.id, 13_337);
    await generateBills(h.ctx, { now: new Date(Date.UTC(YEAR, 4, 2)) });
    const mine = (await h.db.select().from(bills).where(eq(bills.status, 'open'))).filter((b) =>
      cs.some((c) => c.id === b.creatorId),
    );
    const made = await h.app.inject({
      method: 'POST',
      url: '/api/admin/payout-batches',
      headers: admin.auth,
      payload: { bill_ids: mine.map((b) => b.id) },
    });
    const url = `/api/admin/payout-batches/${made.json().data.id}/paid`;
    const file = pain002(mine.map((b) => [invoiceNumber(b.billYear, b.billNumber), 'ACSC']));
    const answers = await Promise.all(
      [1, 2].map(() => h.app.inject({ method: 'POST', url, headers: admin.auth, payload: { bank_csv: file } })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().data.paid.length).sort()).toEqual([0, mine.length]);
    for (const c of cs) expect(await balance(h.db, { account: 'creator_billed', refId: c.id })).toBe(0);
    expect(await checkLedger(h.db)).toEqual([]);
  });
});

// What the server writes for a person (emails, bills) goes through the catalogue in the recipient's language
// (users.language). Until the translations arrive every language reads English, so this file puts a pseudo-language
// in front of the catalogue (texts.ts catalogueReader): a text in any other language than English comes back as
// "[<tag>] <English>". A text that bypasses the catalogue shows without the mark.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills } from '../../db/schema';
import { COMPLETE_PAYMENT_SETTINGS, lastMailTo, settledVideo, userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { readPdf } from '../../test/pdf-read';
import { catalogueReader, legalLabel } from '../../texts';
import { generateBills } from '../bills/generate-bills';
import { sendNotification } from '../notifications/notify';
import type { Job } from '../queue/queue';
import { resetMail, verificationMail } from './templates';

// a pseudo-language in front of the catalogue, for this file only (test files share modules: put back afterwards)
const real = catalogueReader.messageText;
beforeAll(() => {
  catalogueReader.messageText = (key, params, locale = 'en') => {
    const english = real(key, params, 'en');
    return locale === 'en' ? english : `[${locale}] ${english}`;
  };
});
afterAll(() => {
  catalogueReader.messageText = real;
});

const h = useHarness();
const YEAR = new Date().getUTCFullYear() + 1;

describe('emails in the recipient language', () => {
  it('writes every sentence of a template through the catalogue in the locale it is given', () => {
    const url = 'https://hookline.test/login?verify=abc';
    const de = verificationMail('a@example.test', url, 'de');
    expect(de.subject).toBe('[de] Verify your email address');
    const lines = de.text.split('\n').filter((l) => l !== '' && l !== '— Hookline');
    // title, paragraph, the action: each written in German ("[de]"), none in English
    for (const line of lines) expect(line.startsWith('[de] ')).toBe(true);
    expect(de.html).toContain(`[de] If the button does not work, open this link: ${url}`);
    expect(de.html).toContain('[de] Hookline — music promotion on short-video networks');
    // English reads as before, character for character
    const en = verificationMail('a@example.test', url);
    expect(en.subject).toBe('Verify your email address');
    expect(en.text).toBe(
      `Welcome to Hookline\n\nPlease confirm your email address to finish creating your account.\n\nVerify email address: ${url}\n\n— Hookline`,
    );
    expect(resetMail('a@example.test', url, 'pt-BR').subject).toBe('[pt-BR] Reset your password');
  });

  it('reads users.language where the email is sent: the outbox holds the German one, footer included', async () => {
    const { user: de } = await userWithToken(h.app, { language: 'de' });
    const { user: en } = await userWithToken(h.app);
    for (const email of [de.email, en.email]) {
      const res = await h.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      expect(res.statusCode).toBe(200);
    }
    const german = await lastMailTo(h.db, de.email);
    expect(german?.subject).toBe('[de] Reset your password');
    expect(german?.text).toContain('[de] The link works once and expires in one hour.');
    expect(german?.text).toContain('[de] Questions? Write to');
    expect(german?.html).toContain('[de] Terms of service');
    const english = await lastMailTo(h.db, en.email);
    expect(english?.subject).toBe('Reset your password');
    expect(english?.text).toContain('\n\nQuestions? Write to ');
    // the outbox page lists it
    const mailbox = await h.app.inject({ url: '/dev/mailbox' });
    expect(mailbox.statusCode).toBe(200);
    expect(mailbox.body).toContain('[de] Reset your password');
  });
});

describe('legal wording', () => {
  it('reads once in English and "<translated> / <English>" in another language', () => {
    expect(legalLabel('docInvoice', 'en')).toBe('Invoice');
    expect(legalLabel('docInvoice', 'de')).toBe('[de] Invoice / Invoice');
    expect(legalLabel('docVatRate', 'es', { rate: 19 })).toBe('[es] VAT 19 % / VAT 19 %');
  });

  it("a creator's bill is written in their language, its legal labels with the English beside them", async () => {
    const c = await userWithToken(h.app, {
      language: 'de',
      creator: { levelType: 'linear', per1kCents: 200, maxCents: 6_000, ...COMPLETE_PAYMENT_SETTINGS },
    });
    const creatorId = c.creator?.id ?? 0;
    await settledVideo(h.db, { creatorId, views: 5_000 });
    await generateBills(h.ctx, { now: new Date(Date.UTC(YEAR, 0, 2)) });
    const [bill] = await h.db.select().from(bills).where(eq(bills.creatorId, creatorId));
    const res = await h.app.inject({ url: `/api/creators/${creatorId}/bills/${bill?.id}/pdf`, headers: c.auth });
    expect(res.statusCode).toBe(200);
    if (process.env.PDF_OUT)
      (await import('node:fs')).writeFileSync(`${process.env.PDF_OUT}/bill-de.pdf`, res.rawPayload);
    const text = (await readPdf(res.rawPayload)).lines.map((l) => l.text);
    expect(text.some((l) => l.startsWith('[de] Self-billing invoice / Self-billing invoice '))).toBe(true);
    expect(text.some((l) => l.startsWith('[de] Invoice date / Invoice date: '))).toBe(true);
    // the parties' tax lines were written in the creator's language when the bill was issued
    expect(text.join(' ')).toContain('[de] VAT ID / VAT ID: DE000000000');
    // a private person's tax status too (the creator gave no tax number)
    expect(text.join(' ')).toContain('[de] Private person, not VAT registered / Private person, not VAT');
    // and so was the rate of each video
    expect(text.join(' ')).toContain('[de] €2.00 / 1,000 views');
    // the longer headings wrap within their column
    expect(text.join(' ')).toContain('[de] Issuer (creator, supplier) / Issuer (creator,');
    expect(text.join(' ')).toContain('[de] Recipient (customer) / Recipient (customer)');
    expect(text.some((l) => l.startsWith('[de] Total / Total: '))).toBe(true);
    // the column headers are translated, not doubled
    expect(text.join('\n')).toContain('[de] Song');
    // and the email telling them of it
    const job = { payload: { event: 'bill-issued', bill_id: bill?.id }, singletonKey: `test:bill-issued:${bill?.id}` };
    expect(await sendNotification(h.ctx, job as unknown as Job)).toEqual({ sent: true });
    const mail = await lastMailTo(h.db, c.user.email);
    expect(mail?.subject).toMatch(/^\[de\] Your Hookline bill /);
    // the bill's period is worded in German as well ("1 Dec 2026 – 31 Dec 2026", the dash between them a text)
    expect(mail?.subject).toMatch(/ for \[de\] \d{1,2} \w{3} \d{4} – \d{1,2} \w{3} \d{4}$/);
    expect(mail?.text).toContain('[de] The bill is paid to the account in your payment settings.');
    expect(mail?.text).toContain('[de] See your bills: ');
  });
});

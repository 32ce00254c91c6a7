// A musician's payment is followed by its invoice by email, the PDF attached, in the musician's language
// (docs/decisions/0015-musician-sign-up.md): queued with the payment, sent once by the notify job, whatever the
// notification settings; the development mailbox shows the attachment and hands it out.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingDocuments, draftPayments, outbox, users } from '../../db/schema';
import { taskHandlers } from '../../modules/jobs/tasks';
import { NOTIFY_JOB } from '../../modules/queue/notification-job';
import { runOne } from '../../modules/queue/queue';
import { userWithToken } from '../../test/factories';
import { useHarness } from '../../test/harness';
import { checkout, newDraft, payOnPage } from '../../test/musician-payments';
import { readPdf } from '../../test/pdf-read';

const h = useHarness();

/** Runs the queued notification emails until none is left. */
async function sendQueuedMail() {
  const notify = taskHandlers(h.ctx)[NOTIFY_JOB];
  if (!notify) throw new Error('no notify handler');
  while (await runOne(h.db, { handlers: { [NOTIFY_JOB]: notify }, workerId: 'test-mail' }));
}

const mailsTo = (email: string) => h.db.select().from(outbox).where(eq(outbox.to, email));

async function paidByCard(language: 'de' | 'es', notifications = true) {
  const me = await userWithToken(h.app, { userType: 'musician', language, isNotificationEnabled: notifications });
  const put = await h.app.inject({
    method: 'PUT',
    url: '/api/musician/billing-details',
    headers: me.auth,
    payload: {
      legal_name: 'Nova Lune',
      street: 'Hauptstr. 1',
      postcode: '10115',
      city: 'Berlin',
      country: 'DE',
      is_business: false,
    },
  });
  expect(put.statusCode, put.body).toBe(200);
  const { id } = await newDraft(h, 300, me);
  const started = await checkout(h, me, id);
  expect(started.res.statusCode, started.res.body).toBe(200);
  expect((await payOnPage(h, started.pagePath, 'success')).statusCode).toBeLessThan(400);
  const [payment] = await h.db.select().from(draftPayments).where(eq(draftPayments.draftId, id));
  expect(payment?.status).toBe('paid');
  const [invoice] = await h.db
    .select()
    .from(billingDocuments)
    .where(eq(billingDocuments.paymentId, payment?.id ?? 0));
  if (!invoice) throw new Error('no invoice issued');
  return { me, invoice };
}

describe('the invoice email after a payment', () => {
  it("is sent once in the musician's language with the invoice PDF attached", async () => {
    const { me, invoice } = await paidByCard('de');
    expect(await mailsTo(me.user.email)).toHaveLength(0); // queued with the payment, sent by the worker
    await sendQueuedMail();
    await sendQueuedMail();
    const mails = await mailsTo(me.user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Deine Rechnung ${invoice.number}`);
    expect(mail?.text).toContain('Danke für deine Zahlung von');
    expect(mail?.text).toContain(`Deine Rechnung ${invoice.number} hängt dieser E-Mail als PDF an.`);
    expect(mail?.attachments).toHaveLength(1);
    const file = mail?.attachments?.[0];
    expect(file?.filename).toBe(`hookline-invoice-${invoice.number}.pdf`);
    expect(file?.content_type).toBe('application/pdf');
    const text = (await readPdf(Buffer.from(file?.content_base64 ?? '', 'base64'))).lines.map((l) => l.text).join('\n');
    expect(text).toContain('Rechnung');
    expect(text).toContain(invoice.number);
    expect(text).toContain('Nova Lune');

    // the development mailbox lists the attachment and hands the same file out
    const listed = await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(me.user.email)}` });
    expect(listed.statusCode).toBe(200);
    const [item] = listed.json().data.items;
    expect(item.attachments).toEqual([
      {
        filename: `hookline-invoice-${invoice.number}.pdf`,
        content_type: 'application/pdf',
        size: Buffer.from(file?.content_base64 ?? '', 'base64').length,
        url: `/api/dev/outbox/${mail?.id}/attachments/1`,
      },
    ]);
    const download = await h.app.inject({ url: item.attachments[0].url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(Buffer.from(file?.content_base64 ?? '', 'base64'))).toBe(true);
    expect((await h.app.inject({ url: `/api/dev/outbox/${mail?.id}/attachments/2` })).statusCode).toBe(404);
    const page = await h.app.inject({ url: '/dev/mailbox' });
    expect(page.body).toContain(`hookline-invoice-${invoice.number}.pdf`);
  });

  it('goes to a musician who turned notification emails off as well: an invoice is a record, not news', async () => {
    const { me, invoice } = await paidByCard('es', false);
    await sendQueuedMail();
    const [mail] = await mailsTo(me.user.email);
    expect(mail?.subject).toBe(`Tu factura ${invoice.number}`);
    expect(mail?.attachments?.[0]?.filename).toBe(`hookline-invoice-${invoice.number}.pdf`);
    const [u] = await h.db.select().from(users).where(eq(users.id, me.user.id));
    expect(u?.isNotificationEnabled).toBe(false);
  });
});

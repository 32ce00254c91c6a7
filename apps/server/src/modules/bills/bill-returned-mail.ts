// The creator's email when the bank sent a payout back: which bill, how much, the bank's reason in words, and where
// to fix the payment settings. Written in the creator's language, once per return (the outbox's dedupe key).
import { invoiceNumber, returnReasonText } from '@hookline/shared/bills';
import { centsToEur, formatEur } from '@hookline/shared/money';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type bills, creators, users } from '../../db/schema';
import { localeOf, textIn } from '../../texts';
import { genericMail } from '../mail/templates';

export async function mailBillReturned(
  ctx: Pick<AppContext, 'db' | 'config' | 'mailer'>,
  bill: typeof bills.$inferSelect,
) {
  const [u] = await ctx.db
    .select({ email: users.email, language: users.language })
    .from(creators)
    .innerJoin(users, eq(users.id, creators.userId))
    .where(eq(creators.id, bill.creatorId));
  if (!u) return false;
  const locale = localeOf(u.language);
  const t = textIn(locale);
  const number = invoiceNumber(bill.billYear, bill.billNumber);
  const reason = returnReasonText(t, bill.returnReason);
  const mail = genericMail(
    u.email,
    t('mailBillReturnedSubject', { number }),
    [
      t('mailBillReturnedBody', { amount: formatEur(centsToEur(bill.amountCents)), number, reason }),
      t('mailBillReturnedFix'),
    ],
    { label: t('mailBillReturnedAction'), url: `${ctx.config.appUrl}/app/account/payment-settings` },
    locale,
  );
  return ctx.mailer.send(mail, { dedupeKey: `bill-returned:${bill.id}:${bill.returnedAt?.toISOString() ?? ''}` });
}

// Notification emails (docs/engine.md "Background jobs"): queued in the same transaction as the event that causes
// them, sent by the worker, honouring is_notification_enabled and the musician's notification settings.
import { billDayLabel, billPeriodLabel, invoiceNumber } from '@hookline/shared/bills';
import { centsToEur, formatCount, formatEur } from '@hookline/shared/money';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import {
  billingDocuments,
  bills,
  campaigns,
  creators,
  draftPayments,
  musicians,
  promotions,
  songs,
  users,
} from '../../db/schema';
import { type Locale, localeOf, textIn } from '../../texts';
import { serializeBill } from '../bills/bill-view';
import { genericMail } from '../mail/templates';
import { documentPdf } from '../musician-billing/document-pdf';
import { paymentSubject } from '../musician-billing/documents';
import { campaignFigures, campaignFiguresOf } from '../musicians/figures';
import { appealContext, latestDecision } from '../promotions/decision-view';
import { notificationKey, queueNotification } from '../queue/notification-job';
import type { Job } from '../queue/queue';

export type NotificationEvent =
  | { event: 'video-published'; promotion_id: number }
  | { event: 'promotion-approved'; promotion_id: number }
  | { event: 'promotion-declined'; promotion_id: number }
  | { event: 'promotion-paid'; promotion_id: number }
  | { event: 'campaign-ended'; campaign_id: number }
  | { event: 'weekly-summary'; musician_id: number; week: string }
  | { event: 'bill-issued'; bill_id: number }
  | { event: 'promotion-fraud'; promotion_id: number }
  | { event: 'appeal-answered'; appeal_id: number }
  | { event: 'ledger-check-failed'; job_id: number; differences: number }
  /** a musician's payment became paid: its invoice, the PDF attached, in the musician's language */
  | { event: 'invoice-issued'; document_id: number }
  /** a dispute of a payment of its budget put a running campaign on hold: its musician and every admin are told */
  | { event: 'campaign-held'; campaign_id: number };

async function promotionContext(db: DbOrTx, promotionId: number) {
  const [row] = await db
    .select({ promotion: promotions, song: songs, creatorUser: users, musicianId: campaigns.musicianId })
    .from(promotions)
    .innerJoin(campaigns, eq(campaigns.id, promotions.campaignId))
    .innerJoin(songs, eq(songs.id, campaigns.songId))
    .innerJoin(creators, eq(creators.id, promotions.creatorId))
    .innerJoin(users, eq(users.id, creators.userId))
    .where(eq(promotions.id, promotionId));
  return row;
}

async function musicianUser(db: DbOrTx, musicianId: number | null) {
  if (!musicianId) return undefined;
  const [row] = await db
    .select({ user: users, musician: musicians })
    .from(musicians)
    .innerJoin(users, eq(users.id, musicians.userId))
    .where(and(eq(musicians.id, musicianId), isNull(users.deletedAt)));
  return row;
}

/** The job handler: decides whether the recipient wants this email, then sends it at most once. */
export async function sendNotification(ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>, job: Job) {
  const e = job.payload as NotificationEvent;
  const dedupeKey = job.singletonKey ?? notificationKey(e);
  const appUrl = ctx.config.appUrl;
  const send = async (
    u: typeof users.$inferSelect,
    subject: string,
    lines: string[],
    action?: { label: string; url: string },
  ) => {
    if (!u.isNotificationEnabled || u.deletedAt) return { sent: false, reason: 'notifications disabled' };
    const sent = await ctx.mailer.send(genericMail(u.email, subject, lines, action, localeOf(u.language)), {
      dedupeKey,
    });
    return { sent };
  };
  switch (e.event) {
    case 'video-published': {
      const p = await promotionContext(ctx.db, e.promotion_id);
      const m = await musicianUser(ctx.db, p?.musicianId ?? null);
      if (!p || !m) return { sent: false, reason: 'no musician' };
      if (!m.user.notifyNewVideo) return { sent: false, reason: 'musician turned this email off' };
      const text = textOf(m.user);
      return send(
        m.user,
        text('mailVideoPublishedSubject', { title: p.song.title }),
        [text('mailVideoPublishedBody', { artist: p.song.artist, title: p.song.title }), p.promotion.videoUrl ?? ''],
        {
          label: text('mailSeeCampaign'),
          url: `${appUrl}/app/musician-campaigns/${p.promotion.campaignId}`,
        },
      );
    }
    case 'promotion-approved':
    case 'promotion-declined':
    case 'promotion-paid': {
      const p = await promotionContext(ctx.db, e.promotion_id);
      if (!p) return { sent: false, reason: 'promotion gone' };
      const locale = localeOf(p.creatorUser.language);
      const t = textIn(locale);
      const title = p.song.title;
      const text = {
        'promotion-approved': [t('mailVideoApproved', { title }), t('mailVideoApprovedReserved')],
        'promotion-declined': [
          t('mailVideoDeclined', { title }),
          ...(await declineLines(ctx.db, p.promotion.id, locale)),
          t('mailContactSupport', { email: ctx.config.supportEmail }),
        ],
        'promotion-paid': [
          // formatEur takes the locale once it formats by language (docs/decisions/0012-languages.md)
          t('mailVideoPaid', { title, amount: formatEur(centsToEur(p.promotion.earnedCents ?? 0)) }),
          t('mailVideoPaidNextBill'),
        ],
      }[e.event];
      // a video marked as fraud before this email went out gets the fraud email instead (promotion-fraud)
      if (e.event === 'promotion-paid' && p.promotion.status === 'fraud')
        return { sent: false, reason: 'marked as fraud' };
      return send(p.creatorUser, text[0] ?? 'Hookline', text, {
        label: t(e.event === 'promotion-declined' ? 'mailSeeReasonAppeal' : 'mailSeeVideo'),
        url: `${appUrl}${videoPath(p.promotion.id)}`,
      });
    }
    case 'promotion-fraud': {
      const p = await promotionContext(ctx.db, e.promotion_id);
      if (!p) return { sent: false, reason: 'promotion gone' };
      const locale = localeOf(p.creatorUser.language);
      const t = textIn(locale);
      const title = p.song.title;
      return send(
        p.creatorUser,
        t('mailFraudSubject', { title }),
        [
          t('mailFraudBody', { title }),
          ...(await declineLines(ctx.db, p.promotion.id, locale)),
          t('mailFraudTakenBack'),
          t('mailContactSupport', { email: ctx.config.supportEmail }),
        ],
        { label: t('mailSeeVideo'), url: `${appUrl}${videoPath(p.promotion.id)}` },
      );
    }
    case 'appeal-answered': {
      const a = await appealContext(ctx.db, e.appeal_id);
      if (!a) return { sent: false, reason: 'appeal gone' };
      const [u] = await ctx.db.select().from(users).where(eq(users.id, a.creatorUserId));
      if (!u) return { sent: false, reason: 'no creator' };
      const accepted = a.appeal.status === 'accepted';
      const t = textOf(u);
      const title = a.title;
      return send(
        u,
        t(accepted ? 'mailAppealAcceptedSubject' : 'mailAppealRejectedSubject', { title }),
        accepted
          ? [t('mailAppealAccepted', { title }), t('mailAppealBackInReview')]
          : [
              t('mailAppealRejected', { title }),
              ...(a.appeal.answerNote ? [t('mailTeamNote', { note: a.appeal.answerNote })] : []),
            ],
        { label: t('mailSeeVideo'), url: `${appUrl}${videoPath(a.promotionId)}` },
      );
    }
    case 'campaign-ended': {
      const [c] = await ctx.db
        .select({ campaign: campaigns, song: songs })
        .from(campaigns)
        .innerJoin(songs, eq(songs.id, campaigns.songId))
        .where(eq(campaigns.id, e.campaign_id));
      const m = await musicianUser(ctx.db, c?.campaign.musicianId ?? null);
      if (!c || !m) return { sent: false, reason: 'no musician' };
      if (!m.user.notifyCampaignEnded) return { sent: false, reason: 'musician turned this email off' };
      const f = await campaignFiguresOf(ctx.db, c.campaign.id);
      const t = textOf(m.user);
      return send(
        m.user,
        t('mailCampaignEndedSubject', { title: c.song.title }),
        [
          t('mailCampaignEndedBody'),
          t('mailCampaignEndedFigures', {
            spent: formatEur(centsToEur(f.spentCents)),
            reserved: formatEur(centsToEur(f.reservedCents)),
            refunded: formatEur(centsToEur(f.refundedCents)),
            views: formatCount(f.views),
          }),
        ],
        {
          label: t('mailSeeResults'),
          url: `${appUrl}/app/musician-campaigns/${c.campaign.id}`,
        },
      );
    }
    case 'invoice-issued':
      return sendInvoice(ctx, e.document_id, dedupeKey);
    case 'bill-issued': {
      const [b] = await ctx.db
        .select({ bill: bills, user: users })
        .from(bills)
        .innerJoin(creators, eq(creators.id, bills.creatorId))
        .innerJoin(users, eq(users.id, creators.userId))
        .where(eq(bills.id, e.bill_id));
      if (!b) return { sent: false, reason: 'bill gone' };
      // the period as the Bills screen shows it: a monthly bill's whole month, or up to the day an admin ran it
      const { period_first_day: first, period_last_day: last } = serializeBill(b.bill);
      const t = textOf(b.user);
      const period = first ? billPeriodLabel(t, first, last) : billDayLabel(b.bill.createdAt.toISOString());
      return send(
        b.user,
        t('mailBillIssuedSubject', { number: invoiceNumber(b.bill.billYear, b.bill.billNumber), period }),
        [
          t('mailBillIssuedBody', { period, amount: formatEur(centsToEur(b.bill.amountCents)) }),
          t('mailBillIssuedPaidTo'),
        ],
        { label: t('mailSeeBills'), url: `${appUrl}/app/credits/bills` },
      );
    }
    case 'campaign-held': {
      const [c] = await ctx.db
        .select({ campaign: campaigns, song: songs })
        .from(campaigns)
        .innerJoin(songs, eq(songs.id, campaigns.songId))
        .where(eq(campaigns.id, e.campaign_id));
      if (!c) return { sent: false, reason: 'campaign gone' };
      const title = c.song.title;
      const m = await musicianUser(ctx.db, c.campaign.musicianId);
      let sent = 0;
      // about the musician's own money: sent whatever their campaign email settings
      if (m) {
        const t = textOf(m.user);
        const r = await send(m.user, t('mailCampaignHeldSubject', { title }), [t('mailCampaignHeldBody', { title })], {
          label: t('mailSeeCampaign'),
          url: `${appUrl}/app/musician-campaigns/${c.campaign.id}`,
        });
        if (r.sent) sent++;
      }
      const admins = await ctx.db
        .select()
        .from(users)
        .where(and(eq(users.isAdmin, true), isNull(users.deletedAt)));
      for (const admin of admins) {
        const locale = localeOf(admin.language);
        const t = textIn(locale);
        const ok = await ctx.mailer.send(
          genericMail(
            admin.email,
            t('mailCampaignHeldAdminSubject', { id: c.campaign.id }),
            [t('mailCampaignHeldAdminBody', { id: c.campaign.id, title })],
            undefined,
            locale,
          ),
          { dedupeKey: `${dedupeKey}:${admin.id}` },
        );
        if (ok) sent++;
      }
      return { sent: sent > 0 };
    }
    case 'ledger-check-failed': {
      // every admin, whatever their email settings: money that does not add up is never a newsletter
      const admins = await ctx.db
        .select()
        .from(users)
        .where(and(eq(users.isAdmin, true), isNull(users.deletedAt)));
      let sent = 0;
      for (const admin of admins) {
        const locale = localeOf(admin.language);
        const t = textIn(locale);
        const one = e.differences === 1;
        const ok = await ctx.mailer.send(
          genericMail(
            admin.email,
            t(one ? 'mailLedgerFailedSubjectOne' : 'mailLedgerFailedSubjectOther', { count: e.differences }),
            [
              t(one ? 'mailLedgerFailedBodyOne' : 'mailLedgerFailedBodyOther', {
                job: e.job_id,
                count: e.differences,
              }),
              t('mailLedgerFailedHow'),
            ],
            { label: t('mailOpenBackgroundProcesses'), url: `${appUrl}/admin/background-processes` },
            locale,
          ),
          { dedupeKey: `${dedupeKey}:${admin.id}` },
        );
        if (ok) sent++;
      }
      return { sent: sent > 0, admins: sent };
    }
    case 'weekly-summary': {
      const m = await musicianUser(ctx.db, e.musician_id);
      if (!m) return { sent: false, reason: 'no musician' };
      if (!m.user.notifyWeeklySummary) return { sent: false, reason: 'musician turned this email off' };
      const active = await ctx.db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(
          and(eq(campaigns.musicianId, e.musician_id), eq(campaigns.status, 'active'), isNull(campaigns.deletedAt)),
        );
      if (active.length === 0) return { sent: false, reason: 'no active campaign' };
      // the same figures as the campaign cards and the dashboard (musicians/figures.ts)
      const figures = [
        ...(
          await campaignFigures(
            ctx.db,
            active.map((c) => c.id),
          )
        ).values(),
      ];
      const sum = (k: 'spentCents' | 'reservedCents' | 'views') => figures.reduce((t, f) => t + f[k], 0);
      const t = textOf(m.user);
      return send(
        m.user,
        t('mailWeeklySubject'),
        [
          t('mailWeeklyActive', { count: active.length, views: formatCount(sum('views')) }),
          t('mailWeeklyFigures', {
            spent: formatEur(centsToEur(sum('spentCents'))),
            reserved: formatEur(centsToEur(sum('reservedCents'))),
          }),
        ],
        {
          label: t('mailOpenCampaigns'),
          url: `${appUrl}/app/musician-campaigns`,
        },
      );
    }
  }
}

/** The creator's page of one video (the web's /app/credits/campaign-history/{id}). */
export const videoPath = (promotionId: number) => `/app/credits/campaign-history/${promotionId}`;

/** The catalogue in the language of the user an email goes to. */
const textOf = (u: Pick<typeof users.$inferSelect, 'language'>) => textIn(localeOf(u.language));

async function declineLines(db: DbOrTx, promotionId: number, locale: Locale) {
  const d = await latestDecision(db, { promotionId });
  if (!d) return [];
  const t = textIn(locale);
  return [
    t('mailDeclineReason', { reason: d.reason }),
    ...(d.note ? [t('mailTeamNote', { note: d.note })] : []),
    ...(d.can_appeal ? [t('mailMayAppeal')] : []),
  ];
}

export async function queueWeeklySummaries(ctx: Pick<AppContext, 'db'>, week: string) {
  const rows = await ctx.db
    .selectDistinct({ id: campaigns.musicianId })
    .from(campaigns)
    .where(and(eq(campaigns.status, 'active'), sql`${campaigns.musicianId} is not null`));
  for (const r of rows) if (r.id) await queueNotification(ctx.db, { event: 'weekly-summary', musician_id: r.id, week });
  return { queued: rows.length };
}

/**
 * A musician's invoice by email, the PDF attached, in their language (docs/decisions/0015-musician-sign-up.md). It
 * goes whatever the notification settings say: an invoice is the record of a payment, not news. Once per invoice.
 */
async function sendInvoice(ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>, documentId: number, dedupeKey: string) {
  const [row] = await ctx.db
    .select({ doc: billingDocuments, payment: draftPayments })
    .from(billingDocuments)
    .innerJoin(draftPayments, eq(draftPayments.id, billingDocuments.paymentId))
    .where(and(eq(billingDocuments.id, documentId), eq(billingDocuments.kind, 'invoice')));
  const m = await musicianUser(ctx.db, row?.doc.musicianId ?? null);
  if (!row || !m) return { sent: false, reason: 'no invoice or musician' };
  const locale = localeOf(m.user.language);
  const t = textIn(locale);
  const { subject } = await paymentSubject(ctx.db, row.payment);
  const pdf = await documentPdf(ctx.db, { id: documentId });
  const chunks: Buffer[] = [];
  for await (const chunk of pdf.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  const mail = genericMail(
    m.user.email,
    t('mailInvoiceSubject', { number: row.doc.number }),
    [
      t('mailInvoiceBody', {
        amount: formatEur(centsToEur(row.payment.totalCents - row.payment.creditCents)),
        subject,
        number: row.doc.number,
      }),
    ],
    { label: t('mailInvoiceSeeBilling'), url: `${ctx.config.appUrl}/app/account/billing` },
    locale,
  );
  const sent = await ctx.mailer.send(
    {
      ...mail,
      attachments: [{ filename: pdf.fileName, contentType: 'application/pdf', content: Buffer.concat(chunks) }],
    },
    { dedupeKey },
  );
  return { sent };
}

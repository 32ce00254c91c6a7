// Mail goes to the outbox table always (readable at /dev/mailbox outside production) and to SMTP when configured.
import { desc, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Locale } from '../../texts';
import { type MailFooter, withFooter } from './footer';

/** A file sent with the email (a musician's invoice PDF). */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };
/** `locale`: the recipient's language, which the footer is written in too (English when absent); not stored. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  locale?: Locale;
  attachments?: MailAttachment[];
};
export type Mailer = {
  /** With a dedupe key the same email is stored (and sent) once, however often it is asked for. */
  send: (mail: Mail, opts?: { dedupeKey?: string }) => Promise<boolean>;
  /** one stored email (the development mailbox's attachment download) */
  get: (id: number) => Promise<typeof outbox.$inferSelect | undefined>;
  list: (opts: {
    page: number;
    perPage: number;
    to?: string;
  }) => Promise<{ items: (typeof outbox.$inferSelect)[]; total: number }>;
};

export function createMailer(opts: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log?: (msg: string, err?: unknown) => void;
  footer?: MailFooter;
}): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  return {
    async send(plain, o = {}) {
      const { locale: _locale, attachments, ...mail } = opts.footer ? withFooter(plain, opts.footer) : plain;
      const stored = attachments?.map((a) => ({
        filename: a.filename,
        content_type: a.contentType,
        content_base64: a.content.toString('base64'),
      }));
      const [row] = await opts.db
        .insert(outbox)
        .values({ ...mail, attachments: stored ?? null, dedupeKey: o.dedupeKey })
        .onConflictDoNothing()
        .returning({ id: outbox.id });
      if (!row) return false;
      if (!transport) return true;
      try {
        await transport.sendMail({ from: opts.from, ...mail, ...(attachments ? { attachments } : {}) });
        await opts.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
        return true;
      } catch (err) {
        opts.log?.('smtp send failed', err);
        await opts.db
          .update(outbox)
          .set({ error: String(err) })
          .where(eq(outbox.id, row.id));
        throw err;
      }
    },
    async get(id) {
      const [row] = await opts.db.select().from(outbox).where(eq(outbox.id, id));
      return row;
    },
    async list({ page, perPage, to }) {
      const where = to ? sql`lower(${outbox.to}) = lower(${to})` : undefined;
      const items = await opts.db
        .select()
        .from(outbox)
        .where(where)
        .orderBy(desc(outbox.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [count] = await opts.db.select({ n: sql<number>`count(*)::int` }).from(outbox).where(where);
      return { items, total: count?.n ?? 0 };
    },
  };
}

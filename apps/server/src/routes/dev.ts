// Development-only mailbox: GET /api/dev/outbox (JSON) and /dev/mailbox (HTML). Not registered in production, and
// answered only to the machine itself: the emails carry live sign-in, reset and invitation links.

import { Readable } from 'node:stream';
import { downloadAnswer, pageQuery } from '@hookline/shared/api';
import { outboxAttachmentParams, outboxList } from '@hookline/shared/dev-outbox';
import { MSG } from '@hookline/shared/messages';
import { text } from '@hookline/shared/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../errors';
import { sendDownload } from '../lib/send-file';
import type { Mailer } from '../modules/mail/mailer';

type OutboxRow = Awaited<ReturnType<Mailer['list']>>['items'][number];
const attachmentsOf = (m: OutboxRow) =>
  (m.attachments ?? []).map((a, index) => ({
    filename: a.filename,
    content_type: a.content_type,
    size: Buffer.from(a.content_base64, 'base64').length,
    // numbered from 1, like every id in a path
    url: `/api/dev/outbox/${m.id}/attachments/${index + 1}`,
  }));

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The TCP peer (never a forwarded-for header, which a caller can write) is this machine. */
export const fromLoopback = (address: string | undefined) =>
  !!address && (/^127\./.test(address) || address === '::1' || /^::ffff:127\./.test(address));

/**
 * The Host a loopback request names is this server's: the configured origin's host, or a loopback name. A page on
 * another site whose name an attacker points at 127.0.0.1 (DNS rebinding) sends its own name and is refused.
 */
export const ownHost = (host: string | undefined, appUrl: string) => {
  if (!host) return false;
  if (host.toLowerCase() === new URL(appUrl).host.toLowerCase()) return true;
  const name = host.replace(/:\d+$/, '').toLowerCase();
  return name === 'localhost' || name === '127.0.0.1' || name === '[::1]';
};

export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mailer, config } = app.ctx;
  app.addHook('onRequest', async (req, reply) => {
    if (!fromLoopback(req.socket.remoteAddress) || !ownHost(req.headers.host, config.appUrl))
      return reply.status(404).send({ message: MSG.notFound, code: 'NOT_FOUND', key: 'notFound' });
  });
  const query = pageQuery.extend({ to: text().max(254).optional() }).strict();

  app.get(
    '/api/dev/outbox',
    { config: { auth: 'public' }, schema: { tags: ['dev'], querystring: query, response: { 200: outboxList } } },
    async (req) => {
      const { items, total } = await mailer.list({
        page: req.query.page,
        perPage: req.query.per_page,
        to: req.query.to,
      });
      return {
        data: {
          items: items.map((m) => ({
            id: m.id,
            to: m.to,
            subject: m.subject,
            text: m.text,
            html: m.html,
            attachments: attachmentsOf(m),
            created_at: m.createdAt.toISOString(),
          })),
          _meta: { total_items: total },
        },
      };
    },
  );

  // an email's file as it was sent (an invoice PDF), to open from /dev/mailbox
  app.get(
    '/api/dev/outbox/:id/attachments/:index',
    {
      config: { auth: 'public' },
      schema: { tags: ['dev'], params: outboxAttachmentParams, response: { 200: downloadAnswer('application/pdf') } },
    },
    async (req, reply) => {
      const file = (await mailer.get(req.params.id))?.attachments?.[req.params.index - 1];
      if (!file) throw notFound();
      return sendDownload(
        reply,
        {
          stream: Readable.from([Buffer.from(file.content_base64, 'base64')]),
          fileName: file.filename.replace(/[^\w.-]/g, '_'),
        },
        file.content_type,
      );
    },
  );

  app.get('/dev/mailbox', { config: { auth: 'public' }, schema: { hide: true } }, async (_req, reply) => {
    const { items } = await mailer.list({ page: 1, perPage: 50 });
    const rows = items
      .map(
        (m) =>
          `<article style="border:1px solid #ddd;border-radius:8px;padding:16px;margin:16px 0"><div><b>To:</b> ${esc(m.to)} · <b>Subject:</b> ${esc(m.subject)} · ${m.createdAt.toISOString()}</div><pre style="white-space:pre-wrap">${esc(m.text)}</pre>${attachmentsOf(
            m,
          )
            .map(
              (a) =>
                `<p>Attachment: <a href="${esc(a.url)}" data-testid="attachment">${esc(a.filename)}</a> (${a.size} bytes)</p>`,
            )
            .join('')}</article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html><head><meta charset="utf-8"><title>Hookline mailbox</title></head><body style="font-family:sans-serif;max-width:800px;margin:auto"><h1>Mailbox (development)</h1>${rows || '<p>No emails yet.</p>'}</body></html>`,
      );
  });
};

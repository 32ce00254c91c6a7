// Development-only mailbox: GET /api/dev/outbox (JSON) and /dev/mailbox (HTML). Not registered in production.
import { pageQuery } from '@hookline/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mailer } = app.ctx;
  const query = pageQuery.extend({ to: z.string().max(254).optional() }).strict();

  app.get(
    '/api/dev/outbox',
    { config: { auth: 'public' }, schema: { tags: ['dev'], querystring: query } },
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
            created_at: m.createdAt,
          })),
          _meta: { total_items: total },
        },
      };
    },
  );

  app.get('/dev/mailbox', { config: { auth: 'public' }, schema: { hide: true } }, async (_req, reply) => {
    const { items } = await mailer.list({ page: 1, perPage: 50 });
    const rows = items
      .map(
        (m) =>
          `<article style="border:1px solid #ddd;border-radius:8px;padding:16px;margin:16px 0"><div><b>To:</b> ${esc(m.to)} · <b>Subject:</b> ${esc(m.subject)} · ${m.createdAt.toISOString()}</div><pre style="white-space:pre-wrap">${esc(m.text)}</pre></article>`,
      )
      .join('');
    return reply
      .type('text/html')
      .send(
        `<!doctype html><html><head><title>Hookline mailbox</title></head><body style="font-family:sans-serif;max-width:800px;margin:auto"><h1>Mailbox (development)</h1>${rows || '<p>No emails yet.</p>'}</body></html>`,
      );
  });
};

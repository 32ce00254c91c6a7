// POST /api/admin/uploads (album cover or song, streamed through the server and checked before it is stored)
// and GET /files/songs/:name (served with its checked type, nosniff, as an attachment for audio).
import multipart from '@fastify/multipart';
import { UPLOAD_LIMIT_BYTES } from '@hookline/shared/constants';
import { MSG } from '@hookline/shared/messages';
import { text } from '@hookline/shared/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, notFound } from '../../errors';
import { sniff, storedName } from '../../modules/storage/uploads';

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app.ctx;
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 2, parts: 3 } });

  app.post(
    '/api/admin/uploads',
    {
      config: { auth: 'admin' },
      schema: { tags: ['admin'], querystring: z.object({ kind: z.enum(['image', 'audio']) }).strict() },
    },
    async (req, reply) => {
      const file = await req.file();
      if (!file) throw badRequest('Please choose a file.');
      const body = await file.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', MSG.fileTooLarge);
        throw err;
      });
      if (file.file.truncated || body.length > UPLOAD_LIMIT_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', MSG.fileTooLarge);
      const kind = sniff(body);
      if (!kind?.type.startsWith(`${req.query.kind}/`)) {
        throw new AppError(
          'UNSUPPORTED_MEDIA',
          req.query.kind === 'image'
            ? 'Please upload an image file (JPEG, PNG, GIF or WebP).'
            : 'Please upload an audio file (MP3, WAV, OGG, FLAC or M4A).',
        );
      }
      const name = storedName(file.filename, kind.ext);
      const key = `songs/${name}`;
      try {
        await storage.put(key, body, kind.type);
      } catch (err) {
        req.log.error({ err }, 'upload to the object store failed');
        throw new AppError('UNAVAILABLE', MSG.uploadFailed);
      }
      return reply
        .status(201)
        .send({ url: `/files/${key}`, file_name: name, content_type: kind.type, size: body.length });
    },
  );

  app.get(
    '/files/songs/:name',
    { config: { auth: 'public' }, schema: { hide: true, params: z.object({ name: text().max(120) }) } },
    async (req, reply) => {
      const obj = await storage.get(`songs/${req.params.name}`);
      if (!obj) throw notFound();
      reply.header('x-content-type-options', 'nosniff').header('cache-control', 'public, max-age=31536000, immutable');
      reply.header(
        'content-disposition',
        `${obj.contentType.startsWith('image/') ? 'inline' : 'attachment'}; filename="${req.params.name}"`,
      );
      if (obj.size !== undefined) reply.header('content-length', obj.size);
      return reply.type(obj.contentType).send(obj.stream);
    },
  );
};

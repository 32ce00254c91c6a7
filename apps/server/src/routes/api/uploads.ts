// POST /api/admin/uploads (album cover or song, streamed through the server and checked before it is stored)
// and GET /files/songs/:name (served with its checked type, nosniff, as an attachment for audio).
import multipart from '@fastify/multipart';
import { uploadAnswer } from '@hookline/shared/campaign-answers';
import { UPLOAD_LIMIT_BYTES } from '@hookline/shared/constants';
import { text } from '@hookline/shared/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, notFound } from '../../errors';
import { sniff, storedName } from '../../modules/storage/uploads';

/** A body that ends too early or is not well-formed multipart is the caller's fault: 400, or 413 at the limit. */
function cutOff(err: unknown): never {
  if (err instanceof AppError) throw err;
  if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
    throw new AppError('PAYLOAD_TOO_LARGE', 'fileTooLarge');
  if ((err as { statusCode?: number }).statusCode === 406 || (err as { statusCode?: number }).statusCode === 415)
    throw err;
  throw badRequest('uploadCutOff');
}

async function readAll(stream: AsyncIterable<Buffer>) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app.ctx;
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 2, parts: 3 } });

  // the admin's Create Campaign and a musician's draft upload the same way
  for (const [path, auth] of [
    ['/api/admin/uploads', 'admin'],
    ['/api/musician/uploads', 'musician'],
  ] as const)
    app.post(
      path,
      {
        config: { auth },
        schema: {
          tags: [auth],
          querystring: z.object({ kind: z.enum(['image', 'audio']) }).strict(),
          response: { 201: uploadAnswer },
        },
        // a declared size past the limit is refused before one byte of the body is read
        onRequest: async (req) => {
          if (Number(req.headers['content-length'] ?? 0) > UPLOAD_LIMIT_BYTES + MULTIPART_OVERHEAD_BYTES) {
            throw new AppError('PAYLOAD_TOO_LARGE', 'fileTooLarge');
          }
        },
      },
      async (req, reply) => {
        const file = await req.file().catch(cutOff);
        if (!file) throw badRequest('uploadChooseFile');
        // read up to the limit and no further: at the limit the answer is 413 and the connection closes, so the
        // rest of an oversized body is never read (plugins/errors.ts)
        const tooLarge = new Promise<never>((_, reject) =>
          file.file.once('limit', () => reject(new AppError('PAYLOAD_TOO_LARGE', 'fileTooLarge'))),
        );
        const reading = readAll(file.file);
        tooLarge.catch(() => undefined);
        reading.catch(() => undefined);
        const body = await Promise.race([reading, tooLarge]).catch(cutOff);
        if (file.file.truncated || body.length > UPLOAD_LIMIT_BYTES)
          throw new AppError('PAYLOAD_TOO_LARGE', 'fileTooLarge');
        const kind = sniff(body);
        if (!kind?.type.startsWith(`${req.query.kind}/`)) {
          throw new AppError('UNSUPPORTED_MEDIA', req.query.kind === 'image' ? 'uploadImageType' : 'uploadAudioType');
        }
        const name = storedName(file.filename, kind.ext);
        const key = `songs/${name}`;
        try {
          await storage.put(key, body, kind.type);
        } catch (err) {
          req.log.error({ err }, 'upload to the object store failed');
          throw new AppError('UNAVAILABLE', 'uploadFailed');
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

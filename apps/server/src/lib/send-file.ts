// One way to answer with a downloadable file (reports, bills).
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const sendDownload = (
  reply: FastifyReply,
  file: { stream: Readable | NodeJS.ReadableStream; fileName: string },
  contentType: string,
) => reply.type(contentType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.stream);

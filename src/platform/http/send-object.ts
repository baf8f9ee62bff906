import type { FastifyReply } from 'fastify';
import type { ObjectRead } from '../storage/storage.ts';

/** Streams a stored file back with its type and length (thumbnails, activity files, blocks, submissions). */
export function sendObject(reply: FastifyReply, file: ObjectRead): FastifyReply {
  return reply.type(file.contentType).header('content-length', file.size).send(file.stream);
}

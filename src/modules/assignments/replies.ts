/** Replies shared by the assignment and submission routes. */
import type { FastifyReply } from 'fastify';
import { serializeWithRaw } from '../../platform/http/raw-json.ts';

export const tags = ['assignments'];

/** Sends a value that may hold stored JSON text (`RawJson`), byte for byte. */
export function sendRaw(reply: FastifyReply, value: unknown): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(serializeWithRaw(value));
}

/**
 * Answers kept as the bytes they are sent as (docs/architecture.md, "Cached trees and course lists"). A caller
 * describes an answer by a key naming everything its bytes depend on, version stamps read from the database
 * included, and how to build it; a hit costs the reads behind the key and a send. Each answer carries a strong
 * ETag (a hash of its bytes) and `Cache-Control: private, no-cache`, and a matching `If-None-Match` is a 304
 * (docs/api-conventions.md, "Conditional reads").
 *
 * Memory is bounded: entries are dropped least recently used first once their bytes pass `maxBytes`.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachedAnswer {
  body: Buffer;
  etag: string;
}

/** What an entry costs beyond its body: the key (two bytes a character at most), the map slot, the object. */
const ENTRY_OVERHEAD = 128;

export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;

  constructor(readonly maxBytes: number) {}

  /** The entry under `key`, now the most recently used. */
  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedAnswer): void {
    this.delete(key);
    const cost = costOf(key, entry);
    // An answer larger than the whole cache would only push everything else out.
    if (cost > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += cost;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= costOf(oldest, old);
    }
  }

  /** Bytes held, as counted against `maxBytes`. */
  get usedBytes(): number {
    return this.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.bytes -= costOf(key, entry);
  }
}

function costOf(key: string, entry: CachedAnswer): number {
  return entry.body.length + 2 * key.length + entry.etag.length + ENTRY_OVERHEAD;
}

/** A JSON answer that may come from the cache. */
export interface CacheableAnswer {
  /** Everything the answer's bytes depend on, the version stamps read for this request included. */
  key: string;
  build(): Promise<unknown>;
  /**
   * Whether the stamps read for `key` still hold, asked after a build: an answer built while a change
   * committed may mix old and new rows, so it is sent but not kept.
   */
  stillCurrent(): Promise<boolean>;
}

/** Sends the answer (serialised by the route's 200 schema), from the cache when it holds it; 304 on a match. */
export async function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: AnswerCache,
  answer: CacheableAnswer,
): Promise<FastifyReply> {
  let entry = cache.get(answer.key);
  if (entry === undefined) {
    const body = Buffer.from(reply.serialize(await answer.build()) as string);
    entry = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
    if (await answer.stillCurrent()) cache.set(answer.key, entry);
  }
  void reply.header('etag', entry.etag).header('cache-control', 'private, no-cache');
  if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}

/** `If-None-Match` against an ETag, by the weak comparison RFC 9110 §13.1.2 asks for. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

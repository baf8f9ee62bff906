/**
 * Fixed-window counters kept in the database, so every API process shares them (no Redis) and limits hold
 * across a scale-out. One atomic upsert per hit.
 */
import { sql, type Kysely } from 'kysely';
import { toDbTime, type Clock } from './clock.ts';
import type { Timestamp } from './db/types.ts';

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window resets (for `Retry-After`). */
  retryAfterSeconds: number;
}

export class RateLimiter<DB extends { rate_limits: RateLimitsTable } = { rate_limits: RateLimitsTable }> {
  private readonly db: Kysely<{ rate_limits: RateLimitsTable }>;
  constructor(
    db: Kysely<DB>,
    private readonly clock: Clock,
  ) {
    // Only the rate_limits table is touched here; the handle is narrowed to it.
    this.db = db as unknown as Kysely<{ rate_limits: RateLimitsTable }>;
  }

  /** Counts one hit against `key`; allowed while the count within the window stays ≤ `limit`. */
  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = this.clock.now();
    const nowText = toDbTime(now);
    const expired = toDbTime(new Date(now.getTime() - windowMs));
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, window_start: nowText, count: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when rate_limits.window_start <= ${expired} then 1 else rate_limits.count + 1 end`,
          window_start: sql<string>`case when rate_limits.window_start <= ${expired} then ${nowText} else rate_limits.window_start end`,
        }),
      )
      .returning(['count', 'window_start'])
      .executeTakeFirstOrThrow();
    const windowStart = new Date(`${row.window_start.replace(' ', 'T')}Z`).getTime();
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now.getTime()) / 1000));
    return { allowed: row.count <= limit, count: row.count, retryAfterSeconds };
  }
}

/**
 * Sliding-window rate limits kept in the database, so every API process shares them (no Redis) and a limit
 * holds across a scale-out.
 *
 * "At most `limit` per `windowMs`" holds for every span of `windowMs`, not only for aligned windows: each
 * accepted hit is a row, and a hit is accepted while fewer than `limit` rows of its key are younger than the
 * window. (Fixed-window counters let twice the limit through around a window's end.) Refused hits are not
 * recorded, so a client that waits `Retry-After` seconds is let in again. Each key's hits are serialised by
 * a row lock on its `rate_limits` row (PostgreSQL; SQLite transactions are serial already).
 */
import type { Kysely } from 'kysely';
import { DAY, fromDbTime, toDbTime, type Clock } from './clock.ts';
import type { Id, Timestamp } from './db/types.ts';

export interface RateLimitTables {
  rate_limits: { key: string; last_hit_at: Timestamp };
  rate_limit_hits: { id: Id; key: string; at: Timestamp };
}

export interface RateLimitResult {
  allowed: boolean;
  /** Accepted hits of this key inside the window, this one included when it was accepted. */
  count: number;
  /** Seconds until one more hit would be accepted (for `Retry-After`); the window length when accepted. */
  retryAfterSeconds: number;
}

/** Hits older than this are swept away whatever their key; no limit here uses a longer window. */
const RETENTION_MS = DAY;
const SWEEP_EVERY_HITS = 500;

export class RateLimiter<DB extends RateLimitTables = RateLimitTables> {
  private readonly db: Kysely<RateLimitTables>;
  private hitsSinceSweep = 0;

  constructor(
    db: Kysely<DB>,
    private readonly clock: Clock,
  ) {
    // Only the rate-limit tables are touched here; the handle is narrowed to them.
    this.db = db as unknown as Kysely<RateLimitTables>;
  }

  /** Records one hit against `key` if fewer than `limit` were accepted in the last `windowMs`. */
  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    if (windowMs > RETENTION_MS) throw new Error(`rate limit windows are at most ${RETENTION_MS} ms`);
    const now = this.clock.now();
    const nowText = toDbTime(now);
    const result = await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('rate_limits')
        .values({ key, last_hit_at: nowText })
        .onConflict((oc) => oc.column('key').doUpdateSet({ last_hit_at: nowText }))
        .execute();
      const inWindow = await trx
        .selectFrom('rate_limit_hits')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('at').as('oldest')])
        .where('key', '=', key)
        .where('at', '>', toDbTime(new Date(now.getTime() - windowMs)))
        .executeTakeFirstOrThrow();
      const count = Number(inWindow.n);
      if (count >= limit) {
        const oldest = inWindow.oldest === null ? now : fromDbTime(inWindow.oldest);
        const waitMs = oldest.getTime() + windowMs - now.getTime();
        return { allowed: false, count, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      }
      await trx.insertInto('rate_limit_hits').values({ key, at: nowText }).execute();
      return { allowed: true, count: count + 1, retryAfterSeconds: Math.ceil(windowMs / 1000) };
    });
    await this.sweepNowAndThen(now);
    return result;
  }

  /** Keeps the tables small: hits and keys idle for longer than any window are deleted in the background of use. */
  private async sweepNowAndThen(now: Date): Promise<void> {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < SWEEP_EVERY_HITS) return;
    this.hitsSinceSweep = 0;
    const cutoff = toDbTime(new Date(now.getTime() - RETENTION_MS));
    await this.db.deleteFrom('rate_limit_hits').where('at', '<=', cutoff).execute();
    await this.db.deleteFrom('rate_limits').where('last_hit_at', '<=', cutoff).execute();
  }
}

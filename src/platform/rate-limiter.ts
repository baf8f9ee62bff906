/**
 * Sliding-window rate limits kept in the database, so every API process shares them (no Redis) and a limit
 * holds across a scale-out.
 *
 * "At most `limit` per `windowMs`" holds for every span of `windowMs`, not only for aligned windows: each
 * accepted hit is a row, and a hit is accepted while fewer than `limit` rows of its key are younger than the
 * window. (Fixed-window counters let twice the limit through around a window's end.) Refused hits are not
 * recorded, so a client that waits `Retry-After` seconds is let in again.
 *
 * A hit is one statement: the insert of its row, on the condition that the key has fewer than `limit` rows in
 * the window. Each key's hits are serialised by an advisory lock on the key (PostgreSQL, where the lock travels
 * with the insert: one round trip and the commit; SQLite's transactions are serial already), so two hits never
 * both see the last free place. Only a refused hit reads more: its key's oldest hit, for `Retry-After`.
 */
import { sql, type Kysely } from 'kysely';
import { DAY, fromDbTime, toDbTime, type Clock } from './clock.ts';
import { compiledOnce } from './db/compiled-once.ts';
import { lockKey } from './db/locking.ts';
import { ownTables } from './db/transaction.ts';
import type { Id, Timestamp } from './db/types.ts';

export interface RateLimitTables {
  rate_limit_hits: { id: Id; key: string; at: Timestamp };
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until one more hit would be accepted (for `Retry-After`); the window length when accepted. */
  retryAfterSeconds: number;
}

/** Hits older than this are swept away whatever their key; no limit here uses a longer window. */
const RETENTION_MS = DAY;
const SWEEP_EVERY_HITS = 500;
/** The advisory-lock namespace of rate-limit keys (any fixed number unique in the service). */
const KEY_LOCKS = 5041;

const own = ownTables<RateLimitTables>();

/**
 * A hit's row, when the window has room for it: compiled once (db/compiled-once.ts), as every login, signup and
 * limited request sends it.
 */
const hitInsert = compiledOnce((db, a: { key: string; at: Timestamp; since: Timestamp; limit: number }) =>
  own(db)
    .insertInto('rate_limit_hits')
    .columns(['key', 'at'])
    .expression(
      own(db)
        .selectNoFrom([sql.val(a.key).as('key'), sql.val(a.at).as('at')])
        .where(
          (eb) =>
            eb
              .selectFrom('rate_limit_hits')
              .select(eb.fn.countAll().as('n'))
              .where('key', '=', a.key)
              .where('at', '>', a.since),
          '<',
          a.limit,
        ),
    ),
);

export class RateLimiter<DB extends RateLimitTables = RateLimitTables> {
  private readonly db: Kysely<RateLimitTables>;
  private hitsSinceSweep = 0;

  constructor(
    db: Kysely<DB>,
    private readonly clock: Clock,
  ) {
    // Only the rate-limit table is touched here; the handle is narrowed to it.
    this.db = db as unknown as Kysely<RateLimitTables>;
  }

  /** Records one hit against `key` if fewer than `limit` were accepted in the last `windowMs`. */
  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    if (windowMs > RETENTION_MS) throw new Error(`rate limit windows are at most ${RETENTION_MS} ms`);
    const now = this.clock.now();
    const nowText = toDbTime(now);
    const since = toDbTime(new Date(now.getTime() - windowMs));
    const result = await this.db.transaction().execute(async (trx) => {
      await lockKey(trx, KEY_LOCKS, key);
      const inserted = await hitInsert(trx, { key, at: nowText, since, limit });
      if (Number(inserted.numAffectedRows ?? 0) === 1) {
        return { allowed: true, retryAfterSeconds: Math.ceil(windowMs / 1000) };
      }
      const oldest = await trx
        .selectFrom('rate_limit_hits')
        .select((eb) => eb.fn.min('at').as('at'))
        .where('key', '=', key)
        .where('at', '>', since)
        .executeTakeFirst();
      const from = oldest?.at == null ? now : fromDbTime(oldest.at);
      const waitMs = from.getTime() + windowMs - now.getTime();
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    });
    await this.sweepNowAndThen(now);
    return result;
  }

  /** Keeps the table small: hits older than any window are deleted in the background of use. */
  private async sweepNowAndThen(now: Date): Promise<void> {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < SWEEP_EVERY_HITS) return;
    this.hitsSinceSweep = 0;
    const cutoff = toDbTime(new Date(now.getTime() - RETENTION_MS));
    await this.db.deleteFrom('rate_limit_hits').where('at', '<=', cutoff).execute();
  }
}

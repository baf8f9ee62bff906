/**
 * The worker's claim as one statement compiled once per database and shape (platform/db/compiled-once.ts): a
 * worker claims many times a second under load, and building this statement cost as much as running it.
 * outbox.repository.ts `claim` says what it claims; here is how.
 */
import { sql } from 'kysely';
import { compiledOnce } from '../../../platform/db/compiled-once.ts';
import { skipLocked } from '../../../platform/db/locking.ts';
import { ownTables } from '../../../platform/db/transaction.ts';
import type { WebhookTables } from '../webhooks.tables.ts';

const own = ownTables<WebhookTables>();

export interface ClaimArgs {
  now: string;
  owner: string;
  leaseUntil: string;
  limit: number;
  /** How many due rows are looked at (a few times the claim). */
  window: number;
  perEndpoint: number;
  /** Endpoints this worker already holds `perEndpoint` of (padded with -1, which no id is). */
  saturated: readonly number[];
  /** Endpoints it holds fewer of, with the room left at each (padded with -1 and 0). */
  partialIds: readonly number[];
  partialRooms: readonly number[];
}

export const claimStatement = compiledOnce((db, a: ClaimArgs) => {
  const candidates = own(db)
    .selectFrom('webhook_deliveries as d')
    .select(['d.id', 'd.endpoint_id', 'd.next_attempt_at'])
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', a.now)
    .where((eb) => eb.or([eb('d.lease_expires_at', 'is', null), eb('d.lease_expires_at', '<=', a.now)]))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('webhook_endpoints as e')
          .select('e.id')
          .whereRef('e.id', '=', 'd.endpoint_id')
          .where('e.is_active', '=', true),
      ),
    )
    .where('d.endpoint_id', 'not in', a.saturated)
    .orderBy('d.next_attempt_at')
    .orderBy('d.id')
    .limit(a.window);
  const room = sql`case endpoint_id ${sql.join(
    a.partialIds.map((id, i) => sql`when ${id} then cast(${a.partialRooms[i]} as integer)`),
    sql` `,
  )} else cast(${a.perEndpoint} as integer) end`;
  const ranked = own(db)
    .selectFrom(skipLocked(db, candidates).as('w'))
    .select([
      'id',
      'next_attempt_at',
      sql<number>`row_number() over (partition by endpoint_id order by next_attempt_at, id)`.as('rank'),
      room.as('room'),
    ]);
  const chosen = own(db)
    .selectFrom(ranked.as('r'))
    .select('id')
    .whereRef('rank', '<=', 'room')
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(a.limit);
  return (
    own(db)
      .updateTable('webhook_deliveries')
      // The next attempt moves to the end of the lease: claimed rows leave the due range of the index (later
      // claims do not walk past them), and a dead worker's deliveries fall due just as its claims expire.
      .set({ lease_owner: a.owner, lease_expires_at: a.leaseUntil, next_attempt_at: a.leaseUntil })
      .where('id', 'in', chosen)
      .returningAll()
      // What sending needs of each row's endpoint, read in the same statement (the claim took only rows of
      // active endpoints, so none is turned off in between).
      .returning((eb) => [
        eb
          .selectFrom('webhook_endpoints as e')
          .select('e.url')
          .whereRef('e.id', '=', 'webhook_deliveries.endpoint_id')
          .whereRef('e.org_id', '=', 'webhook_deliveries.org_id')
          .as('endpoint_url'),
        eb
          .selectFrom('webhook_endpoints as e')
          .select('e.secret_encrypted')
          .whereRef('e.id', '=', 'webhook_deliveries.endpoint_id')
          .whereRef('e.org_id', '=', 'webhook_deliveries.org_id')
          .as('endpoint_secret'),
      ])
  );
});

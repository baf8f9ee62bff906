/** What other modules may read of playgrounds: the user-groups module links groups to them by uuid. */
import type { Tx } from '../../db.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { PlaygroundTables } from './playgrounds.tables.ts';

const own = ownTables<PlaygroundTables>();

/** The organization's playgrounds among `uuids` (one query; others are absent). */
export async function playgroundsByUuids(
  db: Tx,
  orgId: number,
  uuids: readonly string[],
): Promise<{ id: number; playground_uuid: string }[]> {
  if (uuids.length === 0) return [];
  return own(db)
    .selectFrom('playgrounds')
    .select(['id', 'playground_uuid'])
    .where('org_id', '=', orgId)
    .where('playground_uuid', 'in', [...new Set(uuids)])
    .execute();
}

/** The organization's playgrounds among `ids`, by id, with their names (one query; others are absent). */
export async function playgroundSummaries(
  db: Tx,
  orgId: number,
  ids: readonly number[],
): Promise<Map<number, { name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await own(db)
    .selectFrom('playgrounds')
    .select(['id', 'name'])
    .where('org_id', '=', orgId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, { name: r.name }]));
}

/**
 * uuid → the playground's organization, before it is known (a playground named in a request path: the groups
 * linked to it).
 */
export function resolvePlaygroundUuid(db: Tx, uuid: string): Promise<{ org_id: number } | undefined> {
  return own(db)
    .selectFrom('playgrounds')
    .select('org_id')
    .where('playground_uuid', '=', uuid)
    .executeTakeFirst();
}

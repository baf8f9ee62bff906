/**
 * SQL for playgrounds and their reactions: this module's tables only. Every method takes the organization
 * first, except `resolvePlayground` (a uuid in a path → its organization, once at the top of a request).
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Tx } from '../../db.ts';
import { toBool } from '../../platform/db/database.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import type { PlaygroundTables, PlaygroundsTable } from './playgrounds.tables.ts';

const own = ownTables<PlaygroundTables>();

/** A playground as the service reasons about it: `published` a boolean on both databases. */
export type PlaygroundRow = Omit<Selectable<PlaygroundsTable>, 'published'> & { published: boolean };

export type PlaygroundChanges = Omit<
  Updateable<PlaygroundsTable>,
  'id' | 'org_id' | 'playground_uuid' | 'created_by' | 'creation_date'
>;

function normalise(row: Selectable<PlaygroundsTable>): PlaygroundRow {
  return { ...row, published: toBool(row.published) };
}

/** What the list shows a reader who is not an editor of every playground. */
export interface ListFilter {
  /** Null: every playground of the organization (the caller edits them all). */
  reader: {
    /** A member of the organization (or its API token): `authenticated` playgrounds are open to them. */
    member: boolean;
    /** The restricted playgrounds one of the caller's groups is linked to. */
    linkedIds: readonly number[];
    /** The caller's own playgrounds, listed published or not (they edit them). */
    ownerUserId: number | null;
  } | null;
}

export interface ReactionCount {
  emoji: string;
  count: number;
}

export class PlaygroundsRepository {
  async insert(
    db: Tx,
    orgId: number,
    values: Omit<Insertable<PlaygroundsTable>, 'org_id'>,
  ): Promise<PlaygroundRow> {
    const row = await own(db)
      .insertInto('playgrounds')
      .values({ ...values, org_id: orgId })
      .returningAll()
      .executeTakeFirstOrThrow();
    return normalise(row);
  }

  /** uuid → the playground with its organization, before the organization is known. */
  async resolvePlayground(db: Tx, playgroundUuid: string): Promise<PlaygroundRow | undefined> {
    const row = await own(db)
      .selectFrom('playgrounds')
      .selectAll()
      .where('playground_uuid', '=', playgroundUuid)
      .executeTakeFirst();
    return row && normalise(row);
  }

  async update(
    db: Tx,
    orgId: number,
    playgroundId: number,
    changes: PlaygroundChanges,
  ): Promise<PlaygroundRow | undefined> {
    const row = await own(db)
      .updateTable('playgrounds')
      .set(changes)
      .where('org_id', '=', orgId)
      .where('id', '=', playgroundId)
      .returningAll()
      .executeTakeFirst();
    return row && normalise(row);
  }

  async delete(db: Tx, orgId: number, playgroundId: number): Promise<void> {
    await own(db)
      .deleteFrom('playgrounds')
      .where('org_id', '=', orgId)
      .where('id', '=', playgroundId)
      .execute();
  }

  /** A page of the playgrounds the filter opens, newest first, without their pages (a list never carries them). */
  async list(
    db: Tx,
    orgId: number,
    filter: ListFilter,
    limit: number,
    offset: number,
  ): Promise<{ rows: PlaygroundRow[]; total: number }> {
    const { reader } = filter;
    const base = own(db)
      .selectFrom('playgrounds')
      .where('org_id', '=', orgId)
      .$if(reader !== null, (qb) =>
        qb.where((eb) => {
          const r = reader!;
          const open = [eb('access_type', '=', 'public')];
          if (r.member) open.push(eb('access_type', '=', 'authenticated'));
          if (r.linkedIds.length > 0) {
            open.push(eb.and([eb('access_type', '=', 'restricted'), eb('id', 'in', [...r.linkedIds])]));
          }
          const readable = eb.and([eb('published', '=', true), eb.or(open)]);
          return r.ownerUserId === null ? readable : eb.or([readable, eb('created_by', '=', r.ownerUserId)]);
        }),
      );
    const rows = await base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
    const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { rows: rows.map(normalise), total: Number(n) };
  }

  /** Adds the reaction, or removes it when the user had it: true when it is now there. */
  async toggleReaction(
    db: Tx,
    orgId: number,
    playgroundId: number,
    userId: number,
    emoji: string,
    now: Timestamp,
  ): Promise<boolean> {
    const removed = await own(db)
      .deleteFrom('playground_reactions')
      .where('playground_id', 'in', playgroundOfOrg(db, orgId, playgroundId))
      .where('user_id', '=', userId)
      .where('emoji', '=', emoji)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) return false;
    // A concurrent toggle that added it first leaves it added: both callers asked for it.
    await own(db)
      .insertInto('playground_reactions')
      .values({ playground_id: playgroundId, user_id: userId, emoji, creation_date: now })
      .onConflict((oc) => oc.columns(['playground_id', 'user_id', 'emoji']).doNothing())
      .execute();
    return true;
  }

  /** Counts per emoji, most used first (then the emoji first used earliest). */
  async reactionCounts(db: Tx, orgId: number, playgroundId: number): Promise<ReactionCount[]> {
    const rows = await own(db)
      .selectFrom('playground_reactions')
      .select((eb) => ['emoji', eb.fn.countAll<number>().as('count'), eb.fn.min('id').as('first_id')])
      .where('playground_id', 'in', playgroundOfOrg(db, orgId, playgroundId))
      .groupBy('emoji')
      .orderBy('count', 'desc')
      .orderBy('first_id')
      .execute();
    return rows.map((r) => ({ emoji: r.emoji, count: Number(r.count) }));
  }

  async reactionsOf(db: Tx, orgId: number, playgroundId: number, userId: number): Promise<Set<string>> {
    const rows = await own(db)
      .selectFrom('playground_reactions')
      .select('emoji')
      .where('playground_id', 'in', playgroundOfOrg(db, orgId, playgroundId))
      .where('user_id', '=', userId)
      .execute();
    return new Set(rows.map((r) => r.emoji));
  }
}

/** The playground's id when it belongs to the organization (a subquery scoping reaction rows). */
function playgroundOfOrg(db: Tx, orgId: number, playgroundId: number) {
  return own(db)
    .selectFrom('playgrounds')
    .select('id')
    .where('org_id', '=', orgId)
    .where('id', '=', playgroundId);
}

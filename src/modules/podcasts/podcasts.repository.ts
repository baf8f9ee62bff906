/**
 * SQL for podcasts and their episodes [CONTRACT 11]. Rows leave normalised: booleans as booleans, tags as a list.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Tx } from '../../db.ts';
import { toBool } from '../../platform/db/database.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import type { PodcastEpisodesTable, PodcastsTable, PodcastTables } from './podcasts.tables.ts';

const own = ownTables<PodcastTables>();

export type PodcastRow = Omit<Selectable<PodcastsTable>, 'public' | 'published' | 'tags'> & {
  public: boolean;
  published: boolean;
  tags: string[];
};
export type EpisodeRow = Omit<Selectable<PodcastEpisodesTable>, 'published'> & { published: boolean };

type PodcastValues = Omit<Insertable<PodcastsTable>, 'org_id' | 'tags'> & { tags: string[] };
type PodcastPatch = Omit<Updateable<PodcastsTable>, 'id' | 'org_id' | 'podcast_uuid' | 'tags'> & {
  tags?: string[];
};
type EpisodePatch = Omit<Updateable<PodcastEpisodesTable>, 'id' | 'org_id' | 'podcast_id' | 'episode_uuid'>;

function podcastRow(row: Selectable<PodcastsTable>): PodcastRow {
  return {
    ...row,
    public: toBool(row.public),
    published: toBool(row.published),
    tags: JSON.parse(row.tags) as string[],
  };
}

function episodeRow(row: Selectable<PodcastEpisodesTable>): EpisodeRow {
  return { ...row, published: toBool(row.published) };
}

/** Which podcasts of an organization a list shows. */
export type PodcastFilter = { kind: 'all' } | { kind: 'visible'; nonPublic: boolean; ownerId: number | null };

export class PodcastsRepository {
  async insertPodcast(db: Tx, orgId: number, values: PodcastValues): Promise<PodcastRow> {
    const row = await own(db)
      .insertInto('podcasts')
      .values({ ...values, tags: JSON.stringify(values.tags), org_id: orgId })
      .returningAll()
      .executeTakeFirstOrThrow();
    return podcastRow(row);
  }

  /** uuid → organization, once at the top of a request. */
  async resolvePodcast(db: Tx, podcastUuid: string): Promise<PodcastRow | undefined> {
    const row = await own(db)
      .selectFrom('podcasts')
      .selectAll()
      .where('podcast_uuid', '=', podcastUuid)
      .executeTakeFirst();
    return row === undefined ? undefined : podcastRow(row);
  }

  async findPodcast(db: Tx, orgId: number, podcastId: number): Promise<PodcastRow | undefined> {
    const row = await own(db)
      .selectFrom('podcasts')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', podcastId)
      .executeTakeFirst();
    return row === undefined ? undefined : podcastRow(row);
  }

  async updatePodcast(
    db: Tx,
    orgId: number,
    podcastId: number,
    patch: PodcastPatch,
  ): Promise<PodcastRow | undefined> {
    const { tags, ...rest } = patch;
    const row = await own(db)
      .updateTable('podcasts')
      .set({ ...rest, ...(tags !== undefined && { tags: JSON.stringify(tags) }) })
      .where('org_id', '=', orgId)
      .where('id', '=', podcastId)
      .returningAll()
      .executeTakeFirst();
    return row === undefined ? undefined : podcastRow(row);
  }

  async deletePodcast(db: Tx, orgId: number, podcastId: number): Promise<boolean> {
    const result = await own(db)
      .deleteFrom('podcasts')
      .where('org_id', '=', orgId)
      .where('id', '=', podcastId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /** A page of the organization's podcasts the filter shows, newest first, and how many there are. */
  async listPodcasts(
    db: Tx,
    orgId: number,
    filter: PodcastFilter,
    page: { limit: number; offset: number },
  ): Promise<{ rows: PodcastRow[]; total: number }> {
    let query = own(db).selectFrom('podcasts').where('org_id', '=', orgId);
    if (filter.kind === 'visible') {
      query = query.where((eb) => {
        const shown = eb.and([
          eb('published', '=', true),
          ...(filter.nonPublic ? [] : [eb('public', '=', true)]),
        ]);
        return filter.ownerId === null ? shown : eb.or([shown, eb('created_by', '=', filter.ownerId)]);
      });
    }
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('creation_date', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(podcastRow), total: Number(count.n) };
  }

  /**
   * Takes the podcast's next episode number. One `update … returning`: on PostgreSQL it locks the podcast's
   * row until the transaction ends, so concurrent creates (and reorders, which take the same lock) of one
   * podcast run one after the other; SQLite has one writer. Undefined when the podcast is gone.
   */
  async takeEpisodeNumber(db: Tx, orgId: number, podcastId: number): Promise<number | undefined> {
    const row = await own(db)
      .updateTable('podcasts')
      .set((eb) => ({ episode_counter: eb('episode_counter', '+', 1) }))
      .where('org_id', '=', orgId)
      .where('id', '=', podcastId)
      .returning('episode_counter')
      .executeTakeFirst();
    return row?.episode_counter;
  }

  /** Locks the podcast's row for a change of its episodes' order (see `takeEpisodeNumber`). */
  async lockPodcast(db: Tx, orgId: number, podcastId: number, now: Timestamp): Promise<boolean> {
    const result = await own(db)
      .updateTable('podcasts')
      .set({ update_date: now })
      .where('org_id', '=', orgId)
      .where('id', '=', podcastId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async lastPosition(db: Tx, orgId: number, podcastId: number): Promise<number> {
    const row = await own(db)
      .selectFrom('podcast_episodes')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('org_id', '=', orgId)
      .where('podcast_id', '=', podcastId)
      .executeTakeFirst();
    return Number(row?.last ?? 0);
  }

  async insertEpisode(
    db: Tx,
    orgId: number,
    values: Omit<Insertable<PodcastEpisodesTable>, 'org_id'>,
  ): Promise<EpisodeRow> {
    const row = await own(db)
      .insertInto('podcast_episodes')
      .values({ ...values, org_id: orgId })
      .returningAll()
      .executeTakeFirstOrThrow();
    return episodeRow(row);
  }

  /** uuid → organization, once at the top of a request. */
  async resolveEpisode(db: Tx, episodeUuid: string): Promise<EpisodeRow | undefined> {
    const row = await own(db)
      .selectFrom('podcast_episodes')
      .selectAll()
      .where('episode_uuid', '=', episodeUuid)
      .executeTakeFirst();
    return row === undefined ? undefined : episodeRow(row);
  }

  /** A podcast's episodes in listening order (only the published ones when asked), one page or all. */
  async listEpisodes(
    db: Tx,
    orgId: number,
    podcastId: number,
    options: { publishedOnly: boolean; page?: { limit: number; offset: number } },
  ): Promise<{ rows: EpisodeRow[]; total: number }> {
    let query = own(db)
      .selectFrom('podcast_episodes')
      .where('org_id', '=', orgId)
      .where('podcast_id', '=', podcastId);
    if (options.publishedOnly) query = query.where('published', '=', true);
    let rowsQuery = query.selectAll().orderBy('position').orderBy('id');
    if (options.page !== undefined)
      rowsQuery = rowsQuery.limit(options.page.limit).offset(options.page.offset);
    const [rows, count] = await Promise.all([
      rowsQuery.execute(),
      query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(episodeRow), total: Number(count.n) };
  }

  async setPosition(db: Tx, orgId: number, episodeId: number, position: number): Promise<void> {
    await own(db)
      .updateTable('podcast_episodes')
      .set({ position })
      .where('org_id', '=', orgId)
      .where('id', '=', episodeId)
      .execute();
  }

  async updateEpisode(
    db: Tx,
    orgId: number,
    episodeId: number,
    patch: EpisodePatch,
  ): Promise<EpisodeRow | undefined> {
    const row = await own(db)
      .updateTable('podcast_episodes')
      .set(patch)
      .where('org_id', '=', orgId)
      .where('id', '=', episodeId)
      .returningAll()
      .executeTakeFirst();
    return row === undefined ? undefined : episodeRow(row);
  }

  async deleteEpisode(db: Tx, orgId: number, episodeId: number): Promise<boolean> {
    const result = await own(db)
      .deleteFrom('podcast_episodes')
      .where('org_id', '=', orgId)
      .where('id', '=', episodeId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}

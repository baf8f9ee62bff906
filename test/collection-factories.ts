/**
 * Collections built through HTTP for the integration tests. `createCollection` asserts the 200 and returns the
 * parsed body; the requests tests look at for refusals are made with `call` directly. The read shape is
 * written out here, independently of the service's schemas.
 */
import assert from 'node:assert/strict';
import type { TestApp } from './build-test-app.ts';
import { API, type Course } from './content-factories.ts';
import { call, uniq, type TestOrg } from './factories.ts';

/** CollectionRead [CONTRACT 11]. */
export interface Collection {
  id: number;
  collection_uuid: string;
  org_id: number;
  name: string;
  description: string;
  public: boolean;
  courses: Course[];
  creation_date: string;
  update_date: string;
}

export interface CollectionPage {
  items: Collection[];
  total: number;
  limit: number;
  offset: number;
}

export const collectionUrl = (c: Pick<Collection, 'collection_uuid'> | string) =>
  `${API}/collections/${typeof c === 'string' ? c : c.collection_uuid}`;

export const pageUrl = (orgId: number, page: number | string, limit: number | string) =>
  `${API}/collections/org/${orgId}/page/${page}/limit/${limit}`;

/** A collection of `o` holding `courses` in that order (public unless said), by its admin unless `auth`. */
export async function createCollection(
  t: TestApp,
  o: TestOrg,
  courses: Pick<Course, 'id'>[],
  options: { public?: boolean; name?: string; description?: string; auth?: string } = {},
): Promise<Collection> {
  const response = await call(t, 'POST', `${API}/collections/`, options.auth ?? o.admin.jwt, {
    org_id: o.org.id,
    name: options.name ?? `Collection ${uniq()}`,
    ...(options.description !== undefined && { description: options.description }),
    public: options.public ?? true,
    courses: courses.map((c) => c.id),
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Collection>();
}

/** The uuids of a collection's courses as answered, in order. */
export const courseUuids = (c: Pick<Collection, 'courses'>) => c.courses.map((course) => course.course_uuid);

/** Rows of the collection tables, for checking that a refused request stored nothing. */
export async function storedCounts(t: TestApp): Promise<{ collections: number; links: number }> {
  const count = async (table: 'collections' | 'collection_courses') => {
    const row = await t.services.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return { collections: await count('collections'), links: await count('collection_courses') };
}

/** Switches the organization's collections off (or on), as the organization settings would. */
export async function switchCollections(t: TestApp, orgId: number, enabled: boolean): Promise<void> {
  await t.services.db
    .insertInto('org_settings')
    .values({
      org_id: orgId,
      ai_enabled: false,
      copilot_enabled: false,
      payments_enabled: false,
      communities_enabled: true,
      podcasts_enabled: true,
      boards_enabled: true,
      playgrounds_enabled: true,
      collections_enabled: enabled,
      update_date: '2026-01-01 00:00:00.000',
    })
    .onConflict((oc) => oc.column('org_id').doUpdateSet({ collections_enabled: enabled }))
    .execute();
}

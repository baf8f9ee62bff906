/**
 * Collections [CONTRACT 11]: an organization's named, ordered lists of courses.
 *
 * - Writing takes the `collections` rights: `create` in the organization, `update` and `delete` on the
 *   collection (instructors only on those they created: `requireRightOn`).
 * - Reading: a public collection is readable by anyone (anonymous callers and people of other organizations
 *   too); a members-only one by callers holding `collections:read` in its organization, and to anyone else it
 *   does not exist (404). Inside any collection a reader sees only the courses they may read, by the rule of the
 *   course list (courses module): a course they may not read leaves no trace, not even its uuid.
 * - Every course id given is checked before anything is written: unknown, or one the caller may not read,
 *   404; another organization's, 403 (404s first). Nothing is stored then.
 * - Every route asks the family gate first, once the organization is known (read or write).
 */
import type { Db, Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { isForeignKeyViolation } from '../../platform/db/database.ts';
import { ForbiddenError, NotFoundError } from '../../platform/http/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import { actorUserId, type AccessControl, type Principal } from '../access/index.ts';
import type { ContentAccess, CourseRead, CoursesService, Viewer } from '../courses/index.ts';
import type { FamilyGate } from '../org-settings/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import { presentCollection, type CollectionRead, type CollectionReadPage } from './collections.presenter.ts';
import { CollectionsRepository, type CollectionRow } from './collections.repository.ts';

export interface CollectionsDeps {
  db: Db;
  access: AccessControl;
  families: Pick<FamilyGate, 'requireOpen'>;
  content: Pick<ContentAccess, 'viewer'>;
  courses: Pick<CoursesService, 'presentReadable' | 'requireCourseById'>;
  clock: Clock;
  events: EventPublisher;
}

export interface CreateCollectionInput {
  org_id: number;
  name: string;
  description?: string;
  public: boolean;
  courses: number[];
}

export type UpdateCollectionInput = Partial<Omit<CreateCollectionInput, 'org_id'>>;

/** How a caller reads an organization's collections. */
interface Reader {
  /** Holds `collections:read` there: sees members-only collections too. */
  seesAll: boolean;
  /** How they read courses (for what a collection shows). */
  viewer: Viewer;
}

export class CollectionsService {
  private readonly repo = new CollectionsRepository();

  constructor(private readonly deps: CollectionsDeps) {}

  async create(principal: Principal, input: CreateCollectionInput): Promise<CollectionRead> {
    this.deps.access.requireAuthenticated(principal);
    const orgId = input.org_id;
    await this.deps.families.requireOpen(orgId, 'collections', 'write');
    const actor = await this.deps.access.requireRight(principal, orgId, 'collections', 'create');
    const viewer = await this.deps.content.viewer(principal, orgId);
    const now = toDbTime(this.deps.clock.now());
    return this.writing(() =>
      this.deps.db.transaction().execute(async (trx) => {
        const courses = await this.checkCourses(trx, viewer, orgId, input.courses);
        const row = await this.repo.insertCollection(trx, orgId, {
          collection_uuid: newUuid('collection'),
          name: input.name,
          description: input.description ?? '',
          public: input.public,
          created_by: actorUserId(actor),
          creation_date: now,
          update_date: now,
        });
        await this.repo.replaceCourses(trx, orgId, row.id, input.courses);
        await this.deps.events.publishEvent(trx, orgId, 'collection_created', {
          collection_uuid: row.collection_uuid,
          name: row.name,
        });
        return presentCollection(row, courses);
      }),
    );
  }

  async get(principal: Principal, collectionUuid: string): Promise<CollectionRead> {
    const found = await this.requireCollection(collectionUuid);
    await this.deps.families.requireOpen(found.org_id, 'collections', 'read');
    const reader = await this.reader(principal, found.org_id);
    if (!found.public && !reader.seesAll) throw notFound();
    const [collection] = await this.present(this.deps.db, reader.viewer, found.org_id, [found]);
    return collection!;
  }

  /** Pages start at 1; newest first; members-only collections only for callers holding `collections:read`. */
  async list(principal: Principal, orgId: number, page: number, limit: number): Promise<CollectionReadPage> {
    await this.deps.families.requireOpen(orgId, 'collections', 'read');
    const reader = await this.reader(principal, orgId);
    const offset = (page - 1) * limit;
    const { rows, total } = await this.repo.listCollections(
      this.deps.db,
      orgId,
      !reader.seesAll,
      limit,
      offset,
    );
    return { items: await this.present(this.deps.db, reader.viewer, orgId, rows), total, limit, offset };
  }

  /** Partial: absent fields keep their values; `courses` given replaces the list, in its order. */
  async update(
    principal: Principal,
    collectionUuid: string,
    input: UpdateCollectionInput,
  ): Promise<CollectionRead> {
    this.deps.access.requireAuthenticated(principal);
    const found = await this.requireCollection(collectionUuid);
    const orgId = found.org_id;
    await this.deps.families.requireOpen(orgId, 'collections', 'write');
    await this.deps.access.requireRightOn(principal, orgId, 'collections', 'update', found.created_by);
    const viewer = await this.deps.content.viewer(principal, orgId);
    const now = toDbTime(this.deps.clock.now());
    return this.writing(() =>
      this.deps.db.transaction().execute(async (trx) => {
        if (input.courses !== undefined) await this.checkCourses(trx, viewer, orgId, input.courses);
        const row = await this.repo.updateCollection(trx, orgId, found.id, {
          ...(input.name !== undefined && { name: input.name }),
          ...(input.description !== undefined && { description: input.description }),
          ...(input.public !== undefined && { public: input.public }),
          update_date: now,
        });
        if (row === undefined) throw notFound();
        if (input.courses !== undefined) await this.repo.replaceCourses(trx, orgId, row.id, input.courses);
        const [collection] = await this.present(trx, viewer, orgId, [row]);
        return collection!;
      }),
    );
  }

  /** Its courses stay; only the collection and its list go. */
  async delete(principal: Principal, collectionUuid: string): Promise<void> {
    this.deps.access.requireAuthenticated(principal);
    const found = await this.requireCollection(collectionUuid);
    await this.deps.families.requireOpen(found.org_id, 'collections', 'write');
    await this.deps.access.requireRightOn(principal, found.org_id, 'collections', 'delete', found.created_by);
    await this.repo.deleteCollection(this.deps.db, found.org_id, found.id);
  }

  private async requireCollection(collectionUuid: string): Promise<CollectionRow> {
    const row = await this.repo.resolveCollection(this.deps.db, collectionUuid);
    if (row === undefined) throw notFound();
    return row;
  }

  /**
   * How the caller reads the organization's collections. A token of another organization, or a swapped
   * session outside its own, is refused here (403), as for any of the organization's resources.
   */
  private async reader(principal: Principal, orgId: number): Promise<Reader> {
    const standing = await this.deps.access.standing(principal, orgId);
    let seesAll = false;
    if (standing !== null) {
      try {
        await this.deps.access.requireRight(principal, orgId, 'collections', 'read');
        seesAll = true;
      } catch (error) {
        if (!(error instanceof ForbiddenError)) throw error;
      }
    }
    return { seesAll, viewer: await this.deps.content.viewer(principal, orgId) };
  }

  /** The collections with the courses the viewer may read, each list in its order (three queries for a page). */
  private async present(
    db: Tx,
    viewer: Viewer,
    orgId: number,
    rows: readonly CollectionRow[],
  ): Promise<CollectionRead[]> {
    const ids = await this.repo.courseIdsOf(
      db,
      orgId,
      rows.map((r) => r.id),
    );
    const readable = await this.deps.courses.presentReadable(db, viewer, orgId, [...ids.values()].flat());
    return rows.map((row) =>
      presentCollection(
        row,
        (ids.get(row.id) ?? []).flatMap((courseId) => readable.get(courseId) ?? []),
      ),
    );
  }

  /**
   * The given courses, presented, in the given order, when every one is a course of the organization the
   * caller may read; else 404 (unknown, or out of the caller's reach) before 403 (another organization's).
   */
  private async checkCourses(
    trx: Tx,
    viewer: Viewer,
    orgId: number,
    courseIds: readonly number[],
  ): Promise<CourseRead[]> {
    const readable = await this.deps.courses.presentReadable(trx, viewer, orgId, courseIds);
    let foreign: number | undefined;
    for (const courseId of courseIds) {
      if (readable.has(courseId)) continue;
      const course = await this.deps.courses.requireCourseById(courseId, trx).catch((error: unknown) => {
        if (error instanceof NotFoundError) return undefined;
        throw error;
      });
      if (course === undefined || course.org_id === orgId) throw courseNotFound(courseId);
      foreign ??= courseId;
    }
    if (foreign !== undefined) {
      throw new ForbiddenError(`Course ${foreign} belongs to another organization`, 'other_organization');
    }
    return courseIds.map((courseId) => readable.get(courseId)!);
  }

  /**
   * A course deleted between its check and the write breaks the foreign key (PostgreSQL): it is not found, as
   * it would have been a moment later.
   */
  private async writing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new NotFoundError('Course not found');
      throw error;
    }
  }
}

function notFound(): NotFoundError {
  return new NotFoundError('Collection not found');
}

function courseNotFound(courseId: number): NotFoundError {
  return new NotFoundError(`Course ${courseId} not found`);
}

/**
 * Playgrounds [CONTRACT 11]: an organization's HTML pages. Rights come from the `playgrounds` bucket
 * (instructors edit only their own); reading follows the playground's `access_type` once it is published:
 * `public` anyone, `authenticated` members of the organization, `restricted` members of a user group linked to
 * it. Its editors read it whatever its state. An unpublished playground, and a restricted one the caller may
 * not read, is a 404 to them; an `authenticated` one is a 401 to anonymous callers and a 403 to people of
 * other organizations, like any resource of another organization [SPEC 5.7].
 *
 * The page itself leaves as a page only through `view` (served sandboxed by the routes); everything else
 * answers JSON.
 */
import type { Db, Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../platform/http/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import { actorUserId, type AccessControl, type Actor, type Principal } from '../access/index.ts';
import { courseSummaries, resolveCourseOrChapter } from '../courses/index.ts';
import type { FamilyGate, OpenFamily } from '../org-settings/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import {
  presentPlayground,
  presentSummary,
  type PlaygroundRead,
  type PlaygroundSummary,
} from './playgrounds.presenter.ts';
import {
  PlaygroundsRepository,
  type PlaygroundChanges,
  type PlaygroundRow,
} from './playgrounds.repository.ts';
import type { AccessType } from './playgrounds.tables.ts';

/** Which restricted playgrounds a person's user groups open (the usergroups module answers). */
export interface PlaygroundGroupLinks {
  inLinkedGroup(db: Tx, orgId: number, userId: number, playgroundId: number): Promise<boolean>;
  linkedPlaygroundIds(db: Tx, orgId: number, userId: number): Promise<number[]>;
}

export interface PlaygroundsDeps {
  db: Db;
  access: AccessControl;
  families: Pick<FamilyGate, 'requireOpen'>;
  clock: Clock;
  events: EventPublisher;
  groupLinks: PlaygroundGroupLinks;
}

export interface CreatePlayground {
  name: string;
  description?: string;
  access_type?: AccessType;
  course_uuid?: string | null;
  html_content?: string;
}

export type UpdatePlayground = Partial<Omit<CreatePlayground, 'access_type'>> & {
  access_type?: AccessType;
  published?: boolean;
};

/** A playground the caller may read, and how they stand towards it. */
export interface ReadablePlayground {
  row: PlaygroundRow;
  family: OpenFamily;
  /** The caller may change it. */
  editor: boolean;
  /** The person behind the caller (a token's creator); null for anonymous callers. */
  userId: number | null;
}

type Page<T> = { items: T[]; total: number; limit: number; offset: number };

const PLAYGROUND_UUID = /^playground_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class PlaygroundsService {
  private readonly repo = new PlaygroundsRepository();

  constructor(private readonly deps: PlaygroundsDeps) {}

  async create(principal: Principal, orgId: number, input: CreatePlayground): Promise<PlaygroundRead> {
    this.deps.access.requireAuthenticated(principal);
    await this.deps.families.requireOpen(orgId, 'playgrounds', 'write');
    const actor = await this.deps.access.requireRight(principal, orgId, 'playgrounds', 'create');
    const course = await this.courseOf(orgId, input.course_uuid ?? null);
    const now = toDbTime(this.deps.clock.now());
    const createdBy = actorUserId(actor);
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const inserted = await this.repo.insert(trx, orgId, {
        playground_uuid: newUuid('playground'),
        name: input.name,
        description: input.description ?? '',
        access_type: input.access_type ?? 'authenticated',
        course_id: course?.id ?? null,
        html_content: input.html_content ?? '',
        published: false,
        created_by: createdBy,
        creation_date: now,
        update_date: now,
      });
      await this.deps.events.publishEvent(trx, orgId, 'playground_created', {
        playground_uuid: inserted.playground_uuid,
        name: inserted.name,
        created_by: createdBy,
      });
      return inserted;
    });
    return presentPlayground(row, course?.uuid ?? null);
  }

  async get(principal: Principal, playgroundUuid: string): Promise<PlaygroundRead> {
    const { row } = await this.requireReadable(principal, playgroundUuid);
    return presentPlayground(row, await this.courseUuidOf(row));
  }

  /** The page to serve at `/view`, for whoever may read the playground. */
  async page(principal: Principal, playgroundUuid: string): Promise<string> {
    const { row } = await this.requireReadable(principal, playgroundUuid);
    return row.html_content;
  }

  async update(
    principal: Principal,
    playgroundUuid: string,
    input: UpdatePlayground,
  ): Promise<PlaygroundRead> {
    const found = await this.requireEditable(principal, playgroundUuid, 'update');
    const changes: PlaygroundChanges = { update_date: toDbTime(this.deps.clock.now()) };
    if (input.name !== undefined) changes.name = input.name;
    if (input.description !== undefined) changes.description = input.description;
    if (input.access_type !== undefined) changes.access_type = input.access_type;
    if (input.html_content !== undefined) changes.html_content = input.html_content;
    if (input.published !== undefined) changes.published = input.published;
    if (input.course_uuid !== undefined) {
      changes.course_id = (await this.courseOf(found.org_id, input.course_uuid))?.id ?? null;
    }
    const row = await this.repo.update(this.deps.db, found.org_id, found.id, changes);
    if (row === undefined) throw new NotFoundError('Playground not found');
    return presentPlayground(row, await this.courseUuidOf(row));
  }

  async delete(principal: Principal, playgroundUuid: string): Promise<void> {
    const found = await this.requireEditable(principal, playgroundUuid, 'delete');
    await this.repo.delete(this.deps.db, found.org_id, found.id);
  }

  /** The organization's playgrounds the caller may read, newest first, without their pages. */
  async list(
    principal: Principal,
    orgId: number,
    page: { limit: number; offset: number },
  ): Promise<Page<PlaygroundSummary>> {
    await this.deps.families.requireOpen(orgId, 'playgrounds', 'read');
    const { access, db } = this.deps;
    const actor = await access.standing(principal, orgId);
    let reader = null;
    // Editors of every playground (admins, maintainers, tokens with the update right) see them all.
    if (actor === null || !(await access.mayOn(principal, orgId, 'playgrounds', 'update', null))) {
      const member = actor !== null && (await access.mayOn(principal, orgId, 'playgrounds', 'read', null));
      const userId = actor === null ? null : actorUserId(actor);
      const ownsSome =
        actor !== null && (await access.mayOn(principal, orgId, 'playgrounds', 'update', userId));
      reader = {
        member,
        linkedIds: member ? await this.deps.groupLinks.linkedPlaygroundIds(db, orgId, userId!) : [],
        ownerUserId: ownsSome ? userId : null,
      };
    }
    const { rows, total } = await this.repo.list(db, orgId, { reader }, page.limit, page.offset);
    const courses = await courseSummaries(
      db,
      orgId,
      rows.flatMap((r) => (r.course_id === null ? [] : [r.course_id])),
    );
    const items = rows.map((r) =>
      presentSummary(r, r.course_id === null ? null : (courses.get(r.course_id)?.course_uuid ?? null)),
    );
    return { items, total, ...page };
  }

  /**
   * The playground, when the caller may read it (the rules at the top of this file); 404 when it does not
   * exist or its family is switched off.
   */
  async requireReadable(principal: Principal, playgroundUuid: string): Promise<ReadablePlayground> {
    const row = await this.find(playgroundUuid);
    const family = await this.deps.families.requireOpen(row.org_id, 'playgrounds', 'read');
    const { access } = this.deps;
    const actor = await access.standing(principal, row.org_id);
    const userId = actor !== null ? actorUserId(actor) : principal.kind === 'user' ? principal.user.id : null;
    const readable = { row, family, userId };
    if (
      actor !== null &&
      (await access.mayOn(principal, row.org_id, 'playgrounds', 'update', row.created_by))
    ) {
      return { ...readable, editor: true };
    }
    if (!row.published) throw new NotFoundError('Playground not found');
    if (row.access_type === 'public') return { ...readable, editor: false };
    if (row.access_type === 'restricted') {
      const opened =
        actor !== null &&
        (await access.mayOn(principal, row.org_id, 'playgrounds', 'read', null)) &&
        (await this.deps.groupLinks.inLinkedGroup(this.deps.db, row.org_id, actorUserId(actor), row.id));
      if (!opened) throw new NotFoundError('Playground not found');
      return { ...readable, editor: false };
    }
    // `authenticated`: members of the organization (tokens with the read right).
    if (principal.kind === 'anonymous') throw new UnauthorizedError();
    if (actor === null) throw new ForbiddenError('You are not a member of this organization', 'not_member');
    await access.requireRight(principal, row.org_id, 'playgrounds', 'read');
    return { ...readable, editor: false };
  }

  /**
   * The playground, when the caller may change it: 404 when it does not exist, 403 `feature_disabled` when the
   * family is switched off, then the bucket's rights on it (instructors: only their own, else `not_owner`).
   */
  async requireEditable(
    principal: Principal,
    playgroundUuid: string,
    action: 'update' | 'delete',
  ): Promise<PlaygroundRow & { family: OpenFamily; actor: Actor }> {
    const row = await this.find(playgroundUuid);
    const family = await this.deps.families.requireOpen(row.org_id, 'playgrounds', 'write');
    const actor = await this.deps.access.requireRightOn(
      principal,
      row.org_id,
      'playgrounds',
      action,
      row.created_by,
    );
    return { ...row, family, actor };
  }

  /** Saves a generated page inside the caller's transaction; undefined when the playground is gone meanwhile. */
  async saveGeneratedPage(trx: Tx, row: PlaygroundRow, html: string): Promise<PlaygroundRead | undefined> {
    const saved = await this.repo.update(trx, row.org_id, row.id, {
      html_content: html,
      update_date: toDbTime(this.deps.clock.now()),
    });
    return saved && presentPlayground(saved, await this.courseUuidOf(saved, trx));
  }

  private async find(playgroundUuid: string): Promise<PlaygroundRow> {
    const row = PLAYGROUND_UUID.test(playgroundUuid)
      ? await this.repo.resolvePlayground(this.deps.db, playgroundUuid)
      : undefined;
    if (row === undefined) throw new NotFoundError('Playground not found');
    return row;
  }

  /** The course a body names: 404 when unknown, 403 when it belongs to another organization. */
  private async courseOf(
    orgId: number,
    courseUuid: string | null,
  ): Promise<{ id: number; uuid: string } | null> {
    if (courseUuid === null) return null;
    const course = courseUuid.startsWith('course_')
      ? await resolveCourseOrChapter(this.deps.db, courseUuid)
      : undefined;
    if (course === undefined) throw new NotFoundError('Course not found');
    if (course.org_id !== orgId) {
      throw new ForbiddenError('The course belongs to another organization', 'other_organization');
    }
    return { id: course.id, uuid: course.uuid };
  }

  private async courseUuidOf(row: PlaygroundRow, db: Tx = this.deps.db): Promise<string | null> {
    if (row.course_id === null) return null;
    const found = await courseSummaries(db, row.org_id, [row.course_id]);
    return found.get(row.course_id)?.course_uuid ?? null;
  }
}

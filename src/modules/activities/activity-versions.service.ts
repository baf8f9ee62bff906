/**
 * Activity versions [CONTRACT 5]: every content change saves the content it replaces (the newest 20 kept);
 * editors list, read and restore them. Versions are drafts, so only the course's editors see them.
 */
import type { Db, Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../platform/http/errors.ts';
import type { AccessControl, Principal } from '../access/index.ts';
import {
  authorOf,
  presentActivity,
  touchCourseTree,
  type ActivityRead,
  type ContentAccess,
} from '../courses/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import {
  presentVersion,
  presentVersionSummary,
  type VersionRead,
  type VersionSummary,
} from './activities.presenter.ts';
import { ActivitiesRepository, type ActivityRow } from './activities.repository.ts';

export const VERSIONS_KEPT = 20;

export interface ActivityVersionsDeps {
  db: Db;
  access: AccessControl;
  content: ContentAccess;
  clock: Clock;
  events: EventPublisher;
}

export class ActivityVersionsService {
  private readonly repo = new ActivitiesRepository();

  constructor(private readonly deps: ActivityVersionsDeps) {}

  async versions(principal: Principal, activityUuid: string): Promise<VersionSummary[]> {
    const activity = await this.requireActivity(activityUuid);
    await this.requireEditor(principal, activity.org_id, activity.course_id);
    return (await this.repo.listVersions(this.deps.db, activity.org_id, activity.id)).map(
      presentVersionSummary,
    );
  }

  async version(principal: Principal, activityUuid: string, versionNumber: number): Promise<VersionRead> {
    const activity = await this.requireActivity(activityUuid);
    const found = await this.repo.findVersion(this.deps.db, activity.org_id, activity.id, versionNumber);
    if (found === undefined) throw new NotFoundError(`Version ${versionNumber} not found`);
    await this.requireEditor(principal, activity.org_id, activity.course_id);
    return presentVersion(found);
  }

  /** Puts an earlier version's content back; the content it replaces becomes a version itself. */
  async restore(principal: Principal, activityUuid: string, versionNumber: number): Promise<ActivityRead> {
    const activity = await this.requireActivity(activityUuid);
    if (
      (await this.repo.findVersion(this.deps.db, activity.org_id, activity.id, versionNumber)) === undefined
    ) {
      throw new NotFoundError(`Version ${versionNumber} not found`);
    }
    const actor = await this.deps.access.requireRight(principal, activity.org_id, 'courses', 'update');
    const now = toDbTime(this.deps.clock.now());
    const updated = await this.deps.db.transaction().execute(async (trx) => {
      await touchCourseTree(trx, activity.org_id, activity.course_id);
      await this.repo.lock(trx, activity.org_id, activity.id);
      const current = await this.repo.findActivity(trx, activity.org_id, activity.id);
      const target = current && (await this.repo.findVersion(trx, current.org_id, current.id, versionNumber));
      if (current === undefined || target === undefined)
        throw new NotFoundError(`Version ${versionNumber} not found`);
      const version = await saveVersion(
        { repo: this.repo, events: this.deps.events },
        trx,
        current,
        authorOf(actor),
        now,
      );
      const row = await this.repo.update(trx, current.org_id, current.id, {
        content: target.content,
        version,
        update_date: now,
      });
      if (row === undefined) throw new NotFoundError('Activity not found');
      await this.deps.events.publishEvent(trx, current.org_id, 'activity_version_restored', {
        activity_uuid: current.activity_uuid,
        restored_version_number: versionNumber,
        new_version_number: version,
      });
      return row;
    });
    return presentActivity(updated, { withContent: true, isLocked: false });
  }

  /**
   * Versions are drafts: only the course's editors (instructors and above, the course's active authors,
   * tokens with `courses:read`) see them, whatever the activity's own state.
   */
  private async requireEditor(principal: Principal, orgId: number, courseId: number): Promise<void> {
    const viewer = await this.deps.content.viewer(principal, orgId, courseId);
    if (viewer.kind === 'editor') return;
    if (principal.kind === 'token') {
      throw new ForbiddenError('This API token lacks the courses:read right', 'missing_right');
    }
    if (viewer.kind === 'outsider') {
      if (!viewer.signedIn) throw new UnauthorizedError();
      throw new ForbiddenError('You are not a member of this organization', 'not_member');
    }
    throw new ForbiddenError('Versions are visible to the editors of the course', 'missing_right');
  }

  private async requireActivity(activityUuid: string): Promise<ActivityRow> {
    const activity = await this.repo.resolveActivity(this.deps.db, activityUuid);
    if (activity === undefined) throw new NotFoundError('Activity not found');
    return activity;
  }
}

/**
 * Saves the content being replaced as version `current.version` and returns the activity's next version
 * number; keeps the newest 20 [CONTRACT 5].
 */
export async function saveVersion(
  deps: { repo: ActivitiesRepository; events: EventPublisher },
  trx: Tx,
  current: ActivityRow,
  userId: number,
  now: string,
): Promise<number> {
  await deps.repo.insertVersion(trx, current.org_id, {
    activity_id: current.id,
    version_number: current.version,
    content: current.content,
    created_by_user_id: userId,
    creation_date: now,
  });
  await deps.repo.pruneVersions(trx, current.org_id, current.id, VERSIONS_KEPT);
  await deps.events.publishEvent(trx, current.org_id, 'activity_version_created', {
    activity_id: current.id,
    version_number: current.version,
    created_by_id: userId,
  });
  return current.version + 1;
}

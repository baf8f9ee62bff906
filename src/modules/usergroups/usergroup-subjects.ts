/**
 * What a group's members and links name, read through the modules that own it: the users (identity), the
 * courses and chapters (courses), the activities (activities) and the playgrounds (playgrounds). A uuid's
 * prefix names its kind.
 */
import type { Tx } from '../../db.ts';
import { activitiesByUuids, activitySummaries, resolveActivityUuid } from '../activities/index.ts';
import {
  chapterSummaries,
  chaptersByUuids,
  courseSummaries,
  coursesByUuids,
  resolveCourseOrChapter,
} from '../courses/index.ts';
import { userSummaries } from '../identity/index.ts';
import { playgroundSummaries, playgroundsByUuids, resolvePlaygroundUuid } from '../playgrounds/index.ts';
import type { LinkRow, ResourceRef } from './usergroup-links.repository.ts';
import type { MembershipRow } from './usergroup-members.repository.ts';

/** A link with the name of what it names (null when that is gone). */
export interface LinkedResourceRow extends LinkRow {
  name: string | null;
}

/** A membership with who the member is. */
export interface GroupMemberRow extends MembershipRow {
  user_uuid: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
}

/** The resources among `uuids` that belong to the organization, by uuid; a uuid's prefix names its kind. */
export async function resourcesOfOrg(
  db: Tx,
  orgId: number,
  uuids: string[],
): Promise<Map<string, ResourceRef>> {
  const of = (prefix: string) => uuids.filter((u) => u.startsWith(prefix));
  const [courses, chapters, activities, playgrounds] = await Promise.all([
    coursesByUuids(db, orgId, of('course_')),
    chaptersByUuids(db, orgId, of('chapter_')),
    activitiesByUuids(db, orgId, of('activity_')),
    playgroundsByUuids(db, orgId, of('playground_')),
  ]);
  const found: ResourceRef[] = [
    ...courses.map((r) => ({ kind: 'course' as const, id: r.id, uuid: r.course_uuid })),
    ...chapters.map((r) => ({ kind: 'chapter' as const, id: r.id, uuid: r.chapter_uuid })),
    ...activities.map((r) => ({ kind: 'activity' as const, id: r.id, uuid: r.activity_uuid })),
    ...playgrounds.map((r) => ({ kind: 'playground' as const, id: r.id, uuid: r.playground_uuid })),
  ];
  return new Map(found.map((r) => [r.uuid, r]));
}

/** uuid → organization of a course, chapter, activity or playground (its prefix names which), before it is known. */
export function resolveResource(db: Tx, uuid: string): Promise<{ org_id: number } | undefined> {
  if (uuid.startsWith('activity_')) return resolveActivityUuid(db, uuid);
  if (uuid.startsWith('playground_')) return resolvePlaygroundUuid(db, uuid);
  return resolveCourseOrChapter(db, uuid);
}

/** The members with who they are, in the page's order: one query for the page. */
export async function withProfiles(db: Tx, rows: MembershipRow[]): Promise<GroupMemberRow[]> {
  const profiles = await userSummaries(
    db,
    rows.map((r) => r.user_id),
  );
  return rows.flatMap((row) => {
    const user = profiles.get(row.user_id);
    if (user === undefined) return [];
    const { user_uuid, username, first_name, last_name, email } = user;
    return [{ ...row, user_uuid, username, first_name, last_name, email }];
  });
}

/** The links with the name of what each names, in the page's order: one query per kind on the page. */
export async function withNames(db: Tx, orgId: number, rows: LinkRow[]): Promise<LinkedResourceRow[]> {
  const ids = (key: 'course_id' | 'chapter_id' | 'activity_id' | 'playground_id') =>
    rows.flatMap((r) => (r[key] === null ? [] : [r[key]]));
  const [courses, chapters, activities, playgrounds] = await Promise.all([
    courseSummaries(db, orgId, ids('course_id')),
    chapterSummaries(db, orgId, ids('chapter_id')),
    activitySummaries(db, orgId, ids('activity_id')),
    playgroundSummaries(db, orgId, ids('playground_id')),
  ]);
  const names = (found: Map<number, { name: string }>) => new Map([...found].map(([id, r]) => [id, r.name]));
  const [course, chapter, activity, playground] = [
    names(courses),
    names(chapters),
    names(activities),
    names(playgrounds),
  ];
  const nameOf = (row: LinkRow) =>
    (row.course_id !== null ? course.get(row.course_id) : undefined) ??
    (row.chapter_id !== null ? chapter.get(row.chapter_id) : undefined) ??
    (row.activity_id !== null ? activity.get(row.activity_id) : undefined) ??
    (row.playground_id !== null ? playground.get(row.playground_id) : undefined) ??
    null;
  return rows.map((row) => ({ ...row, name: nameOf(row) }));
}

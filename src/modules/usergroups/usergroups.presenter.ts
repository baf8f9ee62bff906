/** What leaves the API about user groups, their members and their links. */
import { Type, type Static, type TSchema } from 'typebox';
import { toApiDate } from '../../platform/clock.ts';
import { ApiDate, StringEnum } from '../../platform/http/schema.ts';
import type { GroupMemberRow, LinkedResourceRow } from './usergroup-subjects.ts';
import type { UsergroupRow } from './usergroups.repository.ts';

export const UsergroupRead = Type.Object(
  {
    id: Type.Integer(),
    usergroup_uuid: Type.String(),
    org_id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    creation_date: ApiDate,
    update_date: ApiDate,
  },
  { title: 'UsergroupRead' },
);
export type UsergroupRead = Static<typeof UsergroupRead>;

export const RESOURCE_KINDS = ['course', 'chapter', 'activity', 'playground'] as const;

export const LinkedResourceRead = Type.Object(
  {
    resource_uuid: Type.String(),
    kind: StringEnum(RESOURCE_KINDS),
    name: Type.String({ description: 'The name of the course, chapter, activity or playground' }),
    creation_date: ApiDate,
  },
  { title: 'UsergroupResource', description: 'A course, chapter, activity or playground linked to a group' },
);
export type LinkedResourceRead = Static<typeof LinkedResourceRead>;

export const GroupMemberRead = Type.Object(
  {
    user_id: Type.Integer(),
    user_uuid: Type.String(),
    username: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    email: Type.String(),
    creation_date: ApiDate,
  },
  { title: 'UsergroupMember', description: 'A member of a group; creation_date is when they were added' },
);
export type GroupMemberRead = Static<typeof GroupMemberRead>;

/** The answer of add/remove: what the call changed and what was already so (a no-op). */
function LinkChange<T extends TSchema>(item: T, title: string) {
  return Type.Object(
    {
      usergroup_id: Type.Integer(),
      usergroup_uuid: Type.String(),
      changed: Type.Array(item, { description: 'Added (or removed) by this call, in the order given' }),
      unchanged: Type.Array(item, { description: 'Already members or links (or already absent): no-ops' }),
    },
    { title },
  );
}

export const UsersChange = LinkChange(Type.Integer(), 'UsergroupUsersChange');
export type UsersChange = Static<typeof UsersChange>;
export const ResourcesChange = LinkChange(Type.String(), 'UsergroupResourcesChange');
export type ResourcesChange = Static<typeof ResourcesChange>;

export function presentGroup(row: UsergroupRow): UsergroupRead {
  return {
    id: row.id,
    usergroup_uuid: row.usergroup_uuid,
    org_id: row.org_id,
    name: row.name,
    description: row.description,
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
  };
}

export function presentLink(row: LinkedResourceRow): LinkedResourceRead {
  const kind =
    row.course_id !== null
      ? 'course'
      : row.chapter_id !== null
        ? 'chapter'
        : row.playground_id !== null
          ? 'playground'
          : 'activity';
  return {
    resource_uuid: row.resource_uuid,
    kind,
    name: row.name ?? '',
    creation_date: toApiDate(row.creation_date),
  };
}

export function presentMember(row: GroupMemberRow): GroupMemberRead {
  return { ...row, creation_date: toApiDate(row.creation_date) };
}

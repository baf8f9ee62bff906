import type { Id, Timestamp } from '../../platform/db/types.ts';

export interface UsergroupsTable {
  id: Id;
  usergroup_uuid: string;
  org_id: number;
  name: string;
  description: string;
  creation_date: Timestamp;
  update_date: Timestamp;
}

export interface UsergroupUsersTable {
  id: Id;
  usergroup_id: number;
  user_id: number;
  creation_date: Timestamp;
}

/** A link to a course, chapter, activity or playground: exactly one of the four keys is set. */
export interface UsergroupResourcesTable {
  id: Id;
  usergroup_id: number;
  resource_uuid: string;
  course_id: number | null;
  chapter_id: number | null;
  activity_id: number | null;
  playground_id: number | null;
  creation_date: Timestamp;
}

export interface UsergroupTables {
  usergroups: UsergroupsTable;
  usergroup_users: UsergroupUsersTable;
  usergroup_resources: UsergroupResourcesTable;
}

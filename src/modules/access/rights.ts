/**
 * The rights model [SPEC 5.6, CONTRACT 4]: buckets × four actions, held by roles and by API tokens.
 * A token's effective rights are always its own rights intersected with its creator's current role, so a
 * token can never do what its creator could not, even after the creator is demoted or removed.
 */
export const BUCKETS = [
  'courses',
  'assignments',
  'usergroups',
  'certifications',
  'users',
  'webhooks',
] as const;
export const ACTIONS = ['create', 'read', 'update', 'delete'] as const;
export const ROLES = ['admin', 'maintainer', 'instructor', 'learner'] as const;

export type Bucket = (typeof BUCKETS)[number];
export type Action = (typeof ACTIONS)[number];
export type Role = (typeof ROLES)[number];
export type ActionKey = `action_${Action}`;
/** Wire form: `{ "<bucket>": { "action_create": bool, … } }`; a missing bucket or action is denied. */
export type Rights = Partial<Record<Bucket, Partial<Record<ActionKey, boolean>>>>;

/** Stable uuids for the fixed roles, as events report them (`new_role_uuid`). */
export const ROLE_UUIDS: Record<Role, string> = {
  admin: 'role_admin',
  maintainer: 'role_maintainer',
  instructor: 'role_instructor',
  learner: 'role_learner',
};

const ALL: readonly Action[] = ACTIONS;
const READ: readonly Action[] = ['read'];

const ROLE_GRANTS: Record<Role, Partial<Record<Bucket, readonly Action[]>>> = {
  admin: Object.fromEntries(BUCKETS.map((b) => [b, ALL])),
  maintainer: Object.fromEntries(BUCKETS.map((b) => [b, ALL])),
  // Instructors author courses, build assignments, grade and issue certificates; they see members and groups.
  instructor: { courses: ALL, assignments: ALL, certifications: ALL, usergroups: READ, users: READ },
  // Learners read what they may reach; ownership rules in each service narrow this further.
  learner: { courses: READ, assignments: READ, certifications: READ },
};

export function roleHasRight(role: Role, bucket: Bucket, action: Action): boolean {
  return ROLE_GRANTS[role][bucket]?.includes(action) ?? false;
}

export function rightsHave(rights: Rights, bucket: Bucket, action: Action): boolean {
  return rights[bucket]?.[`action_${action}`] === true;
}

/** Every right as a full object (all buckets, all actions), true where `allowed` says so. */
export function normalizeRights(allowed: (bucket: Bucket, action: Action) => boolean): Required<Rights> {
  return Object.fromEntries(
    BUCKETS.map((bucket) => [
      bucket,
      Object.fromEntries(ACTIONS.map((a) => [`action_${a}`, allowed(bucket, a)])),
    ]),
  ) as Required<Rights>;
}

export function roleRights(role: Role): Required<Rights> {
  return normalizeRights((bucket, action) => roleHasRight(role, bucket, action));
}

/** Rights present in both: what a token may really do given its creator's current role (or none). */
export function intersectWithRole(rights: Rights, role: Role | null): Required<Rights> {
  return normalizeRights(
    (bucket, action) =>
      role !== null && rightsHave(rights, bucket, action) && roleHasRight(role, bucket, action),
  );
}

/** The rights in `rights` that `role` lacks, as `bucket:action` strings (empty when within the ceiling). */
export function rightsBeyondRole(rights: Rights, role: Role): string[] {
  const beyond: string[] = [];
  for (const bucket of BUCKETS) {
    for (const action of ACTIONS) {
      if (rightsHave(rights, bucket, action) && !roleHasRight(role, bucket, action))
        beyond.push(`${bucket}:${action}`);
    }
  }
  return beyond;
}

/** The rights of `role` missing from `rights`, as `bucket:action` strings. */
export function roleRightsMissingFrom(rights: Rights, role: Role): string[] {
  const missing: string[] = [];
  for (const bucket of BUCKETS) {
    for (const action of ACTIONS) {
      if (roleHasRight(role, bucket, action) && !rightsHave(rights, bucket, action))
        missing.push(`${bucket}:${action}`);
    }
  }
  return missing;
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

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
  'collections',
  'communities',
  'discussions',
  'podcasts',
  'boards',
  'playgrounds',
] as const;
/**
 * The buckets that existed before the families of CONTRACT 11. A token stored before those families names
 * only these: it holds nothing in the others, and they do not count when it hands out a role (it could not
 * have asked for them).
 */
export const FIRST_BUCKETS: readonly Bucket[] = BUCKETS.slice(0, 6);
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
/**
 * Create and read; update and delete too, but only what the actor created: the role holds the rights and
 * OWN_ONLY below narrows update and delete to the actor's own resources (`requireRightOn` in access-control).
 */
const CREATE_READ_OWN: readonly Action[] = ALL;
const OWN_EDITS: readonly Action[] = ['update', 'delete'];

const ROLE_GRANTS: Record<Role, Partial<Record<Bucket, readonly Action[]>>> = {
  admin: Object.fromEntries(BUCKETS.map((b) => [b, ALL])),
  maintainer: Object.fromEntries(BUCKETS.map((b) => [b, ALL])),
  // Instructors author courses, build assignments, grade and issue certificates; they see members and groups.
  // In the CONTRACT 11 families they create and read; updating and deleting is for what they created (each
  // service applies that "own" rule on top of these rights), and communities are only read.
  instructor: {
    courses: ALL,
    assignments: ALL,
    certifications: ALL,
    usergroups: READ,
    users: READ,
    collections: CREATE_READ_OWN,
    communities: READ,
    discussions: CREATE_READ_OWN,
    podcasts: CREATE_READ_OWN,
    boards: CREATE_READ_OWN,
    playgrounds: CREATE_READ_OWN,
  },
  // Learners read what they may reach; ownership rules in each service narrow this further. They start
  // discussions and comment, and edit or delete only their own posts.
  learner: {
    courses: READ,
    assignments: READ,
    certifications: READ,
    collections: READ,
    communities: READ,
    discussions: CREATE_READ_OWN,
    podcasts: READ,
    boards: READ,
    playgrounds: READ,
  },
};

/** Rights a role holds only over what its holder created [CONTRACT 11]. */
const OWN_ONLY: Record<Role, Partial<Record<Bucket, readonly Action[]>>> = {
  admin: {},
  maintainer: {},
  instructor: {
    collections: OWN_EDITS,
    discussions: OWN_EDITS,
    podcasts: OWN_EDITS,
    boards: OWN_EDITS,
    playgrounds: OWN_EDITS,
  },
  learner: { discussions: OWN_EDITS },
};

/** Whether `role` holds `bucket:action` only over resources its holder created. */
export function roleRightIsOwnOnly(role: Role, bucket: Bucket, action: Action): boolean {
  return OWN_ONLY[role][bucket]?.includes(action) ?? false;
}

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

/**
 * The rights of `role` missing from `rights`, as `bucket:action` strings, among `buckets` (a token stored
 * before a bucket existed is judged only on the buckets it could have asked for).
 */
export function roleRightsMissingFrom(
  rights: Rights,
  role: Role,
  buckets: readonly Bucket[] = BUCKETS,
): string[] {
  const missing: string[] = [];
  for (const bucket of buckets) {
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

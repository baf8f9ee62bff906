/**
 * The event catalogue [SPEC 6.3; CONTRACT 7]: every event a webhook endpoint can subscribe to, with its
 * category, a description and a JSON Schema (2020-12) of its `data`. `GET …/webhooks/events` serves it as is,
 * subscriptions are validated against it, and every payload is checked against it at dispatch.
 *
 * Each `data` schema forbids properties it does not name, so a payload that drifts from the catalogue shows
 * up as a warning in the log rather than as a silent surprise for integrators.
 */
import { Type, type Static, type TSchema } from 'typebox';

const Str = Type.String();
const Int = Type.Integer();
const Bool = Type.Boolean();
const Obj = <P extends Parameters<typeof Type.Object>[0]>(properties: P) =>
  Type.Object(properties, { additionalProperties: false });

/** `user` = `{user_uuid, email, username}` [SPEC 6.3]. */
const UserRef = Obj({ user_uuid: Str, email: Str, username: Str });
/** `course` = `{course_uuid, name}` [SPEC 6.3]. */
const CourseRef = Obj({ course_uuid: Str, name: Str });
/** A course author as the contributor events list them (SPEC leaves the object open: `list[object]`). */
const CONTRIBUTOR = { user_id: Int, user_uuid: Str, username: Str, authorship: Str };

export type EventCategory =
  | 'System'
  | 'Learning progress'
  | 'User and access'
  | 'Course lifecycle'
  | 'Content management'
  | 'Collaboration'
  | 'Community'
  | 'Groups'
  | 'Subscriptions'
  | 'Organization';

interface EventDefinition {
  category: EventCategory;
  description: string;
  data: TSchema;
}

const define = <D extends Record<string, EventDefinition>>(definitions: D): D => definitions;

export const CATALOGUE = define({
  ping: {
    category: 'System',
    description: 'A test delivery sent by the test endpoint; `message` is a fixed informational text.',
    data: Obj({ message: Str }),
  },

  course_completed: {
    category: 'Learning progress',
    description: 'A learner completed every activity of a course.',
    data: Obj({ user: UserRef, course: CourseRef }),
  },
  course_enrolled: {
    category: 'Learning progress',
    description: 'A learner enrolled in a course (on their own or through the admin API).',
    data: Obj({ user: UserRef, course: CourseRef }),
  },
  activity_completed: {
    category: 'Learning progress',
    description: 'A learner completed an activity for the first time.',
    data: Obj({
      user: UserRef,
      activity: Obj({ activity_uuid: Str, activity_type: Str }),
      course: CourseRef,
    }),
  },
  assignment_submitted: {
    category: 'Learning progress',
    description: 'A learner (or a caller on their behalf) submitted an assignment.',
    data: Obj({ user: UserRef, assignment: Obj({ assignment_uuid: Str }), course: CourseRef }),
  },
  assignment_graded: {
    category: 'Learning progress',
    description: "A submission was graded; `grade` is the learner's grade value.",
    data: Obj({ user_id: Int, assignment_uuid: Str, course_uuid: Str, grade: Int }),
  },
  certificate_claimed: {
    category: 'Learning progress',
    description: 'A learner received the certificate of a course.',
    data: Obj({ user: UserRef, course: CourseRef, certificate: Obj({ user_certification_uuid: Str }) }),
  },

  user_signed_up: {
    category: 'User and access',
    description:
      'A new account was created in the organization; `signup_method` is `email`, `invite`, `oauth` or `admin`.',
    data: Obj({
      user: Obj({ user_uuid: Str, email: Str, username: Str, first_name: Str, last_name: Str }),
      signup_method: Str,
    }),
  },
  user_email_verified: {
    category: 'User and access',
    description: 'A member verified their email address (hosted deployments).',
    data: Obj({ user_uuid: Str, email: Str }),
  },
  user_role_changed: {
    category: 'User and access',
    description: "A member's role changed; `new_role_uuid` is `role_admin`, `role_maintainer`, … .",
    data: Obj({ user_id: Int, org_id: Int, new_role_uuid: Str }),
  },
  user_invited_to_org: {
    category: 'User and access',
    description:
      'An invite was created: one event per invite, naming every invited address (empty for a shareable code).',
    data: Obj({ org_id: Int, emails: Type.Array(Str), invite_code_uuid: Str, invited_by: Str }),
  },
  user_removed_from_org: {
    category: 'User and access',
    description: 'A member was removed from the organization or left it.',
    data: Obj({ user_id: Int, org_id: Int }),
  },

  course_created: {
    category: 'Course lifecycle',
    description: 'A course was created.',
    data: Obj({ course_uuid: Str, name: Str, org_id: Int }),
  },
  course_published: {
    category: 'Course lifecycle',
    description: 'A course was published or unpublished (`published` says which).',
    data: Obj({ course_uuid: Str, name: Str, published: Bool }),
  },
  course_deleted: {
    category: 'Course lifecycle',
    description: 'A course was deleted.',
    data: Obj({ course_uuid: Str, name: Str }),
  },
  course_update_published: {
    category: 'Course lifecycle',
    description: 'An announcement was posted to a course.',
    data: Obj({ courseupdate_uuid: Str, course_uuid: Str }),
  },

  activity_version_created: {
    category: 'Content management',
    description: "A snapshot of an activity's content was saved as a version.",
    data: Obj({ activity_id: Int, version_number: Int, created_by_id: Int }),
  },
  activity_version_restored: {
    category: 'Content management',
    description: 'An activity was restored to an earlier version.',
    data: Obj({ activity_uuid: Str, restored_version_number: Int, new_version_number: Int }),
  },
  course_contributor_added: {
    category: 'Content management',
    description: 'Contributors were added to a course.',
    data: Obj({
      course_uuid: Str,
      contributors: Type.Array(
        Obj({
          ...CONTRIBUTOR,
          // The authorship held before this call; null for a new author.
          previous_authorship: Type.Union([Str, Type.Null()]),
        }),
      ),
    }),
  },
  course_contributor_removed: {
    category: 'Content management',
    description: 'Contributors were removed from a course.',
    data: Obj({ course_uuid: Str, contributors: Type.Array(Obj(CONTRIBUTOR)) }),
  },
  collection_created: {
    category: 'Content management',
    description: 'A course collection was created.',
    data: Obj({ collection_uuid: Str, name: Str }),
  },
  podcast_episode_created: {
    category: 'Content management',
    description: 'A podcast episode was added.',
    data: Obj({ episode_uuid: Str, podcast_uuid: Str, title: Str, episode_number: Int }),
  },

  board_created: {
    category: 'Collaboration',
    description: 'A whiteboard was created.',
    data: Obj({ board_uuid: Str, name: Str, created_by: Int }),
  },
  board_member_added: {
    category: 'Collaboration',
    description: 'A member was added to a whiteboard.',
    data: Obj({ board_uuid: Str, user_id: Int, role: Str }),
  },
  playground_created: {
    category: 'Collaboration',
    description: 'A playground was created.',
    data: Obj({ playground_uuid: Str, name: Str, created_by: Int }),
  },

  discussion_posted: {
    category: 'Community',
    description: 'A discussion was started in a community.',
    data: Obj({
      user: UserRef,
      discussion: Obj({ discussion_uuid: Str, title: Str }),
      community: Obj({ community_uuid: Str }),
    }),
  },
  comment_created: {
    category: 'Community',
    description: 'A comment was posted on a discussion.',
    data: Obj({
      user: UserRef,
      comment: Obj({ comment_uuid: Str }),
      discussion: Obj({ discussion_uuid: Str, title: Str }),
      community: Obj({ community_uuid: Str }),
    }),
  },
  discussion_pinned: {
    category: 'Community',
    description: 'A discussion was pinned or unpinned.',
    data: Obj({ discussion_uuid: Str, title: Str, is_pinned: Bool, community_uuid: Str }),
  },
  discussion_locked: {
    category: 'Community',
    description: 'A discussion was locked or unlocked.',
    data: Obj({ discussion_uuid: Str, title: Str, is_locked: Bool, community_uuid: Str }),
  },
  discussion_vote_cast: {
    category: 'Community',
    description: 'A user upvoted a discussion.',
    data: Obj({ discussion_uuid: Str, user_id: Int, upvote_count: Int }),
  },

  usergroup_created: {
    category: 'Groups',
    description: 'A user group was created.',
    data: Obj({ usergroup_uuid: Str, name: Str }),
  },
  usergroup_deleted: {
    category: 'Groups',
    description: 'A user group was deleted.',
    data: Obj({ usergroup_uuid: Str, name: Str }),
  },
  usergroup_users_added: {
    category: 'Groups',
    description: 'Users were added to a group (one event per call).',
    data: Obj({ usergroup_id: Int, usergroup_uuid: Str, user_ids: Type.Array(Int) }),
  },
  usergroup_resources_added: {
    category: 'Groups',
    description: 'Courses, chapters or activities were linked to a group (one event per call).',
    data: Obj({ usergroup_id: Int, usergroup_uuid: Str, resource_uuids: Type.Array(Str) }),
  },

  pack_activated: {
    category: 'Subscriptions',
    description: 'A subscription pack was activated.',
    data: Obj({ pack_id: Str, pack_type: Str, quantity: Int, platform_subscription_id: Str }),
  },
  pack_deactivated: {
    category: 'Subscriptions',
    description: 'A subscription pack was cancelled.',
    data: Obj({ pack_id: Str, pack_type: Str, platform_subscription_id: Str }),
  },

  org_signup_method_changed: {
    category: 'Organization',
    description: "The organization's signup mechanism changed (`open` or `inviteOnly`).",
    data: Obj({ signup_mechanism: Str }),
  },
  org_ai_config_changed: {
    category: 'Organization',
    description: 'The AI configuration was updated.',
    data: Obj({ ai_enabled: Bool, copilot_enabled: Bool }),
  },
  org_payments_config_changed: {
    category: 'Organization',
    description: 'The payments configuration was updated.',
    data: Obj({ payments_enabled: Bool }),
  },
});

export type EventName = keyof typeof CATALOGUE;
export type EventData<E extends EventName> = Static<(typeof CATALOGUE)[E]['data']>;

export const EVENT_NAMES = Object.keys(CATALOGUE) as EventName[];

export function isEventName(name: string): name is EventName {
  return Object.hasOwn(CATALOGUE, name);
}

export interface CatalogueEntry {
  category: EventCategory;
  description: string;
  data_schema: Record<string, unknown>;
}

const JSON_SCHEMA_2020_12 = 'https://json-schema.org/draft/2020-12/schema';

/** The events endpoint's body: `{events: {<name>: {category, description, data_schema}}}` [CONTRACT 7]. */
export function catalogueDocument(): { events: Record<string, CatalogueEntry> } {
  return {
    events: Object.fromEntries(
      EVENT_NAMES.map((name) => {
        const { category, description, data } = CATALOGUE[name];
        // A plain-JSON copy: what the endpoint serves is exactly what validation uses.
        const schema = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
        return [name, { category, description, data_schema: { $schema: JSON_SCHEMA_2020_12, ...schema } }];
      }),
    ),
  };
}

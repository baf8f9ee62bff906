/** The catalogue's events of the system, learning progress, users and access, courses and content. */
import { Type } from 'typebox';
import { Bool, CONTRIBUTOR, CourseRef, Int, Obj, Str, UserRef, define } from './catalogue-shapes.ts';

export const LEARNING_AND_CONTENT_EVENTS = define({
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
});

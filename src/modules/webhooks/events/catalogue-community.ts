/** The catalogue's events of collaboration, communities, groups, subscriptions and the organization. */
import { Type } from 'typebox';
import { Bool, Int, Obj, Str, UserRef, define } from './catalogue-shapes.ts';

export const COMMUNITY_AND_ORGANIZATION_EVENTS = define({
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

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { CATALOGUE, EVENT_NAMES, catalogueDocument, isEventName } from './catalogue.ts';

/** SPEC 6.3's table, event by event, with its category. */
const SPEC_EVENTS: Record<string, string> = {
  ping: 'System',
  course_completed: 'Learning progress',
  course_enrolled: 'Learning progress',
  activity_completed: 'Learning progress',
  assignment_submitted: 'Learning progress',
  assignment_graded: 'Learning progress',
  certificate_claimed: 'Learning progress',
  user_signed_up: 'User and access',
  user_email_verified: 'User and access',
  user_role_changed: 'User and access',
  user_invited_to_org: 'User and access',
  user_removed_from_org: 'User and access',
  course_created: 'Course lifecycle',
  course_published: 'Course lifecycle',
  course_deleted: 'Course lifecycle',
  course_update_published: 'Course lifecycle',
  activity_version_created: 'Content management',
  activity_version_restored: 'Content management',
  course_contributor_added: 'Content management',
  course_contributor_removed: 'Content management',
  collection_created: 'Content management',
  podcast_episode_created: 'Content management',
  board_created: 'Collaboration',
  board_member_added: 'Collaboration',
  playground_created: 'Collaboration',
  discussion_posted: 'Community',
  comment_created: 'Community',
  discussion_pinned: 'Community',
  discussion_locked: 'Community',
  discussion_vote_cast: 'Community',
  usergroup_created: 'Groups',
  usergroup_deleted: 'Groups',
  usergroup_users_added: 'Groups',
  usergroup_resources_added: 'Groups',
  pack_activated: 'Subscriptions',
  pack_deactivated: 'Subscriptions',
  org_signup_method_changed: 'Organization',
  org_ai_config_changed: 'Organization',
  org_payments_config_changed: 'Organization',
};

const JSON_SCHEMA_2020_12 = 'https://json-schema.org/draft/2020-12/schema';

const user = { user_uuid: 'user_1', email: 'ada@example.com', username: 'ada' };
const course = { course_uuid: 'course_1', name: 'Algebra' };

/** Per event: data built from SPEC 6.3's data column, and data that breaks it. */
const SAMPLES: Record<string, { valid: unknown; invalid: [string, unknown][] }> = {
  ping: {
    valid: { message: 'This is a test delivery.' },
    invalid: [
      ['message missing', {}],
      ['message not a string', { message: 1 }],
      ['an unknown property', { message: 'x', extra: true }],
    ],
  },
  user_signed_up: {
    valid: {
      user: { ...user, first_name: 'Ada', last_name: 'Lovelace' },
      signup_method: 'email',
    },
    invalid: [
      ['user without first_name', { user: { ...user, last_name: 'Lovelace' }, signup_method: 'email' }],
      ['signup_method missing', { user: { ...user, first_name: 'Ada', last_name: 'Lovelace' } }],
      [
        'signup_method not a string',
        { user: { ...user, first_name: 'Ada', last_name: 'Lovelace' }, signup_method: 1 },
      ],
    ],
  },
  user_role_changed: {
    valid: { user_id: 12, org_id: 3, new_role_uuid: 'role_maintainer' },
    invalid: [
      ['user_id a string', { user_id: '12', org_id: 3, new_role_uuid: 'role_maintainer' }],
      ['org_id not an integer', { user_id: 12, org_id: 3.5, new_role_uuid: 'role_maintainer' }],
      ['new_role_uuid missing', { user_id: 12, org_id: 3 }],
    ],
  },
  user_invited_to_org: {
    valid: {
      org_id: 3,
      emails: ['a@example.com', 'b@example.com'],
      invite_code_uuid: 'invitecode_1',
      invited_by: 'user_1',
    },
    invalid: [
      [
        'emails not a list',
        { org_id: 3, emails: 'a@example.com', invite_code_uuid: 'invitecode_1', invited_by: 'user_1' },
      ],
      [
        'emails of numbers',
        { org_id: 3, emails: [1], invite_code_uuid: 'invitecode_1', invited_by: 'user_1' },
      ],
      ['invited_by missing', { org_id: 3, emails: [], invite_code_uuid: 'invitecode_1' }],
    ],
  },
  user_removed_from_org: {
    valid: { user_id: 12, org_id: 3 },
    invalid: [
      ['org_id missing', { user_id: 12 }],
      ['user_id null', { user_id: null, org_id: 3 }],
    ],
  },
  user_email_verified: {
    valid: { user_uuid: 'user_1', email: 'ada@example.com' },
    invalid: [
      ['email missing', { user_uuid: 'user_1' }],
      ['user_uuid a number', { user_uuid: 1, email: 'ada@example.com' }],
    ],
  },
  org_signup_method_changed: {
    valid: { signup_mechanism: 'inviteOnly' },
    invalid: [
      ['signup_mechanism a boolean', { signup_mechanism: true }],
      ['signup_mechanism missing', {}],
    ],
  },
  course_created: {
    valid: { course_uuid: 'course_1', name: 'Algebra', org_id: 3 },
    invalid: [
      ['org_id a string', { course_uuid: 'course_1', name: 'Algebra', org_id: '3' }],
      ['name missing', { course_uuid: 'course_1', org_id: 3 }],
    ],
  },
  assignment_graded: {
    valid: { user_id: 12, assignment_uuid: 'assignment_1', course_uuid: 'course_1', grade: 87 },
    invalid: [
      [
        'grade not an integer',
        { user_id: 12, assignment_uuid: 'assignment_1', course_uuid: 'course_1', grade: 87.5 },
      ],
      ['course_uuid missing', { user_id: 12, assignment_uuid: 'assignment_1', grade: 87 }],
    ],
  },
  activity_completed: {
    valid: { user, activity: { activity_uuid: 'activity_1', activity_type: 'TYPE_DYNAMIC' }, course },
    invalid: [
      ['activity without activity_type', { user, activity: { activity_uuid: 'activity_1' }, course }],
      [
        'user without email',
        {
          user: { user_uuid: 'user_1', username: 'ada' },
          activity: { activity_uuid: 'activity_1', activity_type: 'TYPE_DYNAMIC' },
          course,
        },
      ],
      ['course missing', { user, activity: { activity_uuid: 'activity_1', activity_type: 'TYPE_DYNAMIC' } }],
    ],
  },
  course_published: {
    valid: { course_uuid: 'course_1', name: 'Algebra', published: false },
    invalid: [['published a string', { course_uuid: 'course_1', name: 'Algebra', published: 'false' }]],
  },
  usergroup_users_added: {
    valid: { usergroup_id: 4, usergroup_uuid: 'usergroup_1', user_ids: [1, 2] },
    invalid: [['user_ids of strings', { usergroup_id: 4, usergroup_uuid: 'usergroup_1', user_ids: ['1'] }]],
  },
  course_contributor_added: {
    valid: {
      course_uuid: 'course_1',
      contributors: [
        {
          user_id: 1,
          user_uuid: 'user_1',
          username: 'ada',
          authorship: 'CONTRIBUTOR',
          previous_authorship: null,
        },
        {
          user_id: 2,
          user_uuid: 'user_2',
          username: 'bo',
          authorship: 'MAINTAINER',
          previous_authorship: 'REPORTER',
        },
      ],
    },
    invalid: [
      ['contributors of strings', { course_uuid: 'course_1', contributors: ['user_1'] }],
      [
        'an entry without its user',
        { course_uuid: 'course_1', contributors: [{ authorship: 'CONTRIBUTOR' }] },
      ],
    ],
  },
  pack_deactivated: {
    valid: { pack_id: 'p1', pack_type: 'seats', platform_subscription_id: 'sub_1' },
    invalid: [
      [
        'platform_subscription_id a number',
        { pack_id: 'p1', pack_type: 'seats', platform_subscription_id: 1 },
      ],
      [
        'a quantity, which only pack_activated has',
        { pack_id: 'p1', pack_type: 'seats', platform_subscription_id: 'sub_1', quantity: 1 },
      ],
    ],
  },
};

describe('catalogueDocument [SPEC 6.3; CONTRACT 7]', () => {
  const doc = catalogueDocument();

  it('lists 39 events, ping included', () => {
    assert.equal(Object.keys(SPEC_EVENTS).length, 39);
    assert.deepEqual(Object.keys(doc), ['events']);
  });

  it('has every event of SPEC 6.3 and no other', () => {
    assert.deepEqual(Object.keys(doc.events).sort(), Object.keys(SPEC_EVENTS).sort());
    assert.deepEqual([...EVENT_NAMES].sort(), Object.keys(SPEC_EVENTS).sort());
  });

  for (const [name, category] of Object.entries(SPEC_EVENTS)) {
    it(`describes ${name} (${category})`, () => {
      const entry = doc.events[name];
      assert.ok(entry, `${name} is missing`);
      assert.deepEqual(Object.keys(entry).sort(), ['category', 'data_schema', 'description']);
      assert.equal(entry.category, category);
      assert.equal(typeof entry.description, 'string');
      assert.ok(entry.description.trim().length > 0, `${name} has an empty description`);
      assert.equal(entry.data_schema.$schema, JSON_SCHEMA_2020_12);
      assert.equal(entry.data_schema.type, 'object');
      assert.equal(isEventName(name), true);
    });
  }

  it('does not know names outside the catalogue', () => {
    for (const name of [
      '',
      'PING',
      'user_deleted',
      'toString',
      '__proto__',
      'constructor',
      'hasOwnProperty',
    ]) {
      assert.equal(isEventName(name), false, name);
    }
  });

  it('is plain JSON', () => {
    assert.deepEqual(JSON.parse(JSON.stringify(doc)), doc);
  });

  it('gives a fresh copy on every call, so a caller cannot change the catalogue', () => {
    const first = catalogueDocument();
    (first.events.ping!.data_schema as { properties: Record<string, unknown> }).properties.extra = {};
    first.events.ping!.description = 'changed';
    const second = catalogueDocument();
    assert.deepEqual(second, doc);
    assert.equal(CATALOGUE.ping.description, doc.events.ping!.description);
  });
});

describe('data schemas', () => {
  const doc = catalogueDocument();
  // Strict mode: an unknown keyword or a malformed schema fails to compile.
  const ajv = new Ajv2020({ strict: true, allErrors: true });

  it('all compile with Ajv (JSON Schema 2020-12, strict)', () => {
    for (const [name, entry] of Object.entries(doc.events)) {
      assert.doesNotThrow(() => ajv.compile(entry.data_schema), name);
    }
  });

  it('have samples for at least the events the service emits today', () => {
    for (const name of [
      'ping',
      'user_signed_up',
      'user_role_changed',
      'user_invited_to_org',
      'user_removed_from_org',
      'user_email_verified',
      'org_signup_method_changed',
      'course_created',
      'assignment_graded',
      'activity_completed',
    ]) {
      assert.ok(SAMPLES[name], name);
    }
  });

  for (const [name, { valid, invalid }] of Object.entries(SAMPLES)) {
    describe(name, () => {
      const validate = () => ajv.compile(doc.events[name]!.data_schema);

      it('accepts data shaped as SPEC 6.3 says', () => {
        const check = validate();
        assert.equal(check(valid), true, JSON.stringify(check.errors));
      });

      it('refuses data with an unknown property', () => {
        assert.equal(validate()({ ...(valid as object), not_in_spec: 1 }), false);
      });

      it('refuses a non-object', () => {
        const check = validate();
        for (const value of [null, [], 'x', 1]) assert.equal(check(value), false, JSON.stringify(value));
      });

      for (const [label, data] of invalid) {
        it(`refuses data with ${label}`, () => {
          assert.equal(validate()(data), false);
        });
      }
    });
  }
});

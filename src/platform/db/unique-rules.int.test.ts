/**
 * The unique rules repositories name, checked against the real schema on the database under test: breaking
 * each one is recognised as that rule and no other, so a translated 409 can only come from the rule it names.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  buildAssignment,
  SHORT_ANSWER,
  addTask,
  ok,
  saveAnswer,
} from '../../../test/assignment-factories.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createCertification } from '../../../test/certificate-factories.ts';
import { createCourse } from '../../../test/content-factories.ts';
import { addMember, uniq } from '../../../test/factories.ts';
import { createGroup } from '../../../test/usergroup-factories.ts';
import {
  UNIQUE_ASSIGNMENT_ACTIVITY,
  UNIQUE_ATTEMPT,
  UNIQUE_CURRENT_ATTEMPT,
} from '../../modules/assignments/assignments.repository.ts';
import { UNIQUE_COURSE_CERTIFICATION } from '../../modules/certificates/certificates.repository.ts';
import { UNIQUE_EMAIL, UNIQUE_USERNAME } from '../../modules/identity/identity.repository.ts';
import { OauthRepository, UNIQUE_PROVIDER_SUBJECT } from '../../modules/identity/oauth.repository.ts';
import { UNIQUE_MEMBERSHIP, UNIQUE_ORG_SLUG } from '../../modules/organizations/organizations.repository.ts';
import { UNIQUE_GROUP_NAME } from '../../modules/usergroups/usergroups.repository.ts';
import type { AnyDb } from './columns.ts';
import { violates, type UniqueRule } from './unique-violations.ts';

const RULES: Record<string, UniqueRule> = {
  UNIQUE_ORG_SLUG,
  UNIQUE_MEMBERSHIP,
  UNIQUE_EMAIL,
  UNIQUE_USERNAME,
  UNIQUE_PROVIDER_SUBJECT,
  UNIQUE_ASSIGNMENT_ACTIVITY,
  UNIQUE_ATTEMPT,
  UNIQUE_CURRENT_ATTEMPT,
  UNIQUE_GROUP_NAME,
  UNIQUE_COURSE_CERTIFICATION,
};

describe('unique rules against the schema', () => {
  let t: TestApp;
  let db: AnyDb;
  /** For each rule, an insert that breaks it (and only it). */
  const breaking = new Map<string, () => Promise<unknown>>();

  /** Inserts a copy of the row of `table` with id `id`, `changes` applied (fresh uuids keep other rules). */
  async function copyRow(table: string, id: number, changes: Record<string, unknown> = {}): Promise<unknown> {
    const { id: _id, ...row } = (await db
      .selectFrom(table)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()) as Record<string, unknown>;
    return db
      .insertInto(table)
      .values({ ...row, ...changes })
      .execute();
  }

  before(async () => {
    t = await buildTestApp();
    db = t.services.db;
    const { p, assignment } = await buildAssignment(t, { fields: { published: true } });
    const o = p.o;
    const task = await addTask(t, o.admin.jwt, assignment, SHORT_ANSWER);
    const learner = await addMember(t, o.org.id, 'learner');
    ok(await saveAnswer(t, learner.jwt, assignment, task, { answer: 'x' }));
    const membership = await db
      .selectFrom('memberships')
      .select('id')
      .where('user_id', '=', learner.user.id)
      .executeTakeFirstOrThrow();
    const submission = await db
      .selectFrom('assignment_submissions')
      .select('id')
      .where('assignment_id', '=', assignment.id)
      .executeTakeFirstOrThrow();
    const group = await createGroup(t, o);
    const course = await createCourse(t, o);
    const certification = await createCertification(t, o.admin.jwt, course);
    const subject = `sub-${uniq()}`;
    await new OauthRepository().insertIdentity(t.services.db, {
      user_id: learner.user.id,
      provider: 'test-idp',
      subject,
      email: learner.email,
      now: '2026-03-02 09:00:00.000',
    });
    const identity = await db
      .selectFrom('oauth_identities')
      .select('id')
      .where('subject', '=', subject)
      .executeTakeFirstOrThrow();

    const fresh = (prefix: string) => `${prefix}_${uniq()}`;
    breaking.set('UNIQUE_ORG_SLUG', () => copyRow('organizations', o.org.id, { org_uuid: fresh('org') }));
    breaking.set('UNIQUE_MEMBERSHIP', () => copyRow('memberships', membership.id));
    breaking.set('UNIQUE_EMAIL', () =>
      copyRow('users', learner.user.id, { user_uuid: fresh('user'), username: fresh('other') }),
    );
    breaking.set('UNIQUE_USERNAME', () =>
      copyRow('users', learner.user.id, {
        user_uuid: fresh('user'),
        email: `${fresh('other')}@example.com`,
        username: learner.user.username.toUpperCase(),
      }),
    );
    breaking.set('UNIQUE_PROVIDER_SUBJECT', () => copyRow('oauth_identities', identity.id));
    breaking.set('UNIQUE_ASSIGNMENT_ACTIVITY', () =>
      copyRow('assignments', assignment.id, { assignment_uuid: fresh('assignment') }),
    );
    breaking.set('UNIQUE_ATTEMPT', () =>
      copyRow('assignment_submissions', submission.id, {
        submission_uuid: fresh('submission'),
        is_current: false,
      }),
    );
    breaking.set('UNIQUE_CURRENT_ATTEMPT', () =>
      copyRow('assignment_submissions', submission.id, {
        submission_uuid: fresh('submission'),
        attempt_number: 2,
      }),
    );
    breaking.set('UNIQUE_GROUP_NAME', () =>
      copyRow('usergroups', group.id, { usergroup_uuid: fresh('usergroup') }),
    );
    breaking.set('UNIQUE_COURSE_CERTIFICATION', () =>
      copyRow('certifications', certification.id, { certification_uuid: fresh('certification') }),
    );
  });
  after(() => t.close());

  for (const name of Object.keys(RULES)) {
    it(`${name} is recognised when broken, and no other rule is`, async () => {
      const insert = breaking.get(name);
      assert.ok(insert, `a breaking insert for ${name}`);
      const error = await insert().then(
        () => assert.fail(`${name}: the copy was inserted`),
        (e: unknown) => e,
      );
      for (const [other, rule] of Object.entries(RULES)) {
        assert.equal(violates(error, rule), other === name, `${other} on ${String(error)}`);
      }
    });
  }
});

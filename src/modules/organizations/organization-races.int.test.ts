/**
 * Races on the unique rules of organizations and accounts: many requests creating the same thing at once get
 * one 200 and the answer the sequential check gives (409 `slug_taken`, `already_member`, `email_taken`,
 * `username_taken`) for every other one, never a 500, and the database holds one row. The last tests insert
 * while another transaction holds an uncommitted row, so the unique rule (not a lookup) decides.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { API } from '../../../test/content-factories.ts';
import { PASSWORD, call, createOrg, createUser, uniq, type TestOrg } from '../../../test/factories.ts';
import { RACERS, assertOneWinner, race, whileUncommitted } from '../../../test/races.ts';
import { ConflictError } from '../../platform/http/errors.ts';

describe('organization and account races', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  function newPerson(overrides: Record<string, string> = {}) {
    const id = uniq();
    return { email: `racer-${id}@example.com`, username: `racer_${id}`, password: PASSWORD, ...overrides };
  }

  async function countRows(table: 'organizations' | 'users' | 'memberships', where: Record<string, unknown>) {
    let query = t.services.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
    for (const [column, value] of Object.entries(where)) {
      query = query.where(column as never, '=', value as never);
    }
    return Number((await query.executeTakeFirstOrThrow()).n);
  }

  async function inviteCode(o: TestOrg): Promise<string> {
    const response = await call(t, 'POST', `${API}/orgs/${o.org.id}/invites`, o.admin.jwt, { emails: [] });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ invite_code: string }>().invite_code;
  }

  it(`${RACERS} creations of one slug: one organization, the rest 409 slug_taken`, async () => {
    const creators = await Promise.all(Array.from({ length: RACERS }, () => createUser(t)));
    const slug = `race-${uniq()}`;
    const responses = await race(RACERS, (i) =>
      call(t, 'POST', `${API}/orgs/`, creators[i]!.jwt, { name: 'Race', slug }),
    );
    assertOneWinner(responses, 409, 'slug_taken');
    assert.equal(await countRows('organizations', { slug }), 1);
  });

  it(`${RACERS} joins of one person: one membership, the rest 409 already_member`, async () => {
    const o = await createOrg(t);
    const person = await createUser(t);
    const responses = await race(RACERS, () =>
      call(t, 'POST', `${API}/orgs/${o.org.id}/join`, person.jwt, {}),
    );
    assertOneWinner(responses, 409, 'already_member');
    assert.equal(await countRows('memberships', { org_id: o.org.id, user_id: person.user.id }), 1);
  });

  it(`${RACERS} invite accepts of one person: one membership, one use, the rest 409 already_member`, async () => {
    const o = await createOrg(t);
    const closed = await call(t, 'PUT', `${API}/orgs/${o.org.id}/signup_mechanism`, o.admin.jwt, {
      signup_mechanism: 'inviteOnly',
    });
    assert.equal(closed.statusCode, 200, closed.body);
    const code = await inviteCode(o);
    const person = await createUser(t);
    const responses = await race(RACERS, () =>
      call(t, 'POST', `${API}/orgs/${o.org.id}/join`, person.jwt, { invite_code: code }),
    );
    assertOneWinner(responses, 409, 'already_member');
    assert.equal(await countRows('memberships', { org_id: o.org.id, user_id: person.user.id }), 1);
    const invite = await t.services.db
      .selectFrom('invites')
      .select('use_count')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    assert.equal(invite.use_count, 1);
  });

  // One person sent many times takes the email and the username at once: a loser whose email lookup ran before
  // the winner committed and whose username lookup ran after is told the username is taken, which is as true.
  const BOTH_TAKEN = ['email_taken', 'username_taken'];

  it(`${RACERS} provisionings of one person: one account and membership, the rest 409 (email or username)`, async () => {
    const o = await createOrg(t);
    const person = newPerson();
    const responses = await race(RACERS, () =>
      call(t, 'POST', `${API}/admin/${o.org.slug}/users`, o.admin.jwt, person),
    );
    const winner = assertOneWinner(responses, 409, BOTH_TAKEN);
    assert.equal(await countRows('users', { email: person.email }), 1);
    const userId = winner.json<{ id: number }>().id;
    assert.equal(await countRows('memberships', { org_id: o.org.id, user_id: userId }), 1);
  });

  it(`${RACERS} provisionings of one username under different emails: the rest 409 username_taken`, async () => {
    const o = await createOrg(t);
    const username = `racer_${uniq()}`;
    const responses = await race(RACERS, () =>
      call(t, 'POST', `${API}/admin/${o.org.slug}/users`, o.admin.jwt, newPerson({ username })),
    );
    assertOneWinner(responses, 409, 'username_taken');
    assert.equal(await countRows('users', { username }), 1);
  });

  it(`${RACERS} signups of one email: one account, the rest 409 email_taken`, async () => {
    const o = await createOrg(t);
    const email = newPerson().email;
    const responses = await race(RACERS, () =>
      call(t, 'POST', `${API}/users/${o.org.id}`, undefined, newPerson({ email })),
    );
    assertOneWinner(responses, 409, 'email_taken');
    assert.equal(await countRows('users', { email }), 1);
  });

  it(`${RACERS} invite signups of one person: one account, the rest 409 email_taken or username_taken`, async () => {
    const o = await createOrg(t);
    const code = await inviteCode(o);
    const person = newPerson();
    const responses = await race(RACERS, () =>
      call(t, 'POST', `${API}/users/${o.org.id}/invite/${code}`, undefined, person),
    );
    assertOneWinner(responses, 409, BOTH_TAKEN);
    assert.equal(await countRows('users', { email: person.email }), 1);
  });

  it('a membership inserted while an equal one is uncommitted answers already_member', async () => {
    const o = await createOrg(t);
    const person = await createUser(t);
    const admission = { role: 'learner' as const, method: 'email' as const };
    await assert.rejects(
      whileUncommitted(
        t.services.db,
        (trx) => t.services.invites.join(trx, o.org.id, person.user.id, admission),
        (trx) => t.services.invites.join(trx, o.org.id, person.user.id, admission),
      ),
      (error: unknown) => error instanceof ConflictError && error.code === 'already_member',
    );
  });

  it('an organization inserted while one of the same slug is uncommitted answers slug_taken', async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    const slug = `race-${uniq()}`;
    await assert.rejects(
      whileUncommitted(
        t.services.db,
        (trx) => t.services.orgs.createOrg(trx, a.user.id, { name: 'First', slug }),
        (trx) => t.services.orgs.createOrg(trx, b.user.id, { name: 'Second', slug }),
      ),
      (error: unknown) => error instanceof ConflictError && error.code === 'slug_taken',
    );
  });
});

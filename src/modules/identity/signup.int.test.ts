import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DAY, HOUR } from '../../platform/clock.ts';
import { ConflictError } from '../../platform/http/errors.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  ALL_RIGHTS,
  PASSWORD,
  bearer,
  createApiToken,
  createOrg,
  createUser,
  uniq,
  type TestOrg,
} from '../../../test/factories.ts';

const API_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function newPerson(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = uniq();
  return { email: `new-${id}@example.com`, username: `new_${id}`, password: PASSWORD, ...overrides };
}

describe('identity: signup and the signed-in user', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  function signup(orgId: number, body: unknown) {
    return t.app.inject({ method: 'POST', url: `/api/v1/users/${orgId}`, payload: body as object });
  }

  function signupWithInvite(orgId: number, code: string, body: unknown) {
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${orgId}/invite/${encodeURIComponent(code)}`,
      payload: body as object,
    });
  }

  /** Signs in through the login endpoint, from an address of its own so the per-IP limit stays out of the way. */
  let ipCounter = 0;
  async function login(email: string, password = PASSWORD): Promise<string> {
    ipCounter += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: email, password }).toString(),
      remoteAddress: `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().tokens.access_token as string;
  }

  interface Me {
    user_uuid: string;
    orgs: { org_id: number; org_uuid: string; name: string; slug: string; role: string }[];
  }

  async function me(jwt: string): Promise<Me> {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(jwt) });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<Me>();
  }

  async function makeInviteOnly(o: TestOrg): Promise<void> {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/orgs/${o.org.id}/signup_mechanism`,
      headers: bearer(o.admin.jwt),
      payload: { signup_mechanism: 'inviteOnly' },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().signup_mechanism, 'inviteOnly');
  }

  async function createInvite(o: TestOrg, body: { emails: string[]; role?: string }): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orgs/${o.org.id}/invites`,
      headers: bearer(o.admin.jwt),
      payload: body,
    });
    assert.equal(response.statusCode, 200, response.body);
    const code = response.json().invite_code;
    assert.equal(typeof code, 'string');
    return code as string;
  }

  function assertError(response: { statusCode: number; json(): unknown }, status: number, code: string) {
    assert.equal(response.statusCode, status);
    const body = response.json() as { detail: unknown; code: unknown };
    assert.equal(body.code, code);
    assert.ok(body.detail !== undefined && body.detail !== '', 'the error has a detail');
  }

  describe('POST /users/{org_id} (open signup)', () => {
    it('creates a verified learner and answers the UserRead shape with the email lowercased', async () => {
      const o = await createOrg(t);
      const id = uniq();
      const response = await signup(o.org.id, {
        email: `Mixed.Case-${id}@Example.COM`,
        username: `Signup_${id}`,
        password: PASSWORD,
        first_name: 'Ada',
        last_name: 'Lovelace',
      });
      assert.equal(response.statusCode, 200, response.body);
      const user = response.json();
      assert.deepEqual(Object.keys(user).sort(), [
        'creation_date',
        'email',
        'email_verified',
        'first_name',
        'id',
        'last_name',
        'update_date',
        'user_uuid',
        'username',
      ]);
      assert.ok(Number.isInteger(user.id) && user.id > 0);
      assert.match(user.user_uuid, /^user_[0-9a-f-]{36}$/);
      assert.equal(user.email, `mixed.case-${id}@example.com`);
      assert.equal(user.username, `Signup_${id}`);
      assert.equal(user.first_name, 'Ada');
      assert.equal(user.last_name, 'Lovelace');
      assert.equal(user.email_verified, true);
      assert.match(user.creation_date, API_DATE);
      assert.equal(user.creation_date, t.clock.now().toISOString().replace('T', ' ').slice(0, 19));
      assert.equal(user.update_date, user.creation_date);
      assert.equal('password' in user || 'password_hash' in user, false);

      // The account works at once (self-hosted: no verification step) and is a learner of the organization.
      const profile = await me(await login(`MIXED.case-${id}@example.com`));
      assert.equal(profile.user_uuid, user.user_uuid);
      assert.deepEqual(profile.orgs, [
        {
          org_id: o.org.id,
          org_uuid: o.org.org_uuid,
          name: o.org.name,
          slug: o.org.slug,
          role: 'learner',
        },
      ]);
    });

    it('defaults the optional names to empty strings', async () => {
      const o = await createOrg(t);
      const response = await signup(o.org.id, newPerson());
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().first_name, '');
      assert.equal(response.json().last_name, '');
    });

    it('answers 404 for an unknown organization and creates nobody', async () => {
      const person = newPerson();
      const response = await signup(987654321, person);
      assertError(response, 404, 'not_found');
      assert.equal(await t.services.identity.findUserByEmail(person.email as string), undefined);
    });

    it('answers 409 email_taken for an email already registered, whatever its case', async () => {
      const o = await createOrg(t);
      const existing = await createUser(t, { orgId: o.org.id });
      const response = await signup(o.org.id, newPerson({ email: existing.email.toUpperCase() }));
      assertError(response, 409, 'email_taken');
    });

    it('answers 409 email_taken when the account exists, even for another organization', async () => {
      const first = await createOrg(t);
      const second = await createOrg(t);
      const person = newPerson();
      assert.equal((await signup(first.org.id, person)).statusCode, 200);
      const response = await signup(second.org.id, newPerson({ email: person.email }));
      assertError(response, 409, 'email_taken');
    });

    it('answers 409 username_taken for a username already taken, whatever its case', async () => {
      const o = await createOrg(t);
      const person = newPerson();
      assert.equal((await signup(o.org.id, person)).statusCode, 200);
      const response = await signup(
        o.org.id,
        newPerson({ username: (person.username as string).toUpperCase() }),
      );
      assertError(response, 409, 'username_taken');
    });

    it('answers one of two simultaneous signups with the same username 409 username_taken', async () => {
      const o = await createOrg(t);
      const username = `race_${uniq()}`;
      const responses = await Promise.all([
        signup(o.org.id, newPerson({ username })),
        signup(o.org.id, newPerson({ username: username.toUpperCase() })),
      ]);
      const statuses = responses.map((r) => r.statusCode).sort();
      assert.deepEqual(statuses, [200, 409], responses.map((r) => r.body).join(' '));
      assertError(
        responses.find((r) => r.statusCode === 409)!,
        409,
        'username_taken',
      );
    });

    it('answers one of two simultaneous signups with the same email 409 email_taken', async () => {
      const o = await createOrg(t);
      const email = `race-${uniq()}@example.com`;
      const responses = await Promise.all([
        signup(o.org.id, newPerson({ email })),
        signup(o.org.id, newPerson({ email: email.toUpperCase() })),
      ]);
      const statuses = responses.map((r) => r.statusCode).sort();
      assert.deepEqual(statuses, [200, 409], responses.map((r) => r.body).join(' '));
      assertError(
        responses.find((r) => r.statusCode === 409)!,
        409,
        'email_taken',
      );
    });

    /**
     * Inserts `second` while `first` is inserted but not committed, so the second insert's own lookups cannot
     * see the first row and the unique index has the last word (on PostgreSQL; SQLite's single connection
     * runs the two one after the other, and the lookups decide). Returns the second insert's outcome.
     */
    async function insertDuringUncommittedInsert(
      first: { email: string; username: string },
      second: { email: string; username: string },
    ): Promise<unknown> {
      let outcome: Promise<unknown> | undefined;
      await t.services.db.transaction().execute(async (trx) => {
        await t.services.identity.insertUser(trx, first, null, true);
        outcome = t.services.db
          .transaction()
          .execute((other) => t.services.identity.insertUser(other, second, null, true));
        outcome.catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 200));
      });
      return outcome!;
    }

    it('answers username_taken when a concurrent, uncommitted signup holds the username', async () => {
      const username = `race_${uniq()}`;
      await assert.rejects(
        insertDuringUncommittedInsert(
          { email: `first-${uniq()}@example.com`, username },
          { email: `second-${uniq()}@example.com`, username: username.toUpperCase() },
        ),
        (error: unknown) => error instanceof ConflictError && error.code === 'username_taken',
      );
    });

    it('answers email_taken when a concurrent, uncommitted signup holds the email', async () => {
      const email = `race-${uniq()}@example.com`;
      await assert.rejects(
        insertDuringUncommittedInsert(
          { email, username: `first_${uniq()}` },
          { email: email.toUpperCase(), username: `second_${uniq()}` },
        ),
        (error: unknown) => error instanceof ConflictError && error.code === 'email_taken',
      );
    });

    it('answers 422 with the field named for each invalid body', async () => {
      const o = await createOrg(t);
      const cases: { name: string; body: Record<string, unknown>; loc: string[]; type?: string }[] = [
        {
          name: 'missing email',
          body: { ...newPerson(), email: undefined },
          loc: ['body', 'email'],
          type: 'missing',
        },
        {
          name: 'missing password',
          body: { ...newPerson(), password: undefined },
          loc: ['body', 'password'],
          type: 'missing',
        },
        {
          name: 'missing username',
          body: { ...newPerson(), username: undefined },
          loc: ['body', 'username'],
          type: 'missing',
        },
        { name: 'short password', body: newPerson({ password: 'seven77' }), loc: ['body', 'password'] },
        { name: 'bad email', body: newPerson({ email: 'not-an-email' }), loc: ['body', 'email'] },
        {
          name: 'unknown property',
          body: newPerson({ is_admin: true }),
          loc: ['body', 'is_admin'],
          type: 'extra_forbidden',
        },
        { name: 'wrong type', body: newPerson({ username: 12345 }), loc: ['body', 'username'], type: 'type' },
        { name: 'password as number', body: newPerson({ password: 12345678 }), loc: ['body', 'password'] },
      ];
      for (const c of cases) {
        const response = await signup(o.org.id, c.body);
        assert.equal(response.statusCode, 422, `${c.name}: ${response.body}`);
        const body = response.json<{ code: string; detail: { loc: unknown[]; type: string }[] }>();
        assert.equal(body.code, 'validation_error', c.name);
        assert.ok(Array.isArray(body.detail), c.name);
        const issue = body.detail.find((i) => JSON.stringify(i.loc) === JSON.stringify(c.loc));
        assert.ok(issue, `${c.name}: expected an issue at ${c.loc.join('.')}, got ${response.body}`);
        if (c.type !== undefined) assert.equal(issue.type, c.type, c.name);
        if (typeof c.body.email === 'string') {
          assert.equal(await t.services.identity.findUserByEmail(c.body.email), undefined, c.name);
        }
      }
    });

    it('accepts a password of exactly 8 characters', async () => {
      const o = await createOrg(t);
      const response = await signup(o.org.id, newPerson({ password: 'eight888' }));
      assert.equal(response.statusCode, 200, response.body);
    });

    it('answers 422 before 404 for an invalid body sent to an unknown organization', async () => {
      const response = await signup(987654321, newPerson({ password: 'short' }));
      assertError(response, 422, 'validation_error');
    });

    it('answers 422 for an organization id that is not a positive integer', async () => {
      for (const orgId of ['abc', '0']) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/v1/users/${orgId}`,
          payload: newPerson(),
        });
        assertError(response, 422, 'validation_error');
      }
    });
  });

  describe('invite-only organizations and invite codes', () => {
    it('refuses open signup with 403 invite_required once the organization is invite-only', async () => {
      const o = await createOrg(t);
      await makeInviteOnly(o);
      const person = newPerson();
      const response = await signup(o.org.id, person);
      assertError(response, 403, 'invite_required');
      assert.equal(await t.services.identity.findUserByEmail(person.email as string), undefined);
    });

    it('admits an invited email with the role of the invite', async () => {
      const o = await createOrg(t);
      await makeInviteOnly(o);
      const person = newPerson();
      const code = await createInvite(o, { emails: [person.email as string], role: 'instructor' });

      const response = await signupWithInvite(o.org.id, code, {
        ...person,
        email: (person.email as string).toUpperCase(),
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().email, person.email);
      assert.equal(response.json().email_verified, true);

      const profile = await me(await login(person.email as string));
      assert.deepEqual(
        profile.orgs.map((m) => [m.org_id, m.role]),
        [[o.org.id, 'instructor']],
      );
    });

    it('gives the learner role when the invite names none', async () => {
      const o = await createOrg(t);
      await makeInviteOnly(o);
      const person = newPerson();
      const code = await createInvite(o, { emails: [person.email as string] });
      assert.equal((await signupWithInvite(o.org.id, code, person)).statusCode, 200);
      const profile = await me(await login(person.email as string));
      assert.deepEqual(
        profile.orgs.map((m) => m.role),
        ['learner'],
      );
    });

    it('answers 403 invite_email_mismatch for a code that names other emails', async () => {
      const o = await createOrg(t);
      await makeInviteOnly(o);
      const code = await createInvite(o, { emails: [`someone-else-${uniq()}@example.com`] });
      const person = newPerson();
      const response = await signupWithInvite(o.org.id, code, person);
      assertError(response, 403, 'invite_email_mismatch');
      assert.equal(await t.services.identity.findUserByEmail(person.email as string), undefined);
    });

    it('answers 404 for an unknown code', async () => {
      const o = await createOrg(t);
      await makeInviteOnly(o);
      const response = await signupWithInvite(o.org.id, `no-such-code-${uniq()}`, newPerson());
      assertError(response, 404, 'invite_not_found');
    });

    it('answers 404 for a code of another organization', async () => {
      const mine = await createOrg(t);
      const other = await createOrg(t);
      const person = newPerson();
      const code = await createInvite(other, { emails: [person.email as string] });
      const response = await signupWithInvite(mine.org.id, code, person);
      assertError(response, 404, 'invite_not_found');
    });

    it('answers 400 invite_expired once the code is older than 30 days', async () => {
      const o = await createOrg(t);
      await makeInviteOnly(o);
      const early = newPerson();
      const late = newPerson();
      const code = await createInvite(o, { emails: [early.email as string, late.email as string] });

      // Still valid a moment before the 30 days are over.
      t.clock.advance(30 * DAY - HOUR);
      assert.equal((await signupWithInvite(o.org.id, code, early)).statusCode, 200);

      t.clock.advance(2 * HOUR);
      const response = await signupWithInvite(o.org.id, code, late);
      assertError(response, 400, 'invite_expired');
      assert.equal(await t.services.identity.findUserByEmail(late.email as string), undefined);
    });

    it('answers 409 for an invited email that already has an account', async () => {
      const o = await createOrg(t);
      await makeInviteOnly(o);
      const existing = await createUser(t);
      const code = await createInvite(o, { emails: [existing.email] });
      const response = await signupWithInvite(o.org.id, code, newPerson({ email: existing.email }));
      assertError(response, 409, 'email_taken');
    });
  });

  describe('GET /users/me', () => {
    it('answers 401 without credentials', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me' });
      assertError(response, 401, 'unauthorized');
    });

    it('answers 401 for a bearer value that is not a token', async () => {
      for (const authorization of ['Bearer not-a-jwt', 'Basic dXNlcjpwYXNz']) {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/v1/users/me',
          headers: { authorization },
        });
        assert.equal(response.statusCode, 401, authorization);
      }
    });

    it('answers the user and their organizations with a Bearer JWT', async () => {
      const o = await createOrg(t);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me',
        headers: bearer(o.admin.jwt),
      });
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json();
      assert.equal(body.id, o.admin.user.id);
      assert.equal(body.user_uuid, o.admin.user.user_uuid);
      assert.equal(body.email, o.admin.email);
      assert.equal(body.email_verified, true);
      assert.deepEqual(body.orgs, [
        { org_id: o.org.id, org_uuid: o.org.org_uuid, name: o.org.name, slug: o.org.slug, role: 'admin' },
      ]);
    });

    it('lists every organization of the user with the role in each', async () => {
      const first = await createOrg(t);
      const second = await createOrg(t);
      const person = newPerson();
      assert.equal((await signup(first.org.id, person)).statusCode, 200);
      const jwt = await login(person.email as string);
      const join = await t.app.inject({
        method: 'POST',
        url: `/api/v1/orgs/${second.org.id}/join`,
        headers: bearer(jwt),
        payload: {},
      });
      assert.equal(join.statusCode, 200, join.body);
      const roles = (await me(jwt)).orgs.map((m) => `${m.org_id}:${m.role}`).sort();
      assert.deepEqual(roles, [`${first.org.id}:learner`, `${second.org.id}:learner`].sort());
    });

    it('answers 200 with the access_token_cookie', async () => {
      const o = await createOrg(t);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me',
        cookies: { access_token_cookie: o.admin.jwt },
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().user_uuid, o.admin.user.user_uuid);
    });

    it('lets the Authorization header win over the cookie', async () => {
      const a = await createOrg(t);
      const b = await createOrg(t);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me',
        headers: bearer(a.admin.jwt),
        cookies: { access_token_cookie: b.admin.jwt },
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().user_uuid, a.admin.user.user_uuid);

      const badHeader = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me',
        headers: bearer('not-a-jwt'),
        cookies: { access_token_cookie: b.admin.jwt },
      });
      assert.equal(badHeader.statusCode, 401);
    });

    it('answers 401 for an invalid cookie', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me',
        cookies: { access_token_cookie: 'not-a-jwt' },
      });
      assertError(response, 401, 'unauthorized');
    });

    it('answers 403 session_only with an API token', async () => {
      const o = await createOrg(t);
      const { token } = await createApiToken(t, o, ALL_RIGHTS);
      assert.match(token, /^svc_[A-Za-z0-9_-]{43}$/);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me',
        headers: bearer(token),
      });
      assertError(response, 403, 'session_only');
    });

    it('answers 401 for an unknown API token', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me',
        headers: bearer(`svc_${'A'.repeat(43)}`),
      });
      assert.equal(response.statusCode, 401);
    });
  });
});

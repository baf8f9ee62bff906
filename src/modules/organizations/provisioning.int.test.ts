/** Provisioning, `POST /admin/{org_slug}/users` [CONTRACT 9, 10]. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { captureEvents } from '../../../test/event-capture.ts';
import {
  ALL_RIGHTS,
  PASSWORD,
  addMember,
  bearer,
  createApiToken,
  createOrg,
  createUser,
  rightsWithout,
  uniq,
  type TestOrg,
} from '../../../test/factories.ts';
import { startHttpsReceiver, type HttpsReceiver } from '../../../test/https-receiver.ts';
import { buildWebhookTestApp } from '../../../test/webhook-helpers.ts';

function newPerson(overrides: Record<string, unknown> = {}): Record<string, unknown> & { email: string } {
  const id = uniq();
  return { email: `staff-${id}@example.com`, username: `staff_${id}`, password: PASSWORD, ...overrides };
}

describe('organizations: provisioning (POST /admin/{org_slug}/users)', () => {
  let t: TestApp;
  let receiver: HttpsReceiver;
  before(async () => {
    t = await buildWebhookTestApp();
    receiver = await startHttpsReceiver();
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  function provision(o: TestOrg | string, auth: string | undefined, body: unknown) {
    const slug = typeof o === 'string' ? o : o.org.slug;
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/${slug}/users`,
      headers: auth === undefined ? {} : bearer(auth),
      payload: body as object,
    });
  }

  let ipCounter = 0;
  function login(email: string, password = PASSWORD) {
    ipCounter += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: email, password }).toString(),
      remoteAddress: `10.70.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`,
    });
  }

  function roleOf(o: TestOrg, userId: number) {
    return t.services.orgs.findRole(o.org.id, userId);
  }

  describe('creating a member', () => {
    it('with an API token: a verified learner by default, answered as the user object', async () => {
      const o = await createOrg(t);
      const { token } = await createApiToken(t, o, ALL_RIGHTS);
      const person = newPerson({
        email: `Staff-${uniq()}@Example.COM`,
        first_name: 'Mary',
        last_name: 'Jackson',
      });
      const response = await provision(o, token, person);
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
      assert.match(user.user_uuid, /^user_/);
      assert.equal(user.email, person.email.toLowerCase());
      assert.equal(user.username, person.username);
      assert.equal(user.first_name, 'Mary');
      assert.equal(user.last_name, 'Jackson');
      assert.equal(user.email_verified, true);
      assert.match(user.creation_date, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      assert.equal(await roleOf(o, user.id), 'learner');
    });

    it('with the JWT of an admin or a maintainer, in the role asked for', async () => {
      const o = await createOrg(t);
      const maintainer = await addMember(t, o.org.id, 'maintainer');
      const asAdmin = await provision(o, o.admin.jwt, newPerson({ role: 'instructor' }));
      assert.equal(asAdmin.statusCode, 200, asAdmin.body);
      assert.equal(await roleOf(o, asAdmin.json().id), 'instructor');

      const asMaintainer = await provision(o, maintainer.jwt, newPerson({ role: 'maintainer' }));
      assert.equal(asMaintainer.statusCode, 200, asMaintainer.body);
      assert.equal(await roleOf(o, asMaintainer.json().id), 'maintainer');

      const admin = await provision(o, o.admin.jwt, newPerson({ role: 'admin' }));
      assert.equal(admin.statusCode, 200, admin.body);
      assert.equal(await roleOf(o, admin.json().id), 'admin');
      assert.equal((await provision(o, o.admin.jwt, newPerson({ role: 'learner' }))).statusCode, 200);
    });

    it('refuses (403) a role above the caller’s own, for people and for tokens', async () => {
      const o = await createOrg(t);
      const maintainer = await addMember(t, o.org.id, 'maintainer');
      const person = newPerson({ role: 'admin' });
      assertError(await provision(o, maintainer.jwt, person), 403, 'insufficient_role');

      // A token is held to its creator's role.
      const created = await t.app.inject({
        method: 'POST',
        url: `/api/v1/orgs/${o.org.id}/api-tokens`,
        headers: bearer(maintainer.jwt),
        payload: { name: `maintainer token ${uniq()}`, rights: ALL_RIGHTS },
      });
      assert.equal(created.statusCode, 200, created.body);
      assertError(await provision(o, created.json().token, person), 403, 'insufficient_role');
      assert.equal(
        (await provision(o, created.json().token, newPerson({ role: 'maintainer' }))).statusCode,
        200,
      );
      // A token of an admin may.
      const { token } = await createApiToken(t, o, ALL_RIGHTS);
      assert.equal((await provision(o, token, newPerson({ role: 'admin' }))).statusCode, 200);
      assert.equal(await t.services.identity.findUserByEmail(person.email), undefined);
    });

    it('emits user_signed_up with signup_method "admin" and exactly the catalogue data', async () => {
      const o = await createOrg(t);
      const capture = await captureEvents(t, o, receiver, ['user_signed_up']);
      const person = newPerson({ first_name: 'Dorothy' });
      const response = await provision(o, o.admin.jwt, person);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(await capture.takeOne('user_signed_up'), {
        user: {
          user_uuid: response.json().user_uuid,
          email: person.email,
          username: person.username,
          first_name: 'Dorothy',
          last_name: '',
        },
        signup_method: 'admin',
      });
    });
  });

  describe('signing in as the provisioned member', () => {
    it('logs in with the password it was given', async () => {
      const o = await createOrg(t);
      const person = newPerson();
      assert.equal((await provision(o, o.admin.jwt, person)).statusCode, 200);
      const response = await login(person.email);
      assert.equal(response.statusCode, 200, response.body);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me',
        headers: bearer(response.json().tokens.access_token),
      });
      assert.deepEqual(
        me.json<{ orgs: { org_id: number; role: string }[] }>().orgs.map((org) => [org.org_id, org.role]),
        [[o.org.id, 'learner']],
      );
    });

    it('without a password: no password login, but the token swap gives a working session', async () => {
      const o = await createOrg(t);
      const { token } = await createApiToken(t, o, ALL_RIGHTS);
      const person = newPerson({ password: undefined });
      const response = await provision(o, token, person);
      assert.equal(response.statusCode, 200, response.body);
      assertError(await login(person.email), 401, 'invalid_credentials');

      const swap = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/${o.org.slug}/auth/token`,
        headers: bearer(token),
        payload: { user_id: response.json().id },
      });
      assert.equal(swap.statusCode, 200, swap.body);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me',
        headers: bearer(swap.json().access_token),
      });
      assert.equal(me.statusCode, 200, me.body);
      assert.equal(me.json().user_uuid, response.json().user_uuid);
    });
  });

  describe('refusals', () => {
    it('401 without credentials or with a bad token', async () => {
      const o = await createOrg(t);
      assertError(await provision(o, undefined, newPerson()), 401, 'unauthorized');
      assertError(await provision(o, 'svc_not-a-real-token', newPerson()), 401, 'invalid_token');
    });

    it('403 for a token or member of another organization', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      const { token } = await createApiToken(t, other, ALL_RIGHTS);
      const person = newPerson();
      assertError(await provision(o, token, person), 403, 'other_organization');
      assertError(await provision(o, other.admin.jwt, person), 403, 'not_member');
      assert.equal(await t.services.identity.findUserByEmail(person.email), undefined);
    });

    it('403 without users:create (token) or for a role that lacks it', async () => {
      const o = await createOrg(t);
      const { token } = await createApiToken(t, o, rightsWithout('create'));
      assertError(await provision(o, token, newPerson()), 403, 'missing_right');
      for (const role of ['instructor', 'learner'] as const) {
        const member = await addMember(t, o.org.id, role);
        assertError(await provision(o, member.jwt, newPerson()), 403, 'missing_right');
      }
    });

    it('404 for an unknown organization slug, before the rights are looked at', async () => {
      const other = await createOrg(t);
      const { token } = await createApiToken(t, other, ALL_RIGHTS);
      assertError(await provision(`no-such-org-${uniq()}`, token, newPerson()), 404, 'not_found');
      assertError(await provision(`no-such-org-${uniq()}`, other.admin.jwt, newPerson()), 404, 'not_found');
    });

    it('409 for a taken email (any account) or username (any case)', async () => {
      const o = await createOrg(t);
      const elsewhere = await createUser(t);
      assertError(
        await provision(o, o.admin.jwt, newPerson({ email: elsewhere.email.toUpperCase() })),
        409,
        'email_taken',
      );
      assertError(
        await provision(o, o.admin.jwt, newPerson({ username: elsewhere.user.username.toUpperCase() })),
        409,
        'username_taken',
      );
      assert.equal(await roleOf(o, elsewhere.user.id), null, 'the existing account is not made a member');
    });

    it('422 for a bad body', async () => {
      const o = await createOrg(t);
      const cases: [Record<string, unknown>, string, string?][] = [
        [newPerson({ email: undefined }), 'email', 'missing'],
        [newPerson({ email: 'not-an-email' }), 'email'],
        [newPerson({ username: undefined }), 'username', 'missing'],
        [newPerson({ username: '-starts-with-dash' }), 'username'],
        [newPerson({ password: 'short' }), 'password'],
        [newPerson({ role: 'owner' }), 'role', 'enum'],
        [newPerson({ first_name: 'x'.repeat(101) }), 'first_name'],
        [newPerson({ is_admin: true }), 'is_admin', 'extra_forbidden'],
      ];
      for (const [body, field, type] of cases) {
        assertInvalid(await provision(o, o.admin.jwt, body), ['body', field], type);
      }
    });
  });
});

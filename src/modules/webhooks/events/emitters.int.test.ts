/**
 * Every operation that exists today publishes its webhook event [SPEC 6.3; CONTRACT 7]: the change is made
 * through the HTTP API exactly as a client would, the delivery worker is drained, and what a real HTTPS
 * receiver got is checked byte for byte: the exact `data` of SPEC 6.3, the envelope and headers of SPEC 6.1,
 * and the signature. Around that: subscriptions filter what is queued (inactive endpoints and other
 * organizations get nothing), one delivery per subscribed endpoint, the outbox commits and rolls back with
 * the change, and a payload that drifts from the catalogue is logged as a warning but still delivered.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { mailsTo, verificationTokenIn } from '../../../../test/mail.ts';
import {
  PASSWORD,
  addMember,
  bearer,
  createApiToken,
  createOrg,
  uniq,
  usersRight,
  type TestOrg,
} from '../../../../test/factories.ts';
import { assertError } from '../../../../test/assertions.ts';
import { roleRights } from '../../access/index.ts';
import {
  startHttpsReceiver,
  TEST_TLS,
  type HttpsReceiver,
  type ReceivedRequest,
} from '../../../../test/https-receiver.ts';
import {
  FAST_POLICY,
  buildWebhookTestApp,
  createEndpoint,
  envelopeOf,
  hasValidSignature,
  testResolver,
  type CreatedEndpoint,
} from '../../../../test/webhook-helpers.ts';

const DELIVERY_ID = /^dlv_[0-9a-f]{32}$/;
const ENVELOPE_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const SIGNATURE = /^sha256=[0-9a-f]{64}$/;
/**
 * FAST_POLICY with a generous attempt timeout: these tests are about what is sent, not about retries, and a
 * loaded machine must not turn a slow first TLS handshake into a retry the manual clock never makes due.
 */
const POLICY = { ...FAST_POLICY, attemptTimeoutMs: 10_000 };

/** A fresh path on the shared receiver, so each test sees only what was sent to its own endpoints. */
function hookPath(): string {
  return `/hook-${uniq()}`;
}

interface Hook {
  path: string;
  endpoint: CreatedEndpoint;
}

describe('webhook events emitted by the operations of today', () => {
  let receiver: HttpsReceiver;
  let t: TestApp;
  let saas: TestApp;

  before(async () => {
    receiver = await startHttpsReceiver();
    t = await buildWebhookTestApp({ policy: POLICY });
    saas = await buildWebhookTestApp({ deploymentMode: 'saas', policy: POLICY });
  });
  after(async () => {
    await receiver?.close();
    await t?.close();
    await saas?.close();
  });

  // ---------------------------------------------------------------------------------------------------------
  // Helpers

  async function hook(app: TestApp, o: TestOrg, events: string[]): Promise<Hook> {
    const path = hookPath();
    const endpoint = await createEndpoint(app, o, receiver.url(path, 'receiver.test'), events);
    return { path, endpoint };
  }

  function receivedAt(path: string): ReceivedRequest[] {
    return receiver.requests.filter((r) => r.path === path);
  }

  async function endpointId(app: TestApp, webhookUuid: string): Promise<number> {
    const row = await app.services.db
      .selectFrom('webhook_endpoints')
      .select('id')
      .where('webhook_uuid', '=', webhookUuid)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function deliveryRows(app: TestApp, where: { orgId?: number; webhookUuid?: string }) {
    let query = app.services.db
      .selectFrom('webhook_deliveries')
      .select(['delivery_id', 'event', 'endpoint_id']);
    if (where.orgId !== undefined) query = query.where('org_id', '=', where.orgId);
    if (where.webhookUuid !== undefined) {
      query = query.where('endpoint_id', '=', await endpointId(app, where.webhookUuid));
    }
    return query.orderBy('id').execute();
  }

  /** `YYYY-MM-DDTHH:MM:SSZ` of the manual clock's current time. */
  function clockTimestamp(app: TestApp): string {
    return `${app.clock.now().toISOString().slice(0, 19)}Z`;
  }

  /**
   * Checks one received request against SPEC 6.1 (method, headers, envelope, signature) and that its `data`
   * is exactly `data`.
   */
  async function assertDelivery(
    app: TestApp,
    request: ReceivedRequest,
    expected: { event: string; orgId: number; secret: string; data: unknown },
  ): Promise<void> {
    assert.equal(request.method, 'POST');
    assert.equal(request.headers['content-type'], 'application/json');
    assert.equal(request.headers['user-agent'], 'Service-Webhooks/1.0');
    assert.equal(request.headers['x-webhook-event'], expected.event);
    const envelope = envelopeOf(request);
    assert.deepEqual(Object.keys(envelope).sort(), ['data', 'delivery_id', 'event', 'org_id', 'timestamp']);
    assert.equal(envelope.event, expected.event);
    assert.match(envelope.delivery_id, DELIVERY_ID);
    assert.equal(request.headers['x-webhook-delivery'], envelope.delivery_id);
    assert.match(envelope.timestamp, ENVELOPE_TIMESTAMP);
    assert.equal(envelope.timestamp, clockTimestamp(app));
    assert.equal(envelope.org_id, expected.orgId);
    assert.deepEqual(envelope.data, expected.data);
    assert.match(String(request.headers['x-webhook-signature']), SIGNATURE);
    assert.equal(await hasValidSignature(expected.secret, request), true, 'signed with the endpoint secret');
  }

  /** Drains the worker and returns what arrived at `path`, asserting how many requests that is. */
  async function drainAndCollect(app: TestApp, path: string, count: number): Promise<ReceivedRequest[]> {
    await app.services.deliveryWorker.drain();
    const requests = receivedAt(path);
    if (requests.length !== count) {
      // Failed attempts explain a missing request better than the count alone.
      const failures = await app.services.db
        .selectFrom('webhook_attempts')
        .select(['delivery_id', 'event', 'error_message', 'response_status'])
        .where('success', '=', false)
        .execute();
      assert.fail(
        `expected ${count} request(s) at ${path}, got ${requests.length}:\n` +
          `${requests.map((r) => r.body.toString('utf8')).join('\n')}\nfailed attempts: ${JSON.stringify(failures)}`,
      );
    }
    return requests;
  }

  function newPerson(overrides: Record<string, string> = {}) {
    const id = uniq();
    return { email: `new-${id}@example.com`, username: `new_${id}`, password: PASSWORD, ...overrides };
  }

  function signup(app: TestApp, orgId: number, body: object): Promise<LightMyRequestResponse> {
    return app.app.inject({ method: 'POST', url: `/api/v1/users/${orgId}`, payload: body });
  }

  function signupWithInvite(
    app: TestApp,
    orgId: number,
    code: string,
    body: object,
  ): Promise<LightMyRequestResponse> {
    return app.app.inject({
      method: 'POST',
      url: `/api/v1/users/${orgId}/invite/${encodeURIComponent(code)}`,
      payload: body,
    });
  }

  function createInvite(
    app: TestApp,
    orgId: number,
    auth: string,
    body: { emails: string[]; role?: string },
  ): Promise<LightMyRequestResponse> {
    return app.app.inject({
      method: 'POST',
      url: `/api/v1/orgs/${orgId}/invites`,
      headers: bearer(auth),
      payload: body,
    });
  }

  function changeRole(
    app: TestApp,
    orgId: number,
    userId: number,
    auth: string,
    role: string,
  ): Promise<LightMyRequestResponse> {
    return app.app.inject({
      method: 'PUT',
      url: `/api/v1/orgs/${orgId}/users/${userId}/role`,
      headers: bearer(auth),
      payload: { role },
    });
  }

  function removeMember(
    app: TestApp,
    orgId: number,
    userId: number,
    auth: string,
  ): Promise<LightMyRequestResponse> {
    return app.app.inject({
      method: 'DELETE',
      url: `/api/v1/orgs/${orgId}/users/${userId}`,
      headers: bearer(auth),
    });
  }

  function setSignupMechanism(
    app: TestApp,
    o: TestOrg,
    mechanism: 'open' | 'inviteOnly',
  ): Promise<LightMyRequestResponse> {
    return app.app.inject({
      method: 'PUT',
      url: `/api/v1/orgs/${o.org.id}/signup_mechanism`,
      headers: bearer(o.admin.jwt),
      payload: { signup_mechanism: mechanism },
    });
  }

  // ---------------------------------------------------------------------------------------------------------

  describe('user_signed_up', () => {
    it('is published by an open signup with signup_method email and the new account', async () => {
      const o = await createOrg(t);
      const h = await hook(t, o, ['user_signed_up']);
      const id = uniq();
      const response = await signup(t, o.org.id, {
        email: `Ada-${id}@Example.com`,
        username: `ada_${id}`,
        password: PASSWORD,
        first_name: 'Ada',
        last_name: 'Lovelace',
      });
      assert.equal(response.statusCode, 200, response.body);
      const user = response.json();
      assert.equal(user.email, `ada-${id}@example.com`);

      const [request] = await drainAndCollect(t, h.path, 1);
      await assertDelivery(t, request!, {
        event: 'user_signed_up',
        orgId: o.org.id,
        secret: h.endpoint.secret,
        data: {
          user: {
            user_uuid: user.user_uuid,
            email: `ada-${id}@example.com`,
            username: `ada_${id}`,
            first_name: 'Ada',
            last_name: 'Lovelace',
          },
          signup_method: 'email',
        },
      });
    });

    it('reports empty names as empty strings', async () => {
      const o = await createOrg(t);
      const h = await hook(t, o, ['user_signed_up']);
      const person = newPerson();
      const response = await signup(t, o.org.id, person);
      assert.equal(response.statusCode, 200, response.body);

      const [request] = await drainAndCollect(t, h.path, 1);
      await assertDelivery(t, request!, {
        event: 'user_signed_up',
        orgId: o.org.id,
        secret: h.endpoint.secret,
        data: {
          user: {
            user_uuid: response.json().user_uuid,
            email: person.email,
            username: person.username,
            first_name: '',
            last_name: '',
          },
          signup_method: 'email',
        },
      });
    });

    it('is published by a signup with an invite code, with signup_method invite', async () => {
      const o = await createOrg(t);
      const madeInviteOnly = await setSignupMechanism(t, o, 'inviteOnly');
      assert.equal(madeInviteOnly.statusCode, 200, madeInviteOnly.body);
      const person = newPerson({ first_name: 'Grace', last_name: 'Hopper' });
      const invite = await createInvite(t, o.org.id, o.admin.jwt, { emails: [person.email] });
      assert.equal(invite.statusCode, 200, invite.body);
      // Subscribed after the invite was made: only the signup can reach this endpoint.
      const h = await hook(t, o, ['user_signed_up']);

      const response = await signupWithInvite(t, o.org.id, invite.json().invite_code, person);
      assert.equal(response.statusCode, 200, response.body);

      const [request] = await drainAndCollect(t, h.path, 1);
      await assertDelivery(t, request!, {
        event: 'user_signed_up',
        orgId: o.org.id,
        secret: h.endpoint.secret,
        data: {
          user: {
            user_uuid: response.json().user_uuid,
            email: person.email,
            username: person.username,
            first_name: 'Grace',
            last_name: 'Hopper',
          },
          signup_method: 'invite',
        },
      });
    });
  });

  describe('user_email_verified (saas)', () => {
    async function signupUnverified(orgId: number) {
      const person = newPerson();
      const response = await signup(saas, orgId, person);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().email_verified, false);
      const mails = mailsTo(saas, person.email);
      assert.equal(mails.length, 1);
      return { person, user: response.json(), token: verificationTokenIn(mails[0]!) };
    }

    function verify(token: string): Promise<LightMyRequestResponse> {
      return saas.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token } });
    }

    it('is published to the organization the user signed up in', async () => {
      const o = await createOrg(saas, { plan: 'pro' });
      const h = await hook(saas, o, ['user_email_verified']);
      const { person, user, token } = await signupUnverified(o.org.id);
      // The signup itself is not this endpoint's business.
      await drainAndCollect(saas, h.path, 0);

      const verified = await verify(token);
      assert.equal(verified.statusCode, 200, verified.body);

      const [request] = await drainAndCollect(saas, h.path, 1);
      await assertDelivery(saas, request!, {
        event: 'user_email_verified',
        orgId: o.org.id,
        secret: h.endpoint.secret,
        data: { user_uuid: user.user_uuid, email: person.email },
      });
    });

    it('is published once to each organization the user belongs to, and to no other', async () => {
      const a = await createOrg(saas, { plan: 'pro' });
      const b = await createOrg(saas, { plan: 'pro' });
      const stranger = await createOrg(saas, { plan: 'pro' });
      const ha = await hook(saas, a, ['user_email_verified']);
      const hb = await hook(saas, b, ['user_email_verified']);
      const hs = await hook(saas, stranger, ['user_email_verified']);
      const { person, user, token } = await signupUnverified(a.org.id);

      // The person joins a second organization with a session of their own.
      const row = await saas.services.identity.findUserByUuid(user.user_uuid);
      assert.ok(row);
      const { access_token } = await saas.services.sessions.issue(row);
      const joined = await saas.app.inject({
        method: 'POST',
        url: `/api/v1/orgs/${b.org.id}/join`,
        headers: bearer(access_token),
        payload: {},
      });
      assert.equal(joined.statusCode, 200, joined.body);

      const verified = await verify(token);
      assert.equal(verified.statusCode, 200, verified.body);

      const data = { user_uuid: user.user_uuid, email: person.email };
      const [toA] = await drainAndCollect(saas, ha.path, 1);
      const [toB] = await drainAndCollect(saas, hb.path, 1);
      await drainAndCollect(saas, hs.path, 0);
      await assertDelivery(saas, toA!, {
        event: 'user_email_verified',
        orgId: a.org.id,
        secret: ha.endpoint.secret,
        data,
      });
      await assertDelivery(saas, toB!, {
        event: 'user_email_verified',
        orgId: b.org.id,
        secret: hb.endpoint.secret,
        data,
      });
      assert.notEqual(envelopeOf(toA!).delivery_id, envelopeOf(toB!).delivery_id);
      assert.equal((await deliveryRows(saas, { webhookUuid: hs.endpoint.webhook_uuid })).length, 0);
    });
  });

  describe('user_role_changed', () => {
    it("is published when a member's role changes, and not when it is set to the same role", async () => {
      const o = await createOrg(t);
      const member = await addMember(t, o.org.id, 'learner');
      const h = await hook(t, o, ['user_role_changed']);

      const changed = await changeRole(t, o.org.id, member.user.id, o.admin.jwt, 'instructor');
      assert.equal(changed.statusCode, 200, changed.body);
      assert.equal(changed.json().role, 'instructor');

      const [request] = await drainAndCollect(t, h.path, 1);
      await assertDelivery(t, request!, {
        event: 'user_role_changed',
        orgId: o.org.id,
        secret: h.endpoint.secret,
        data: { user_id: member.user.id, org_id: o.org.id, new_role_uuid: 'role_instructor' },
      });

      const same = await changeRole(t, o.org.id, member.user.id, o.admin.jwt, 'instructor');
      assert.equal(same.statusCode, 200, same.body);
      await drainAndCollect(t, h.path, 1);
      assert.equal((await deliveryRows(t, { webhookUuid: h.endpoint.webhook_uuid })).length, 1);
    });
  });

  describe('user_removed_from_org', () => {
    it('is published when an admin removes a member', async () => {
      const o = await createOrg(t);
      const member = await addMember(t, o.org.id, 'instructor');
      const h = await hook(t, o, ['user_removed_from_org']);

      const removed = await removeMember(t, o.org.id, member.user.id, o.admin.jwt);
      assert.equal(removed.statusCode, 204, removed.body);

      const [request] = await drainAndCollect(t, h.path, 1);
      await assertDelivery(t, request!, {
        event: 'user_removed_from_org',
        orgId: o.org.id,
        secret: h.endpoint.secret,
        data: { user_id: member.user.id, org_id: o.org.id },
      });
    });

    it('is published when a member leaves on their own', async () => {
      const o = await createOrg(t);
      const member = await addMember(t, o.org.id, 'learner');
      const h = await hook(t, o, ['user_removed_from_org']);

      const left = await removeMember(t, o.org.id, member.user.id, member.jwt);
      assert.equal(left.statusCode, 204, left.body);

      const [request] = await drainAndCollect(t, h.path, 1);
      await assertDelivery(t, request!, {
        event: 'user_removed_from_org',
        orgId: o.org.id,
        secret: h.endpoint.secret,
        data: { user_id: member.user.id, org_id: o.org.id },
      });
    });
  });

  describe('org_signup_method_changed', () => {
    it('is published on each real change of the signup mechanism, not for the same value', async () => {
      const o = await createOrg(t);
      const h = await hook(t, o, ['org_signup_method_changed']);

      const inviteOnly = await setSignupMechanism(t, o, 'inviteOnly');
      assert.equal(inviteOnly.statusCode, 200, inviteOnly.body);
      const [first] = await drainAndCollect(t, h.path, 1);
      await assertDelivery(t, first!, {
        event: 'org_signup_method_changed',
        orgId: o.org.id,
        secret: h.endpoint.secret,
        data: { signup_mechanism: 'inviteOnly' },
      });

      const again = await setSignupMechanism(t, o, 'inviteOnly');
      assert.equal(again.statusCode, 200, again.body);
      await drainAndCollect(t, h.path, 1);

      const open = await setSignupMechanism(t, o, 'open');
      assert.equal(open.statusCode, 200, open.body);
      const [, second] = await drainAndCollect(t, h.path, 2);
      await assertDelivery(t, second!, {
        event: 'org_signup_method_changed',
        orgId: o.org.id,
        secret: h.endpoint.secret,
        data: { signup_mechanism: 'open' },
      });
    });
  });

  describe('user_invited_to_org', () => {
    it('is published once per invite, with the normalised, deduplicated emails and the inviting admin', async () => {
      const o = await createOrg(t);
      const h = await hook(t, o, ['user_invited_to_org']);
      const id = uniq();
      const response = await createInvite(t, o.org.id, o.admin.jwt, {
        emails: [`ALICE-${id}@EXAMPLE.COM`, `bob-${id}@example.com`, `Bob-${id}@Example.com`],
      });
      assert.equal(response.statusCode, 200, response.body);
      const invite = response.json();

      const [request] = await drainAndCollect(t, h.path, 1);
      await assertDelivery(t, request!, {
        event: 'user_invited_to_org',
        orgId: o.org.id,
        secret: h.endpoint.secret,
        data: {
          org_id: o.org.id,
          emails: [`alice-${id}@example.com`, `bob-${id}@example.com`],
          invite_code_uuid: invite.invite_code_uuid,
          invited_by: o.admin.user.user_uuid,
        },
      });
    });

    it("names the API token's uuid as invited_by when a token creates the invite", async () => {
      const o = await createOrg(t);
      // The token holds the learner role's rights, so it may hand that role out through an invite.
      const rights = { ...roleRights('learner'), ...usersRight('create') };
      const { token, token_uuid } = await createApiToken(t, o, rights);
      const h = await hook(t, o, ['user_invited_to_org']);
      const email = `carol-${uniq()}@example.com`;
      const response = await createInvite(t, o.org.id, token, { emails: [email] });
      assert.equal(response.statusCode, 200, response.body);

      const [request] = await drainAndCollect(t, h.path, 1);
      await assertDelivery(t, request!, {
        event: 'user_invited_to_org',
        orgId: o.org.id,
        secret: h.endpoint.secret,
        data: {
          org_id: o.org.id,
          emails: [email],
          invite_code_uuid: response.json().invite_code_uuid,
          invited_by: token_uuid,
        },
      });
    });

    it('reports an empty email list for a shareable invite code', async () => {
      const o = await createOrg(t);
      const h = await hook(t, o, ['user_invited_to_org']);
      const response = await createInvite(t, o.org.id, o.admin.jwt, { emails: [] });
      assert.equal(response.statusCode, 200, response.body);

      const [request] = await drainAndCollect(t, h.path, 1);
      await assertDelivery(t, request!, {
        event: 'user_invited_to_org',
        orgId: o.org.id,
        secret: h.endpoint.secret,
        data: {
          org_id: o.org.id,
          emails: [],
          invite_code_uuid: response.json().invite_code_uuid,
          invited_by: o.admin.user.user_uuid,
        },
      });
    });
  });

  describe('subscriptions', () => {
    it('sends an endpoint only the events it subscribes to', async () => {
      const o = await createOrg(t);
      const roles = await hook(t, o, ['user_role_changed']);
      const signups = await hook(t, o, ['user_signed_up']);
      const response = await signup(t, o.org.id, newPerson());
      assert.equal(response.statusCode, 200, response.body);

      await drainAndCollect(t, roles.path, 0);
      await drainAndCollect(t, signups.path, 1);
      assert.equal((await deliveryRows(t, { webhookUuid: roles.endpoint.webhook_uuid })).length, 0);
    });

    it('queues no delivery at all for an inactive endpoint', async () => {
      const o = await createOrg(t);
      const inactive = await hook(t, o, ['user_signed_up']);
      const active = await hook(t, o, ['user_signed_up']);
      const turnedOff = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/orgs/${o.org.id}/webhooks/${inactive.endpoint.webhook_uuid}`,
        headers: bearer(o.admin.jwt),
        payload: { is_active: false },
      });
      assert.equal(turnedOff.statusCode, 200, turnedOff.body);
      assert.equal(turnedOff.json().is_active, false);

      const response = await signup(t, o.org.id, newPerson());
      assert.equal(response.statusCode, 200, response.body);

      assert.equal((await deliveryRows(t, { webhookUuid: inactive.endpoint.webhook_uuid })).length, 0);
      assert.equal((await deliveryRows(t, { webhookUuid: active.endpoint.webhook_uuid })).length, 1);
      await drainAndCollect(t, inactive.path, 0);
      await drainAndCollect(t, active.path, 1);
    });

    it("never sends an organization's events to an endpoint of another organization (SPEC 6.2.9)", async () => {
      const mine = await createOrg(t);
      const other = await createOrg(t);
      const own = await hook(t, mine, ['user_signed_up', 'user_role_changed', 'user_removed_from_org']);
      const foreign = await hook(t, other, ['user_signed_up', 'user_role_changed', 'user_removed_from_org']);

      const response = await signup(t, mine.org.id, newPerson());
      assert.equal(response.statusCode, 200, response.body);
      const member = await addMember(t, mine.org.id, 'learner');
      const changed = await changeRole(t, mine.org.id, member.user.id, mine.admin.jwt, 'maintainer');
      assert.equal(changed.statusCode, 200, changed.body);
      const removed = await removeMember(t, mine.org.id, member.user.id, mine.admin.jwt);
      assert.equal(removed.statusCode, 204, removed.body);

      const received = await drainAndCollect(t, own.path, 3);
      assert.deepEqual(received.map((r) => envelopeOf(r).event).sort(), [
        'user_removed_from_org',
        'user_role_changed',
        'user_signed_up',
      ]);
      for (const r of received) assert.equal(envelopeOf(r).org_id, mine.org.id);
      await drainAndCollect(t, foreign.path, 0);
      assert.equal((await deliveryRows(t, { webhookUuid: foreign.endpoint.webhook_uuid })).length, 0);
      assert.equal((await deliveryRows(t, { orgId: other.org.id })).length, 0);
    });

    it('sends one delivery to each subscribed endpoint, each signed with its own secret', async () => {
      const o = await createOrg(t);
      const first = await hook(t, o, ['user_signed_up']);
      const second = await hook(t, o, ['user_signed_up', 'user_role_changed']);
      assert.notEqual(first.endpoint.secret, second.endpoint.secret);
      const person = newPerson();
      const response = await signup(t, o.org.id, person);
      assert.equal(response.statusCode, 200, response.body);

      const [toFirst] = await drainAndCollect(t, first.path, 1);
      const [toSecond] = await drainAndCollect(t, second.path, 1);
      const data = {
        user: {
          user_uuid: response.json().user_uuid,
          email: person.email,
          username: person.username,
          first_name: '',
          last_name: '',
        },
        signup_method: 'email',
      };
      const expected = { event: 'user_signed_up', orgId: o.org.id, data };
      await assertDelivery(t, toFirst!, { ...expected, secret: first.endpoint.secret });
      await assertDelivery(t, toSecond!, { ...expected, secret: second.endpoint.secret });
      assert.notEqual(envelopeOf(toFirst!).delivery_id, envelopeOf(toSecond!).delivery_id);
      assert.equal(await hasValidSignature(second.endpoint.secret, toFirst!), false);
      assert.equal(await hasValidSignature(first.endpoint.secret, toSecond!), false);
    });
  });

  describe('transactional outbox', () => {
    const ALL_EMITTED = [
      'user_signed_up',
      'user_role_changed',
      'user_removed_from_org',
      'user_invited_to_org',
      'org_signup_method_changed',
    ];

    it('queues nothing when a role change is refused (last admin)', async () => {
      const o = await createOrg(t);
      const h = await hook(t, o, ALL_EMITTED);
      const refused = await changeRole(t, o.org.id, o.admin.user.id, o.admin.jwt, 'learner');
      assertError(refused, 400, 'last_admin');
      const leaving = await removeMember(t, o.org.id, o.admin.user.id, o.admin.jwt);
      assertError(leaving, 400, 'last_admin');

      assert.equal((await deliveryRows(t, { orgId: o.org.id })).length, 0);
      await drainAndCollect(t, h.path, 0);
    });

    it('queues nothing for a signup refused with a taken email or username (409)', async () => {
      const o = await createOrg(t);
      const h = await hook(t, o, ALL_EMITTED);
      const takenEmail = await signup(t, o.org.id, newPerson({ email: o.admin.email }));
      assertError(takenEmail, 409, 'email_taken');
      const takenUsername = await signup(t, o.org.id, newPerson({ username: o.admin.user.username }));
      assertError(takenUsername, 409, 'username_taken');

      assert.equal((await deliveryRows(t, { orgId: o.org.id })).length, 0);
      await drainAndCollect(t, h.path, 0);
    });

    it('queues nothing for a signup into an invite-only organization without a code (403)', async () => {
      const o = await createOrg(t);
      const h = await hook(t, o, ALL_EMITTED);
      const made = await setSignupMechanism(t, o, 'inviteOnly');
      assert.equal(made.statusCode, 200, made.body);
      const before = (await deliveryRows(t, { orgId: o.org.id })).length;
      assert.equal(before, 1, 'the mechanism change itself');

      const refused = await signup(t, o.org.id, newPerson());
      assertError(refused, 403, 'invite_required');

      assert.equal((await deliveryRows(t, { orgId: o.org.id })).length, before);
      const [only] = await drainAndCollect(t, h.path, 1);
      assert.equal(envelopeOf(only!).event, 'org_signup_method_changed');
    });

    it('rolls the delivery back with a transaction that fails, and commits it with one that succeeds', async () => {
      const o = await createOrg(t);
      const orgId = o.org.id;
      const first = await hook(t, o, ['user_removed_from_org']);
      const second = await hook(t, o, ['user_removed_from_org', 'user_signed_up']);
      const unsubscribed = await hook(t, o, ['user_signed_up']);

      await assert.rejects(
        t.services.db.transaction().execute(async (trx) => {
          const queued = await t.services.events.publishEvent(trx, orgId, 'user_removed_from_org', {
            user_id: 1,
            org_id: orgId,
          });
          assert.equal(queued, 2);
          throw new Error('rollback');
        }),
        /rollback/,
      );
      assert.equal((await deliveryRows(t, { orgId })).length, 0);
      await drainAndCollect(t, first.path, 0);
      await drainAndCollect(t, second.path, 0);

      const queued = await t.services.db
        .transaction()
        .execute((trx) =>
          t.services.events.publishEvent(trx, orgId, 'user_removed_from_org', { user_id: 1, org_id: orgId }),
        );
      assert.equal(queued, 2);
      const rows = await deliveryRows(t, { orgId });
      assert.equal(rows.length, 2);
      assert.deepEqual(
        rows.map((r) => r.endpoint_id).sort((x, y) => x - y),
        [
          await endpointId(t, first.endpoint.webhook_uuid),
          await endpointId(t, second.endpoint.webhook_uuid),
        ].sort((x, y) => x - y),
      );
      for (const row of rows) assert.equal(row.event, 'user_removed_from_org');

      const [toFirst] = await drainAndCollect(t, first.path, 1);
      const [toSecond] = await drainAndCollect(t, second.path, 1);
      await drainAndCollect(t, unsubscribed.path, 0);
      const expected = { event: 'user_removed_from_org', orgId, data: { user_id: 1, org_id: orgId } };
      await assertDelivery(t, toFirst!, { ...expected, secret: first.endpoint.secret });
      await assertDelivery(t, toSecond!, { ...expected, secret: second.endpoint.secret });
    });
  });
});

describe('catalogue validation of published payloads (SPEC 6.2.10)', () => {
  let receiver: HttpsReceiver;
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];

  before(async () => {
    receiver = await startHttpsReceiver();
    const logger = pino(
      { level: 'warn' },
      {
        write(line: string) {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        },
      },
    );
    t = await buildTestApp({
      webhookAllowedCidrs: ['127.0.0.0/8'],
      build: {
        retryPolicy: POLICY,
        webhookNetwork: { resolve: testResolver(), ca: TEST_TLS.cert },
        logger,
      },
    });
  });
  after(async () => {
    await receiver?.close();
    await t?.close();
  });

  const PAYLOAD_WARNING = /catalogue/;

  function payloadWarnings(event: string): Record<string, unknown>[] {
    return lines.filter(
      (l) => l.level === 40 && l.event === event && typeof l.msg === 'string' && PAYLOAD_WARNING.test(l.msg),
    );
  }

  it('logs a warning for a payload that does not match the schema, and still delivers it', async () => {
    const o = await createOrg(t);
    const path = `/hook-${uniq()}`;
    const endpoint = await createEndpoint(t, o, receiver.url(path, 'receiver.test'), ['user_role_changed']);
    const orgId = o.org.id;

    // A valid payload first: no warning.
    await t.services.db.transaction().execute((trx) =>
      t.services.events.publishEvent(trx, orgId, 'user_role_changed', {
        user_id: 7,
        org_id: orgId,
        new_role_uuid: 'role_learner',
      }),
    );
    assert.equal(payloadWarnings('user_role_changed').filter((l) => l.org_id === orgId).length, 0);

    const invalid = { user_id: 'seven', org_id: orgId, new_role_uuid: 'role_learner' };
    await t.services.db
      .transaction()
      .execute((trx) => t.services.events.publishEvent(trx, orgId, 'user_role_changed', invalid as never));
    const warnings = payloadWarnings('user_role_changed').filter((l) => l.org_id === orgId);
    assert.equal(warnings.length, 1, JSON.stringify(lines));
    assert.match(JSON.stringify(warnings[0]), /user_id/, 'the warning names what is wrong');

    await t.services.deliveryWorker.drain();
    const received = receiver.requests.filter((r) => r.path === path);
    assert.equal(received.length, 2);
    const invalidDelivery = received.find(
      (r) => envelopeOf<{ user_id: unknown }>(r).data.user_id === 'seven',
    );
    assert.ok(invalidDelivery, 'the invalid payload was delivered');
    const envelope = envelopeOf(invalidDelivery);
    assert.equal(envelope.event, 'user_role_changed');
    assert.equal(envelope.org_id, orgId);
    assert.deepEqual(envelope.data, invalid);
    assert.equal(invalidDelivery.headers['x-webhook-event'], 'user_role_changed');
    assert.equal(invalidDelivery.headers['x-webhook-delivery'], envelope.delivery_id);
    assert.equal(await hasValidSignature(endpoint.secret, invalidDelivery), true);
  });
});

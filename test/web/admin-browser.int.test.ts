/**
 * The admin pages in Chromium against a real server. The webhook journey: a real HTTPS receiver on loopback
 * (allowed as an operator would, its CA trusted), an endpoint made in the dashboard with events picked from the
 * live catalogue, the secret shown once (and it is the one that signs), a test event that shows up in the
 * delivery log as delivered (200) without a reload, a redelivery that shows up as a second, manual attempt, and
 * the endpoint disabled. Then an API token made with some rights that works against the API until it is
 * revoked, a member's role changed (and the last admin kept), an invite made and deleted. Every admin page is
 * audited with axe-core.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { audit, DESKTOP, PHONE, screenshot, signIn, startBrowser, type BrowserRun } from '../browser.ts';
import type { TestApp } from '../build-test-app.ts';
import { addMember, bearer, createOrg, type TestOrg, type TestUser } from '../factories.ts';
import { startHttpsReceiver, type HttpsReceiver } from '../https-receiver.ts';
import { buildWebhookTestApp, envelopeOf, hasValidSignature } from '../webhook-helpers.ts';

describe('admin pages in Chromium', { timeout: 180_000 }, () => {
  let t: TestApp;
  let run: BrowserRun;
  let receiver: HttpsReceiver;
  let o: TestOrg;
  let learner: TestUser;
  let page: Page;

  before(async () => {
    receiver = await startHttpsReceiver();
    t = await buildWebhookTestApp();
    // Deliveries go out in the background as in production; the dashboard has to notice them by itself.
    t.services.deliveryWorker.start();
    run = await startBrowser({ t });
    o = await createOrg(t);
    learner = await addMember(t, o.org.id, 'learner');
    page = await run.newPage(DESKTOP);
    await signIn(page, run.origin, o.admin.email, '/admin');
  });

  after(async () => {
    await run?.close();
    await t?.close();
    await receiver?.close();
  });

  const api = (path: string, token = o.admin.jwt) =>
    t.app.inject({ method: 'GET', url: `/api/v1/orgs/${o.org.id}${path}`, headers: bearer(token) });

  it('shows the organization and the way to each admin page', async () => {
    await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    await page.getByText(o.org.name, { exact: true }).waitFor();
    for (const name of ['Members', 'Invites', 'API tokens', 'Webhooks'])
      assert.equal(await page.getByRole('link', { name, exact: true }).count(), 1, name);
    await audit(page, 'admin overview (desktop)');
    await page.setViewportSize(PHONE);
    await audit(page, 'admin overview (phone)');
    await page.setViewportSize(DESKTOP);
  });

  it('runs a webhook endpoint: create, secret once, test, delivery log, redeliver, disable', async () => {
    await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await page.getByText('No endpoints yet.').waitFor();
    await page.getByRole('button', { name: 'New endpoint' }).click();
    // Events come from the live catalogue, grouped by category with their descriptions.
    const ping = page.getByRole('checkbox', { name: 'ping', exact: true });
    await ping.waitFor();
    assert.notEqual(await ping.getAttribute('aria-describedby'), null);
    await audit(page, 'webhooks (desktop)');

    const url = receiver.url('/lms-hooks', 'receiver.test');
    await page.getByLabel('URL').fill(url);
    await page.getByLabel('Description (optional)').fill('Integration receiver');
    await ping.check();
    await page.getByRole('checkbox', { name: 'user_role_changed', exact: true }).check();
    await page.getByRole('button', { name: 'Create endpoint' }).click();

    const secretField = page.getByRole('textbox', { name: `Signing secret of ${url}` });
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    assert.match(secret, /^whsec_/);
    await page.getByText('you will not see it again').waitFor();
    await page.getByRole('button', { name: 'I have stored it' }).click();
    assert.equal(
      await page.getByRole('textbox', { name: `Signing secret of ${url}` }).count(),
      0,
      'the secret is gone',
    );
    const endpointLink = page.getByRole('link', { name: url });
    await endpointLink.waitFor();

    await endpointLink.click();
    await page.getByRole('heading', { level: 1, name: 'Webhook endpoint' }).waitFor();
    await page.getByText('No deliveries yet.').waitFor();
    await page.getByRole('button', { name: 'Send test event' }).click();
    const log = page.getByRole('table', { name: 'Delivery attempts, newest first' });
    // No reload: the log watches for the attempt it was told about.
    await log.getByText('Delivered (200)').waitFor();
    const [first] = await receiver.waitForRequests(1);
    assert.ok(await hasValidSignature(secret, first!), 'the secret shown once signs the deliveries');
    const deliveryId = envelopeOf(first!).delivery_id;
    assert.equal(envelopeOf(first!).event, 'ping');
    await log.getByText(deliveryId).waitFor();
    await log.getByText('ok', { exact: true }).waitFor(); // the response excerpt

    await page.getByRole('button', { name: `Redeliver ping ${deliveryId}` }).click();
    await log.getByText('(manual)').waitFor();
    assert.equal(await log.getByText('Delivered (200)').count(), 2);
    const both = await receiver.waitForRequests(2);
    assert.equal(envelopeOf(both[1]!).delivery_id, deliveryId, 'a redelivery keeps the delivery id');
    await screenshot(page, 'admin-deliveries');
    await audit(page, 'webhook endpoint (desktop)');
    await page.setViewportSize(PHONE);
    await audit(page, 'webhook endpoint (phone)');
    await page.setViewportSize(DESKTOP);

    // A new secret is shown once and signs what is sent from then on.
    await page.getByRole('button', { name: 'Rotate secret' }).click();
    await page.getByRole('button', { name: 'Make a new secret' }).click();
    const rotatedField = page.getByRole('textbox', { name: 'New signing secret' });
    await rotatedField.waitFor();
    const rotated = await rotatedField.inputValue();
    assert.match(rotated, /^whsec_/);
    assert.notEqual(rotated, secret);
    await page.getByRole('button', { name: 'I have stored it' }).click();
    await page.getByRole('button', { name: 'Send test event' }).click();
    await log.getByRole('row').nth(3).waitFor(); // the header and three attempts
    const third = (await receiver.waitForRequests(3))[2]!;
    assert.ok(await hasValidSignature(rotated, third), 'signed with the new secret');
    assert.ok(!(await hasValidSignature(secret, third)), 'no longer with the old one');

    // Back on the list, the endpoint's last delivery is the redelivery.
    await page.getByRole('link', { name: '← Webhooks' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: url }) });
    await row.getByText('Delivered (200)').waitFor();
    await row.getByText('Enabled').waitFor();
    await screenshot(page, 'admin-webhooks');

    await row.getByRole('link', { name: url }).click();
    await page.getByRole('button', { name: 'Disable endpoint' }).click();
    await page.getByRole('button', { name: 'Enable endpoint' }).waitFor();
    await page.getByText('Disabled', { exact: true }).waitFor();
    const listed = (await api('/webhooks')).json<{ is_active: boolean }[]>();
    assert.deepEqual(
      listed.map((e) => e.is_active),
      [false],
    );
    await page.getByRole('link', { name: '← Webhooks' }).click();
    await row.getByText('Disabled').waitFor();
  });

  it('makes an API token with some rights, shown once, that works until it is revoked', async () => {
    const withToken = (path: string, token: string) =>
      fetch(`${run.origin}/api/v1/orgs/${o.org.id}${path}`, { headers: bearer(token) }).then((r) => r.status);
    await page.goto(`${run.origin}/admin/tokens`);
    await page.getByRole('heading', { level: 1, name: 'API tokens' }).waitFor();
    await page.getByText('No tokens yet.').waitFor();
    await page.getByRole('button', { name: 'New token' }).click();
    await page.getByLabel('Name').fill('Reporting');
    await page.getByLabel('Description (optional)').fill('Reads the member list every night');
    const grid = page.getByRole('table', { name: 'Rights of the new token' });
    // The grid offers every bucket the API document names, the newer families too.
    await grid.getByRole('checkbox', { name: 'Playgrounds: delete' }).waitFor();
    await grid.getByRole('checkbox', { name: 'Members: read' }).check();
    await grid.getByRole('checkbox', { name: 'Courses, chapters, activities: read' }).check();
    await audit(page, 'API tokens (desktop)');
    await page.getByRole('button', { name: 'Create token' }).click();

    const field = page.getByRole('textbox', { name: 'Token “Reporting”' });
    await field.waitFor();
    const token = await field.inputValue();
    assert.match(token, /^svc_[A-Za-z0-9_-]{43}$/);
    await page.getByText('you will not see it again').waitFor();
    assert.equal(await withToken('/users', token), 200, 'the token reads members');
    assert.equal(await withToken('/webhooks', token), 403, 'but holds no webhook right');
    await page.getByRole('button', { name: 'I have stored it' }).click();
    assert.equal(await page.getByRole('textbox', { name: 'Token “Reporting”' }).count(), 0);
    const item = page.getByRole('listitem').filter({ hasText: 'Reads the member list every night' });
    await item.getByText('users: read').waitFor();
    await screenshot(page, 'admin-tokens');

    await item.getByRole('button', { name: 'Edit rights of Reporting' }).click();
    await item.getByRole('checkbox', { name: 'Webhooks: read' }).check();
    await item.getByRole('button', { name: 'Save rights' }).click();
    await item.getByText('webhooks: read').waitFor();
    assert.equal(await withToken('/webhooks', token), 200, 'the edited rights hold at once');

    await item.getByRole('button', { name: 'Revoke Reporting' }).click();
    await item.getByRole('button', { name: 'Revoke token' }).click();
    await page.getByText('No tokens yet.').waitFor();
    await page.getByRole('button', { name: 'New token' }).click();
    assert.equal(await withToken('/users', token), 401, 'a revoked token stops working');
  });

  it("changes a member's role, and shows why the last admin cannot step down", async () => {
    await page.goto(`${run.origin}/admin/members`);
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    const name = learner.user.username;
    await page.getByRole('combobox', { name: `Role of ${name}` }).selectOption('instructor');
    await page.getByRole('button', { name: `Save role of ${name}` }).click();
    await page.getByText('Saved.').waitFor();
    const members = (await api('/users')).json<{ items: { user: { id: number }; role: string }[] }>();
    assert.equal(members.items.find((m) => m.user.id === learner.user.id)?.role, 'instructor');

    const self = o.admin.user.username;
    await page.getByRole('combobox', { name: `Role of ${self}` }).selectOption('learner');
    await page.getByRole('button', { name: `Save role of ${self}` }).click();
    await page.getByRole('alert').getByText('An organization must keep at least one admin').waitFor();
    await audit(page, 'members (desktop)');
    await page.setViewportSize(PHONE);
    await audit(page, 'members (phone)');
    await page.setViewportSize(DESKTOP);
  });

  it('makes an invite with a role and a link to share, and deletes it', async () => {
    await page.goto(`${run.origin}/admin/invites`);
    await page.getByRole('heading', { level: 1, name: 'Invites' }).waitFor();
    await page.getByText('No invites yet.').waitFor();
    await page.getByLabel('Role').selectOption('instructor');
    await page.getByLabel('Valid for (days)').fill('7');
    await page.getByRole('button', { name: 'Create invite' }).click();
    await page.getByText('Invite created.').waitFor();
    const invites = (await api('/invites')).json<{
      items: { invite_code: string; role: string; expiration_date: string }[];
    }>();
    assert.equal(invites.items.length, 1);
    const invite = invites.items[0]!;
    assert.equal(invite.role, 'instructor');
    assert.equal(invite.expiration_date.slice(0, 10), '2026-03-09', 'seven days from the clock');
    const link = `${run.origin}/join/${o.org.id}/${invite.invite_code}`;
    await page.getByRole('link', { name: link }).waitFor();
    await audit(page, 'invites (desktop)');

    await page.getByRole('button', { name: `Delete invite ${invite.invite_code}` }).click();
    await page.getByRole('button', { name: 'Delete invite', exact: true }).click();
    await page.getByText('No invites yet.').waitFor();
    assert.equal((await api('/invites')).json<{ total: number }>().total, 0);
  });
});

/**
 * The account pages in Chromium: OpenID Connect sign-in through the real local provider (authorization code with
 * PKCE from the browser, then `POST /auth/oauth`), an invite link into an invite-only organization, the
 * sign-up page's refusals with the service's detail, and catalogue paging past fifty courses. Each page is
 * audited with axe-core.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp } from '../build-test-app.ts';
import { audit, DESKTOP, PHONE, screenshot, startBrowser, type BrowserRun } from '../browser.ts';
import { API, createCourse } from '../content-factories.ts';
import { call, createOrg, createUser, PASSWORD, uniq, type TestOrg } from '../factories.ts';
import { BROWSER_CLIENT_ID, startOidcProvider, type TestOidcProvider } from '../oidc-provider.ts';

describe('learner account pages in Chromium', { timeout: 150_000 }, () => {
  let provider: TestOidcProvider;
  let run: BrowserRun;
  let o: TestOrg;

  before(async () => {
    provider = await startOidcProvider();
    const t = await buildTestApp({
      oidcProviders: [{ name: 'Campus ID', issuer: provider.issuer, clientId: BROWSER_CLIENT_ID }],
    });
    run = await startBrowser({ t });
    o = await createOrg(t);
  });

  after(async () => {
    await run.close();
    await run.t.close();
    await provider.close();
  });

  it('signs in with the OpenID Connect provider, back to the page asked for', async () => {
    const id = uniq();
    const email = `oidc-${id}@example.com`;
    await createUser(run.t, { orgId: o.org.id, email });
    const subject = provider.addAccount({ email, email_verified: true, given_name: 'Grace' });
    const page = await run.newPage(DESKTOP);
    await page.goto(`${run.origin}/signin?next=${encodeURIComponent('/my/progress')}`);
    await page.getByRole('button', { name: 'Sign in with Campus ID' }).waitFor();
    await audit(page, 'sign-in with providers (desktop)');
    const authorizing = page.waitForRequest((r) => r.url().startsWith(`${provider.issuer}/auth?`));
    await page.getByRole('button', { name: 'Sign in with Campus ID' }).click();
    const asked = new URL((await authorizing).url()).searchParams;
    assert.equal(asked.get('code_challenge_method'), 'S256');
    assert.match(asked.get('code_challenge') ?? '', /^[\w-]{43}$/);
    assert.equal(asked.get('redirect_uri'), `${run.origin}/signin/oidc`);
    assert.equal(asked.get('client_id'), BROWSER_CLIENT_ID);
    // The provider's own pages: its development login, then consent.
    await page.getByPlaceholder('Enter any login').fill(subject);
    await page.getByPlaceholder('and password').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.origin === run.origin && url.pathname === '/my/progress');
    await page.getByRole('heading', { level: 1, name: 'My learning' }).waitFor();
    assert.equal(new URL(page.url()).search, '', 'the code left the address bar');
    const me = await page.request.get(`${run.origin}${API}/users/me`);
    assert.equal(((await me.json()) as { email: string }).email, email);
    assert.ok(provider.hits('/token') >= 1);
    await page.close();
    await run.context.clearCookies();
  });

  it('refuses a return whose state does not match, with a clear message', async () => {
    const page = await run.newPage(DESKTOP);
    await page.goto(`${run.origin}/signin/oidc?code=forged&state=forged`);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.match((await alert.textContent()) ?? '', /not started here|does not match/);
    await audit(page, 'OpenID Connect return, refused (desktop)');
    await page.close();
  });

  it('joins an invite-only organization through an invite link, and explains the plain sign-up refusal', async () => {
    const closed = await createOrg(run.t);
    const mechanism = await call(
      run.t,
      'PUT',
      `${API}/orgs/${closed.org.id}/signup_mechanism`,
      closed.admin.jwt,
      { signup_mechanism: 'inviteOnly' },
    );
    assert.equal(mechanism.statusCode, 200, mechanism.body);
    await createCourse(run.t, closed, { name: 'Members only', published: true, public: false });
    const invite = await call(run.t, 'POST', `${API}/orgs/${closed.org.id}/invites`, closed.admin.jwt, {
      emails: [],
    });
    assert.equal(invite.statusCode, 200, invite.body);
    const code = invite.json<{ invite_code: string }>().invite_code;

    const page = await run.newPage(PHONE);
    await page.goto(`${run.origin}/signup?org=${closed.org.slug}`);
    await page.getByText('accepts new members by invitation only').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Create account' }).count(), 0);
    await audit(page, 'sign-up, invite only (phone)');

    await page.goto(`${run.origin}/join/${closed.org.id}/${encodeURIComponent(code)}`);
    await page.getByRole('heading', { level: 1, name: 'Accept your invitation' }).waitFor();
    await page.getByText(`You are invited to join ${closed.org.name}`).waitFor();
    await audit(page, 'invite (phone)');
    await screenshot(page, 'learner-invite-phone');
    const id = uniq();
    await page.getByLabel('Email').fill(`invited-${id}@example.com`);
    await page.getByLabel('Username').fill(`invited_${id}`);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Members only' }).waitFor();
    await page.close();
    await run.context.clearCookies();
  });

  it("shows the service's detail when sign-up is refused, and an unknown organization", async () => {
    const page = await run.newPage(DESKTOP);
    await page.goto(`${run.origin}/signup?org=${o.org.slug}`);
    await page.getByLabel('Email').fill(o.admin.email);
    await page.getByLabel('Username').fill(`taken_${uniq()}`);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.match((await alert.textContent()) ?? '', /email/i);
    assert.equal(new URL(page.url()).pathname, '/signup');
    await audit(page, 'sign-up, refused (desktop)');
    await page.goto(`${run.origin}/signup?org=no-such-org-${uniq()}`);
    await page.getByRole('alert').waitFor();
    assert.match((await page.getByRole('alert').textContent()) ?? '', /not found/i);
    await page.close();
  });

  it('pages the catalogue fifty courses at a time', async () => {
    const big = await createOrg(run.t);
    for (let i = 1; i <= 51; i++) {
      await createCourse(run.t, big, { name: `Course ${String(i).padStart(2, '0')}`, published: true });
    }
    const page = await run.newPage(DESKTOP);
    await page.goto(`${run.origin}/signin`);
    await page.getByLabel('Email').fill(big.admin.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const pager = page.getByRole('navigation', { name: 'Pages of courses' });
    await pager.getByText('Page 1 of 2 (51 courses)').waitFor();
    assert.equal(await page.locator('.course-card').count(), 50);
    await pager.getByRole('link', { name: 'Next page' }).click();
    await pager.getByText('Page 2 of 2 (51 courses)').waitFor();
    assert.equal(await page.locator('.course-card').count(), 1);
    await pager.getByRole('link', { name: 'Previous page' }).waitFor();
    await audit(page, 'catalogue, page 2 (desktop)');
    await page.close();
  });
});

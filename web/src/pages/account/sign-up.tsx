/**
 * Sign-up (`/signup?org=<slug>`): a new account in an organization with open signup [CONTRACT 3]. Without
 * `?org` it is the organization the first boot made (`default`). An invite-only organization, or an unknown
 * one, is explained with the service's detail; a signed-in person joins with one button instead.
 */
import type { components } from '@lms/client';
import { api, call } from '../../api.ts';
import { Link, navigate, useLocation } from '../../router.tsx';
import { useSession } from '../../session.tsx';
import { Async, ErrorNotice, useAction, useLoad } from '../../ui/async.tsx';
import { Page } from '../../ui/page.tsx';
import { ProviderButtons } from './oidc-pages.tsx';
import { SignupForm } from './signup-form.tsx';
import './account.css';

type Org = components['schemas']['OrganizationRead'];

export const DEFAULT_ORG_SLUG = 'default';

export function SignUpPage() {
  const slug = useLocation().searchParams.get('org') || DEFAULT_ORG_SLUG;
  const org = useLoad(
    () => call(api.GET('/api/v1/orgs/slug/{slug}', { params: { path: { slug } } })),
    [slug],
  );
  return (
    <Page title="Create an account">
      <Async state={org}>{(o) => <SignUpFor org={o} />}</Async>
    </Page>
  );
}

function SignUpFor({ org }: { org: Org }) {
  const { user } = useSession();
  if (user) return <JoinAsMember org={org} />;
  if (org.signup_mechanism === 'inviteOnly')
    return (
      <div class="notice notice-warn" role="status">
        <p>
          {org.name} accepts new members by invitation only. Ask one of its admins for an invite link, or{' '}
          <Link href="/signin">sign in</Link> if you already have an account.
        </p>
      </div>
    );
  return (
    <div class="stack narrow">
      <p>
        Join <strong>{org.name}</strong> to take its courses. Already have an account?{' '}
        <Link href="/signin">Sign in</Link>.
      </p>
      <SignupForm
        orgId={org.id}
        create={(body) =>
          call(api.POST('/api/v1/users/{org_id}', { params: { path: { org_id: org.id } }, body }))
        }
      />
      <ProviderButtons next="/" orgId={org.id} verb="Sign up" />
    </div>
  );
}

/** A signed-in person: already a member, or one button to join (open signup, or with an invite code). */
export function JoinAsMember({ org, inviteCode }: { org: Pick<Org, 'id' | 'name'>; inviteCode?: string }) {
  const session = useSession();
  const member = session.user?.orgs.some((o) => o.org_id === org.id) ?? false;
  const join = useAction(async () => {
    await call(
      api.POST('/api/v1/orgs/{org_id}/join', {
        params: { path: { org_id: org.id } },
        body: inviteCode === undefined ? {} : { invite_code: inviteCode },
      }),
    );
    await session.reload();
    session.chooseOrg(org.id);
    navigate('/', { replace: true });
  });
  if (member)
    return (
      <p>
        You are already a member of {org.name}. <Link href="/">Go to the courses</Link>.
      </p>
    );
  return (
    <div class="stack narrow">
      <p>
        You are signed in as {session.user?.email}. Join <strong>{org.name}</strong> with this account?
      </p>
      <ErrorNotice error={join.error} />
      <button type="button" disabled={join.pending} onClick={() => void join.run()}>
        Join {org.name}
      </button>
    </div>
  );
}

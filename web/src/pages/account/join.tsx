/**
 * An invite link (`/join/:org_id/:invite_code`): a new account with the code [CONTRACT 3], which also works for
 * invite-only organizations; a signed-in person joins with the code in one click.
 */
import { api, call } from '../../api.ts';
import { Link, type Params } from '../../router.tsx';
import { useSession } from '../../session.tsx';
import { Async, useLoad } from '../../ui/async.tsx';
import { Page } from '../../ui/page.tsx';
import { JoinAsMember } from './sign-up.tsx';
import { SignupForm } from './signup-form.tsx';
import './account.css';

export function JoinPage({ params }: { params: Params }) {
  const orgId = Number(params.org_id);
  const code = params.invite_code ?? '';
  const { user } = useSession();
  const org = useLoad(
    () => call(api.GET('/api/v1/orgs/{org_id}', { params: { path: { org_id: orgId } } })),
    [orgId],
  );
  const here = window.location.pathname;
  return (
    <Page title="Accept your invitation">
      <Async state={org}>
        {(o) =>
          user ? (
            <JoinAsMember org={o} inviteCode={code} />
          ) : (
            <div class="stack narrow">
              <p>
                You are invited to join <strong>{o.name}</strong>. Create your account below, or{' '}
                <Link href={`/signin?next=${encodeURIComponent(here)}`}>sign in</Link> to join with the
                account you have.
              </p>
              <SignupForm
                orgId={o.id}
                create={(body) =>
                  call(
                    api.POST('/api/v1/users/{org_id}/invite/{invite_code}', {
                      params: { path: { org_id: o.id, invite_code: code } },
                      body,
                    }),
                  )
                }
              />
            </div>
          )
        }
      </Async>
    </Page>
  );
}

/** `/admin`: the organization being run (name, plan, how people join) and the way to each admin page. */
import { api, call } from '../../api.ts';
import { Link } from '../../router.tsx';
import { Async, useLoad } from '../../ui/async.tsx';
import { Page } from '../../ui/page.tsx';
import { useOrgId } from './admin-ui.tsx';

const SECTIONS = [
  { href: '/admin/members', title: 'Members', text: 'Who belongs to the organization, and their roles.' },
  { href: '/admin/invites', title: 'Invites', text: 'Codes and links that let people join.' },
  { href: '/admin/tokens', title: 'API tokens', text: 'Keys for programs that use the API, with rights.' },
  {
    href: '/admin/webhooks',
    title: 'Webhooks',
    text: 'Endpoints that receive events, and each delivery made to them.',
  },
];

export function AdminOverviewPage() {
  const orgId = useOrgId();
  const org = useLoad(
    () => call(api.GET('/api/v1/orgs/{org_id}', { params: { path: { org_id: orgId } } })),
    [orgId],
  );
  return (
    <Page title="Administration">
      <Async state={org}>
        {(o) => (
          <dl class="facts">
            <dt>Organization</dt>
            <dd>{o.name}</dd>
            <dt>Address name</dt>
            <dd>{o.slug}</dd>
            <dt>Plan</dt>
            <dd>{o.plan}</dd>
            <dt>Sign-up</dt>
            <dd>{o.signup_mechanism === 'open' ? 'Open to anyone' : 'By invitation only'}</dd>
          </dl>
        )}
      </Async>
      <ul class="admin-links">
        {SECTIONS.map((section) => (
          <li key={section.href} class="card">
            <h2 class="card-title">
              <Link href={section.href}>{section.title}</Link>
            </h2>
            <p>{section.text}</p>
          </li>
        ))}
      </ul>
    </Page>
  );
}

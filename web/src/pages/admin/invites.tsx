/**
 * `/admin/invites`: make an invite (the role it grants, how long it lasts, and optionally the emails it is
 * for: each is mailed the code), see each with the link to share, and delete one. The link opens the join page
 * of the learner pages (`/join/<org_id>/<invite_code>`).
 */
import type { components } from '@lms/client';
import { useState } from 'preact/hooks';
import { api, call } from '../../api.ts';
import { Async, ErrorNotice, useAction, useLoad } from '../../ui/async.tsx';
import { Field, formText, Page } from '../../ui/page.tsx';
import { ApiDate, BackToAdmin, ConfirmButton, Pager, useOrgId } from './admin-ui.tsx';
import { ROLE_NAMES, ROLES, type Role } from './members.tsx';

type Invite = components['schemas']['InviteRead'];
const PAGE_SIZE = 50;

export function inviteLink(invite: Pick<Invite, 'org_id' | 'invite_code'>): string {
  return `${window.location.origin}/join/${invite.org_id}/${encodeURIComponent(invite.invite_code)}`;
}

export function InvitesPage() {
  const orgId = useOrgId();
  const [offset, setOffset] = useState(0);
  const [created, setCreated] = useState<Invite | undefined>(undefined);
  const invites = useLoad(
    () =>
      call(
        api.GET('/api/v1/orgs/{org_id}/invites', {
          params: { path: { org_id: orgId }, query: { limit: PAGE_SIZE, offset } },
        }),
      ),
    [orgId, offset],
  );
  const create = useAction(async (form: HTMLFormElement) => {
    const values = formText(form);
    const emails = (values.emails ?? '')
      .split(/[\s,;]+/)
      .map((e) => e.trim())
      .filter((e) => e !== '');
    const invite = await call(
      api.POST('/api/v1/orgs/{org_id}/invites', {
        params: { path: { org_id: orgId } },
        body: {
          emails,
          role: (values.role ?? 'learner') as Role,
          expires_in_days: Number(values.expires_in_days ?? 30),
        },
      }),
    );
    form.reset();
    setCreated(invite);
    setOffset(0);
    invites.reload();
  });
  return (
    <Page title="Invites">
      <BackToAdmin />
      <form
        class="card form"
        aria-labelledby="new-invite-title"
        onSubmit={(event) => {
          event.preventDefault();
          void create.run(event.currentTarget);
        }}
      >
        <h2 id="new-invite-title" class="card-title">
          New invite
        </h2>
        <Field label="Role" id="invite-role" hint="What a person who joins with this invite becomes.">
          <select id="invite-role" name="role" aria-describedby="invite-role-hint">
            {ROLES.map((r) => (
              <option key={r} value={r} selected={r === 'learner'}>
                {ROLE_NAMES[r]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Valid for (days)" id="invite-days" hint="From 1 to 365 days.">
          <input
            id="invite-days"
            name="expires_in_days"
            type="number"
            min={1}
            max={365}
            defaultValue="30"
            required
            aria-describedby="invite-days-hint"
          />
        </Field>
        <Field
          label="For these emails (optional)"
          id="invite-emails"
          hint="Separate with commas or new lines. Each is mailed the code. Leave empty for a link anyone may use."
        >
          <textarea id="invite-emails" name="emails" rows={2} aria-describedby="invite-emails-hint" />
        </Field>
        <ErrorNotice error={create.error} />
        <div>
          <button type="submit" disabled={create.pending}>
            {create.pending ? 'Creating…' : 'Create invite'}
          </button>
        </div>
      </form>
      {created && (
        <div class="notice notice-ok" role="status">
          <p>
            Invite created. Share this link: <code>{inviteLink(created)}</code>
          </p>
        </div>
      )}
      <section class="admin-section" aria-labelledby="invites-title">
        <h2 id="invites-title">Invites</h2>
        <Async state={invites}>
          {(list) =>
            list.items.length === 0 ? (
              <p>No invites yet.</p>
            ) : (
              <>
                <div class="table-wrap admin-table">
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">Code</th>
                        <th scope="col">Role</th>
                        <th scope="col">For</th>
                        <th scope="col">Used</th>
                        <th scope="col">Expires</th>
                        <th scope="col">Link to share</th>
                        <th scope="col">Delete</th>
                      </tr>
                    </thead>
                    <tbody>
                      {list.items.map((invite) => (
                        <InviteRow
                          key={invite.invite_code_uuid}
                          orgId={orgId}
                          invite={invite}
                          onChanged={invites.reload}
                        />
                      ))}
                    </tbody>
                  </table>
                </div>
                <Pager
                  label="Invites"
                  offset={list.offset}
                  limit={list.limit}
                  total={list.total}
                  onOffset={setOffset}
                />
              </>
            )
          }
        </Async>
      </section>
    </Page>
  );
}

function InviteRow({ orgId, invite, onChanged }: { orgId: number; invite: Invite; onChanged: () => void }) {
  const remove = useAction(async () => {
    await call(
      api.DELETE('/api/v1/orgs/{org_id}/invites/{invite_code_uuid}', {
        params: { path: { org_id: orgId, invite_code_uuid: invite.invite_code_uuid } },
      }),
    );
    onChanged();
  });
  const link = inviteLink(invite);
  return (
    <tr>
      <th scope="row">
        <code>{invite.invite_code}</code>
      </th>
      <td data-label="Role">{ROLE_NAMES[invite.role]}</td>
      <td data-label="For">
        {invite.emails.length === 0 ? 'Anyone with the link' : invite.emails.join(', ')}
      </td>
      <td data-label="Used">{invite.uses}</td>
      <td data-label="Expires">
        <ApiDate value={invite.expiration_date} />
      </td>
      <td data-label="Link to share" class="url-cell">
        <a href={link}>{link}</a>
      </td>
      <td data-label="Delete">
        <ConfirmButton
          label={`Delete invite ${invite.invite_code}`}
          question="Delete this invite? Its link stops working; people who joined stay members."
          confirmLabel="Delete invite"
          pending={remove.pending}
          onConfirm={() => remove.run()}
        />
        <ErrorNotice error={remove.error} />
      </td>
    </tr>
  );
}

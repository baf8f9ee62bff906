/**
 * `/admin/members`: the organization's members a page at a time, each with their role (changed with a select
 * and a save button) and a removal asked for twice. The service's refusals (the last admin, a missing right)
 * are shown on the row they concern.
 */
import type { components } from '@lms/client';
import { useState } from 'preact/hooks';
import { api, call } from '../../api.ts';
import { useSession } from '../../session.tsx';
import { Async, ErrorNotice, useAction, useLoad } from '../../ui/async.tsx';
import { Page } from '../../ui/page.tsx';
import { ApiDate, BackToAdmin, ConfirmButton, Pager, useOrgId } from './admin-ui.tsx';

type Member = components['schemas']['MemberRead'];
export type Role = Member['role'];
export const ROLES: readonly Role[] = ['admin', 'maintainer', 'instructor', 'learner'];
export const ROLE_NAMES: Record<Role, string> = {
  admin: 'Admin',
  maintainer: 'Maintainer',
  instructor: 'Instructor',
  learner: 'Learner',
};
const PAGE_SIZE = 50;

export function personName(user: Member['user']): string {
  const full = `${user.first_name} ${user.last_name}`.trim();
  return full === '' ? user.username : full;
}

export function MembersPage() {
  const orgId = useOrgId();
  const [offset, setOffset] = useState(0);
  const members = useLoad(
    () =>
      call(
        api.GET('/api/v1/orgs/{org_id}/users', {
          params: { path: { org_id: orgId }, query: { limit: PAGE_SIZE, offset } },
        }),
      ),
    [orgId, offset],
  );
  return (
    <Page title="Members">
      <BackToAdmin />
      <Async state={members}>
        {(list) => (
          <>
            <p>
              {list.total} {list.total === 1 ? 'member' : 'members'}.
            </p>
            <div class="table-wrap admin-table">
              <table>
                <caption class="visually-hidden">Members and their roles</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Email</th>
                    <th scope="col">Joined</th>
                    <th scope="col">Role</th>
                    <th scope="col">Remove</th>
                  </tr>
                </thead>
                <tbody>
                  {list.items.map((member) => (
                    <MemberRow
                      key={member.user.id}
                      orgId={orgId}
                      member={member}
                      onChanged={members.reload}
                    />
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              label="Members"
              offset={list.offset}
              limit={list.limit}
              total={list.total}
              onOffset={setOffset}
            />
          </>
        )}
      </Async>
    </Page>
  );
}

function MemberRow({ orgId, member, onChanged }: { orgId: number; member: Member; onChanged: () => void }) {
  const session = useSession();
  const [role, setRole] = useState<Role>(member.role);
  const [saved, setSaved] = useState(false);
  const self = session.user?.id === member.user.id;
  const path = { org_id: orgId, user_id: member.user.id };
  const changeRole = useAction(async () => {
    await call(api.PUT('/api/v1/orgs/{org_id}/users/{user_id}/role', { params: { path }, body: { role } }));
    setSaved(true);
    // The admin's own role decides which pages they may open.
    if (self) await session.reload();
    onChanged();
  });
  const remove = useAction(async () => {
    await call(api.DELETE('/api/v1/orgs/{org_id}/users/{user_id}', { params: { path } }));
    if (self) await session.reload();
    onChanged();
  });
  const name = personName(member.user);
  const selectId = `role-${member.user.id}`;
  return (
    <tr>
      <th scope="row">
        {name}
        {self && <span class="muted"> (you)</span>}
      </th>
      <td data-label="Email">{member.user.email}</td>
      <td data-label="Joined">
        <ApiDate value={member.joined_date} />
      </td>
      <td data-label="Role">
        <form
          class="inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            setSaved(false);
            void changeRole.run();
          }}
        >
          <label class="visually-hidden" for={selectId}>
            Role of {name}
          </label>
          <select
            id={selectId}
            value={role}
            onChange={(event) => {
              setSaved(false);
              setRole(event.currentTarget.value as Role);
            }}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_NAMES[r]}
              </option>
            ))}
          </select>
          <button
            type="submit"
            class="button-secondary"
            disabled={changeRole.pending || role === member.role}
            aria-label={`Save role of ${name}`}
          >
            Save
          </button>
          <span role="status" class="hint">
            {saved && role === member.role ? 'Saved.' : ''}
          </span>
        </form>
        <ErrorNotice error={changeRole.error} />
      </td>
      <td data-label="Remove">
        <ConfirmButton
          label={`Remove ${name}`}
          question={
            <>
              Remove <strong>{name}</strong> from the organization? They lose access to its courses at once.
            </>
          }
          confirmLabel="Remove member"
          pending={remove.pending}
          onConfirm={() => remove.run()}
        />
        <ErrorNotice error={remove.error} />
      </td>
    </tr>
  );
}

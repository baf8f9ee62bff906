/**
 * `/admin/tokens`: API tokens [CONTRACT 4]. A new token (name, description, expiry, rights) is shown once,
 * with a copy button; the list shows each token's prefix, rights and use, lets its rights be edited and
 * revokes it after a confirmation. Managed with the session only: the service refuses API tokens here.
 */
import type { components } from '@lms/client';
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, call } from '../../api.ts';
import { Async, ErrorNotice, useAction, useLoad } from '../../ui/async.tsx';
import { Field, formText, Page } from '../../ui/page.tsx';
import { ApiDate, BackToAdmin, ConfirmButton, ShownOnce, useOrgId, CreateButtons } from './admin-ui.tsx';
import { describeRights, fullRights, RightsGrid, type Rights } from './rights-grid.tsx';

type Token = components['schemas']['ApiTokenRead'];

/** A date picked in the form means "until the end of that day", in the admin's own time zone. */
function endOfDay(date: string): string | null {
  return date === '' ? null : new Date(`${date}T23:59:59`).toISOString();
}

function tomorrow(): string {
  const d = new Date(Date.now() + 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function TokensPage() {
  const orgId = useOrgId();
  const [shown, setShown] = useState<{ name: string; token: string } | undefined>(undefined);
  const [creating, setCreating] = useState(false);
  const tokens = useLoad(
    () => call(api.GET('/api/v1/orgs/{org_id}/api-tokens', { params: { path: { org_id: orgId } } })),
    [orgId],
  );
  return (
    <Page
      title="API tokens"
      actions={
        !creating && (
          <button type="button" onClick={() => setCreating(true)}>
            New token
          </button>
        )
      }
    >
      <BackToAdmin />
      <p>
        A token lets a program call the API for this organization with the rights you give it, never more than
        your own role holds.
      </p>
      {shown && (
        <ShownOnce
          id="new-token"
          label={`Token “${shown.name}”`}
          value={shown.token}
          onDone={() => setShown(undefined)}
        />
      )}
      {creating && (
        <NewToken
          orgId={orgId}
          onCancel={() => setCreating(false)}
          onCreated={(name, token) => {
            setCreating(false);
            setShown({ name, token });
            tokens.reload();
          }}
        />
      )}
      <section class="admin-section" aria-labelledby="tokens-title">
        <h2 id="tokens-title">Tokens</h2>
        <Async state={tokens}>
          {(list) =>
            list.length === 0 ? (
              <p>No tokens yet.</p>
            ) : (
              <ul class="stack token-list">
                {list.map((token) => (
                  <TokenItem key={token.token_uuid} orgId={orgId} token={token} onChanged={tokens.reload} />
                ))}
              </ul>
            )
          }
        </Async>
      </section>
    </Page>
  );
}

function NewToken({
  orgId,
  onCreated,
  onCancel,
}: {
  orgId: number;
  onCreated: (name: string, token: string) => void;
  onCancel: () => void;
}) {
  const [rights, setRights] = useState<Rights>(() => fullRights(() => false));
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const create = useAction(async (form: HTMLFormElement) => {
    const values = formText(form);
    const name = values.name ?? '';
    const created = await call(
      api.POST('/api/v1/orgs/{org_id}/api-tokens', {
        params: { path: { org_id: orgId } },
        body: {
          name,
          description: values.description ?? '',
          rights,
          expires_at: endOfDay(values.expires ?? ''),
        },
      }),
    );
    onCreated(name, created.token);
  });
  return (
    <form
      class="card form"
      aria-labelledby="new-token-title"
      onSubmit={(event) => {
        event.preventDefault();
        void create.run(event.currentTarget);
      }}
    >
      <h2 id="new-token-title" class="card-title">
        New token
      </h2>
      <Field label="Name" id="token-name">
        <input id="token-name" ref={first} name="name" required maxLength={100} />
      </Field>
      <Field label="Description (optional)" id="token-description">
        <textarea id="token-description" name="description" rows={2} maxLength={1000} />
      </Field>
      <Field
        label="Expires after (optional)"
        id="token-expires"
        hint="Leave empty for a token that never expires."
      >
        <input
          id="token-expires"
          name="expires"
          type="date"
          min={tomorrow()}
          aria-describedby="token-expires-hint"
        />
      </Field>
      <fieldset class="checkbox-list">
        <legend>Rights</legend>
        <RightsGrid
          id="new-token-rights"
          caption="Rights of the new token"
          value={rights}
          onChange={setRights}
        />
      </fieldset>
      <ErrorNotice error={create.error} />
      <div>
        <CreateButtons label="Create token" pending={create.pending} onCancel={onCancel} />
      </div>
    </form>
  );
}

function TokenItem({ orgId, token, onChanged }: { orgId: number; token: Token; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  const [rights, setRights] = useState<Rights>(token.rights);
  const path = { org_id: orgId, token_uuid: token.token_uuid };
  const save = useAction(async () => {
    await call(
      api.PUT('/api/v1/orgs/{org_id}/api-tokens/{token_uuid}', { params: { path }, body: { rights } }),
    );
    setEditing(false);
    onChanged();
  });
  const revoke = useAction(async () => {
    await call(api.DELETE('/api/v1/orgs/{org_id}/api-tokens/{token_uuid}', { params: { path } }));
    onChanged();
  });
  const headingId = `token-${token.token_uuid}`;
  return (
    <li class="card">
      <h3 id={headingId} class="card-title">
        {token.name}
      </h3>
      {token.description && <p>{token.description}</p>}
      <dl class="facts">
        <dt>Starts with</dt>
        <dd>
          <code>{token.token_prefix}…</code>
        </dd>
        <dt>Rights</dt>
        <dd>{describeRights(token.rights)}</dd>
        <dt>Created</dt>
        <dd>
          <ApiDate value={token.creation_date} />
        </dd>
        <dt>Expires</dt>
        <dd>
          <ApiDate value={token.expires_at} />
        </dd>
        <dt>Last used</dt>
        <dd>
          <ApiDate value={token.last_used_at} />
        </dd>
      </dl>
      {editing ? (
        <form
          class="form"
          onSubmit={(event) => {
            event.preventDefault();
            void save.run();
          }}
        >
          <RightsGrid
            id={`rights-${token.token_uuid}`}
            caption={`Rights of ${token.name}`}
            value={rights}
            onChange={setRights}
          />
          <ErrorNotice error={save.error} />
          <div class="button-row">
            <button type="submit" disabled={save.pending}>
              Save rights
            </button>
            <button
              type="button"
              class="button-secondary"
              onClick={() => {
                setRights(token.rights);
                setEditing(false);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div class="button-row">
          <button
            type="button"
            class="button-secondary"
            aria-label={`Edit rights of ${token.name}`}
            onClick={() => {
              setRights(token.rights);
              setEditing(true);
            }}
          >
            Edit rights
          </button>
          <ConfirmButton
            label={`Revoke ${token.name}`}
            question={
              <>
                Revoke <strong>{token.name}</strong>? Programs using it are refused from now on.
              </>
            }
            confirmLabel="Revoke token"
            pending={revoke.pending}
            onConfirm={() => revoke.run()}
          />
        </div>
      )}
      <ErrorNotice error={revoke.error} />
    </li>
  );
}

/**
 * `/admin/webhooks`: the organization's endpoints (url, events, on or off, how the last delivery went) and a
 * form for a new one, its events picked from the live catalogue; the signing secret is shown once.
 */
import type { components } from '@lms/client';
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, call } from '../../api.ts';
import { Link } from '../../router.tsx';
import { Async, ErrorNotice, useAction, useLoad } from '../../ui/async.tsx';
import { Field, formText, Page } from '../../ui/page.tsx';
import { ApiDate, BackToAdmin, ShownOnce, useOrgId, CreateButtons } from './admin-ui.tsx';
import { EventPicker } from './event-picker.tsx';
import { ActiveBadge, AttemptBadge } from './webhook-badges.tsx';

type Endpoint = components['schemas']['WebhookRead'];
type Attempt = components['schemas']['DeliveryAttempt'];

export function WebhooksPage() {
  const orgId = useOrgId();
  const [secret, setSecret] = useState<{ url: string; secret: string } | undefined>(undefined);
  const [creating, setCreating] = useState(false);
  const endpoints = useLoad(async () => {
    const list = await call(
      api.GET('/api/v1/orgs/{org_id}/webhooks', { params: { path: { org_id: orgId } } }),
    );
    // The newest attempt of each endpoint, for the "last delivery" column.
    const last = await Promise.all(
      list.map((endpoint) =>
        call(
          api.GET('/api/v1/orgs/{org_id}/webhooks/{webhook_uuid}/deliveries', {
            params: { path: { org_id: orgId, webhook_uuid: endpoint.webhook_uuid }, query: { limit: 1 } },
          }),
        ).then((attempts) => attempts[0]),
      ),
    );
    return list.map((endpoint, i) => ({ endpoint, last: last[i] }));
  }, [orgId]);
  return (
    <Page
      title="Webhooks"
      actions={
        !creating && (
          <button type="button" onClick={() => setCreating(true)}>
            New endpoint
          </button>
        )
      }
    >
      <BackToAdmin />
      {secret && (
        <ShownOnce
          id="new-secret"
          label={`Signing secret of ${secret.url}`}
          value={secret.secret}
          onDone={() => setSecret(undefined)}
        />
      )}
      {creating && (
        <NewEndpoint
          orgId={orgId}
          onCancel={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setSecret(created);
            endpoints.reload();
          }}
        />
      )}
      <section class="admin-section" aria-labelledby="endpoints-title">
        <h2 id="endpoints-title">Endpoints</h2>
        <Async state={endpoints}>
          {(rows) => (rows.length === 0 ? <p>No endpoints yet.</p> : <EndpointTable rows={rows} />)}
        </Async>
      </section>
    </Page>
  );
}

function EndpointTable({ rows }: { rows: { endpoint: Endpoint; last: Attempt | undefined }[] }) {
  return (
    <div class="table-wrap admin-table">
      <table>
        <thead>
          <tr>
            <th scope="col">Endpoint</th>
            <th scope="col">Events</th>
            <th scope="col">State</th>
            <th scope="col">Last delivery</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ endpoint, last }) => (
            <tr key={endpoint.webhook_uuid}>
              <th scope="row" class="url-cell">
                <Link href={`/admin/webhooks/${encodeURIComponent(endpoint.webhook_uuid)}`}>
                  {endpoint.url}
                </Link>
                {endpoint.description && <p class="hint">{endpoint.description}</p>}
              </th>
              <td data-label="Events">
                {endpoint.events.map((event, i) => (
                  <span key={event}>
                    {i > 0 && ', '}
                    <code>{event}</code>
                  </span>
                ))}
              </td>
              <td data-label="State">
                <ActiveBadge active={endpoint.is_active} />
              </td>
              <td data-label="Last delivery">
                {last === undefined ? (
                  <span class="muted">None yet</span>
                ) : (
                  <>
                    <AttemptBadge attempt={last} /> <code>{last.event}</code>
                    <br />
                    <ApiDate value={last.created_at} />
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function NewEndpoint({
  orgId,
  onCreated,
  onCancel,
}: {
  orgId: number;
  onCreated: (created: { url: string; secret: string }) => void;
  onCancel: () => void;
}) {
  const [events, setEvents] = useState<Set<string>>(() => new Set());
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const create = useAction(async (form: HTMLFormElement) => {
    if (events.size === 0) throw new Error('Choose at least one event to send.');
    const values = formText(form);
    const created = await call(
      api.POST('/api/v1/orgs/{org_id}/webhooks', {
        params: { path: { org_id: orgId } },
        body: { url: values.url ?? '', description: values.description ?? '', events: [...events] },
      }),
    );
    onCreated({ url: created.url, secret: created.secret });
  });
  return (
    <form
      class="card form"
      aria-labelledby="new-endpoint-title"
      onSubmit={(event) => {
        event.preventDefault();
        void create.run(event.currentTarget);
      }}
    >
      <h2 id="new-endpoint-title" class="card-title">
        New endpoint
      </h2>
      <Field label="URL" id="endpoint-url" hint="An https:// address on the public internet.">
        <input
          id="endpoint-url"
          ref={first}
          name="url"
          type="url"
          required
          maxLength={2048}
          placeholder="https://example.com/hooks/lms"
          aria-describedby="endpoint-url-hint"
        />
      </Field>
      <Field label="Description (optional)" id="endpoint-description">
        <input id="endpoint-description" name="description" maxLength={1000} />
      </Field>
      <fieldset class="checkbox-list">
        <legend>Events to send ({events.size} chosen)</legend>
        <EventPicker orgId={orgId} selected={events} onChange={setEvents} />
      </fieldset>
      <ErrorNotice error={create.error} />
      <div>
        <CreateButtons label="Create endpoint" pending={create.pending} onCancel={onCancel} />
      </div>
    </form>
  );
}

/**
 * `/admin/webhooks/:webhook_uuid`: one endpoint: its settings, turning it on or off, a new signing secret
 * (shown once), a test event, deletion, and its delivery log with redelivery.
 */
import type { components } from '@lms/client';
import { useState } from 'preact/hooks';
import { api, call } from '../../api.ts';
import { navigate, type Params } from '../../router.tsx';
import { Async, ErrorNotice, useAction, useLoad } from '../../ui/async.tsx';
import { Page } from '../../ui/page.tsx';
import { ApiDate, ConfirmButton, ShownOnce, useOrgId } from './admin-ui.tsx';
import { DeliveryLog, type Watch } from './delivery-log.tsx';
import { ActiveBadge } from './webhook-badges.tsx';
import { Link } from '../../router.tsx';

type Endpoint = components['schemas']['WebhookRead'];

export function WebhookDetailPage({ params }: { params: Params }) {
  const orgId = useOrgId();
  const webhookUuid = params.webhook_uuid ?? '';
  const endpoint = useLoad(
    () =>
      call(
        api.GET('/api/v1/orgs/{org_id}/webhooks/{webhook_uuid}', {
          params: { path: { org_id: orgId, webhook_uuid: webhookUuid } },
        }),
      ),
    [orgId, webhookUuid],
  );
  const [watch, setWatch] = useState<Watch | undefined>(undefined);
  return (
    <Page title="Webhook endpoint">
      <p class="admin-back">
        <Link href="/admin/webhooks">← Webhooks</Link>
      </p>
      <Async state={endpoint}>
        {(e) => <Settings orgId={orgId} endpoint={e} onChanged={endpoint.reload} onWatch={setWatch} />}
      </Async>
      <DeliveryLog orgId={orgId} webhookUuid={webhookUuid} watch={watch} onWatch={setWatch} />
    </Page>
  );
}

function Settings({
  orgId,
  endpoint,
  onChanged,
  onWatch,
}: {
  orgId: number;
  endpoint: Endpoint;
  onChanged: () => void;
  onWatch: (watch: Watch) => void;
}) {
  const path = { org_id: orgId, webhook_uuid: endpoint.webhook_uuid };
  const [secret, setSecret] = useState<string | undefined>(undefined);
  const [message, setMessage] = useState('');
  const toggle = useAction(async () => {
    const next = !endpoint.is_active;
    await call(
      api.PUT('/api/v1/orgs/{org_id}/webhooks/{webhook_uuid}', {
        params: { path },
        body: { is_active: next },
      }),
    );
    setMessage(next ? 'Endpoint enabled.' : 'Endpoint disabled: no events are sent to it.');
    onChanged();
  });
  const test = useAction(async () => {
    // The mark is the newest attempt logged now: the log polls until one newer appears.
    const before = await call(
      api.GET('/api/v1/orgs/{org_id}/webhooks/{webhook_uuid}/deliveries', {
        params: { path, query: { limit: 1 } },
      }),
    );
    const queued = await call(
      api.POST('/api/v1/orgs/{org_id}/webhooks/{webhook_uuid}/test', { params: { path } }),
    );
    setMessage(`Test event queued (${queued.delivery_id}).`);
    onWatch({ since: before[0]?.id ?? 0 });
  });
  const rotate = useAction(async () => {
    const rotated = await call(
      api.POST('/api/v1/orgs/{org_id}/webhooks/{webhook_uuid}/regenerate-secret', { params: { path } }),
    );
    setSecret(rotated.secret);
    setMessage('');
  });
  const remove = useAction(async () => {
    await call(api.DELETE('/api/v1/orgs/{org_id}/webhooks/{webhook_uuid}', { params: { path } }));
    navigate('/admin/webhooks');
  });
  const failure = toggle.error ?? test.error ?? rotate.error ?? remove.error;
  return (
    <>
      <dl class="facts">
        <dt>URL</dt>
        <dd class="url-cell">{endpoint.url}</dd>
        {endpoint.description && (
          <>
            <dt>Description</dt>
            <dd>{endpoint.description}</dd>
          </>
        )}
        <dt>State</dt>
        <dd>
          <ActiveBadge active={endpoint.is_active} />
        </dd>
        <dt>Events</dt>
        <dd>
          {endpoint.events.map((event, i) => (
            <span key={event}>
              {i > 0 && ', '}
              <code>{event}</code>
            </span>
          ))}
        </dd>
        <dt>Created</dt>
        <dd>
          <ApiDate value={endpoint.creation_date} />
        </dd>
      </dl>
      {secret && (
        <ShownOnce
          id="rotated-secret"
          label="New signing secret"
          value={secret}
          onDone={() => setSecret(undefined)}
        />
      )}
      <div class="button-row">
        <button type="button" disabled={test.pending || !endpoint.is_active} onClick={() => void test.run()}>
          {test.pending ? 'Sending…' : 'Send test event'}
        </button>
        <button
          type="button"
          class="button-secondary"
          disabled={toggle.pending}
          onClick={() => void toggle.run()}
        >
          {endpoint.is_active ? 'Disable endpoint' : 'Enable endpoint'}
        </button>
        <ConfirmButton
          label="Rotate secret"
          question="Make a new signing secret? The old one stops signing at once: the receiver must be given the new one."
          confirmLabel="Make a new secret"
          danger={false}
          pending={rotate.pending}
          onConfirm={() => rotate.run()}
        />
        <ConfirmButton
          label="Delete endpoint"
          question="Delete this endpoint with its pending deliveries and its log?"
          confirmLabel="Delete endpoint"
          pending={remove.pending}
          onConfirm={() => remove.run()}
        />
      </div>
      {!endpoint.is_active && <p class="hint">Enable the endpoint to send a test event.</p>}
      <p role="status" class="hint">
        {message}
      </p>
      <ErrorNotice error={failure} />
    </>
  );
}

/**
 * The delivery log of one endpoint [CONTRACT 7]: each attempt with its event, attempt number, outcome, the
 * receiver's status and the first 500 bytes of its answer, the transport error, and when. Newest first; the
 * API keeps the newest 200 and pages by `limit`, so "Show older" asks for more. After a test or a redelivery
 * the log looks again every second until the new attempt is there (no reload needed), and Refresh does it at will.
 */
import type { components } from '@lms/client';
import { useEffect, useState } from 'preact/hooks';
import { api, call } from '../../api.ts';
import { Async, ErrorNotice, useAction, useLoad } from '../../ui/async.tsx';
import { ApiDate } from './admin-ui.tsx';
import { AttemptBadge } from './webhook-badges.tsx';

type Attempt = components['schemas']['DeliveryAttempt'];
const STEP = 50;
const MAX = 200;
const POLL_MS = 1000;
const POLL_TRIES = 30;

/** What the log's owner uses to say "a new attempt is coming: watch for it". */
export interface Watch {
  since: number;
}

export function DeliveryLog({
  orgId,
  webhookUuid,
  watch,
  onWatch,
}: {
  orgId: number;
  webhookUuid: string;
  watch: Watch | undefined;
  onWatch: (watch: Watch | undefined) => void;
}) {
  const [limit, setLimit] = useState(STEP);
  const [message, setMessage] = useState('');
  const log = useLoad(
    () =>
      call(
        api.GET('/api/v1/orgs/{org_id}/webhooks/{webhook_uuid}/deliveries', {
          params: { path: { org_id: orgId, webhook_uuid: webhookUuid }, query: { limit } },
        }),
      ),
    [orgId, webhookUuid, limit],
  );
  const newest = log.data?.[0]?.id ?? 0;

  // Polls while an attempt is awaited; stops when one newer than the watch mark shows up, or after a while.
  const [tries, setTries] = useState(0);
  useEffect(() => setTries(0), [watch]);
  useEffect(() => {
    if (watch === undefined || log.loading) return;
    if (newest > watch.since || tries >= POLL_TRIES) {
      onWatch(undefined);
      return;
    }
    const timer = window.setTimeout(() => {
      setTries((n) => n + 1);
      log.reload();
    }, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [watch, log.loading, newest, tries]);

  const redeliver = useAction(async (deliveryId: string) => {
    await call(
      api.POST('/api/v1/orgs/{org_id}/webhooks/{webhook_uuid}/deliveries/{delivery_id}/redeliver', {
        params: { path: { org_id: orgId, webhook_uuid: webhookUuid, delivery_id: deliveryId } },
      }),
    );
    setMessage(`Delivery ${deliveryId} queued again.`);
    onWatch({ since: newest });
  });

  return (
    <section class="admin-section" aria-labelledby="log-title">
      <div class="page-head">
        <h2 id="log-title">Delivery log</h2>
        <button type="button" class="button-secondary" disabled={log.loading} onClick={log.reload}>
          {log.loading ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      <p role="status" class="hint">
        {watch !== undefined ? 'Waiting for the new attempt…' : message}
      </p>
      <ErrorNotice error={redeliver.error} />
      <Async state={log}>
        {(attempts) =>
          attempts.length === 0 ? (
            <p>No deliveries yet. Send a test event to see one here.</p>
          ) : (
            <>
              <AttemptTable
                attempts={attempts}
                pending={redeliver.pending}
                onRedeliver={(id) => void redeliver.run(id)}
              />
              {attempts.length >= limit && limit < MAX && (
                <div class="pager">
                  <button type="button" class="button-secondary" onClick={() => setLimit(limit + STEP)}>
                    Show older attempts
                  </button>
                </div>
              )}
            </>
          )
        }
      </Async>
    </section>
  );
}

function AttemptTable({
  attempts,
  pending,
  onRedeliver,
}: {
  attempts: Attempt[];
  pending: boolean;
  onRedeliver: (deliveryId: string) => void;
}) {
  // Redelivery is offered once per delivery, on its newest attempt.
  const seen = new Set<string>();
  return (
    <div class="table-wrap admin-table">
      <table>
        <caption class="visually-hidden">Delivery attempts, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Event</th>
            <th scope="col">Status</th>
            <th scope="col">Attempt</th>
            <th scope="col">Response</th>
            <th scope="col">Error</th>
            <th scope="col">Delivery</th>
          </tr>
        </thead>
        <tbody>
          {attempts.map((attempt) => {
            const newestOfDelivery = !seen.has(attempt.delivery_id);
            seen.add(attempt.delivery_id);
            return (
              <tr key={attempt.id}>
                <td data-label="When">
                  <ApiDate value={attempt.created_at} />
                  <br />
                  <span class="hint">{attempt.duration_ms} ms</span>
                </td>
                <td data-label="Event">
                  <code>{attempt.event}</code>
                </td>
                <td data-label="Status">
                  <AttemptBadge attempt={attempt} />
                </td>
                <td data-label="Attempt">
                  {attempt.attempt}
                  {attempt.manual && <span class="hint"> (manual)</span>}
                </td>
                <td data-label="Response">
                  {attempt.response_status === null ? (
                    <span class="muted">No answer</span>
                  ) : (
                    <>HTTP {attempt.response_status}</>
                  )}
                  {attempt.response_body !== null && attempt.response_body !== '' && (
                    <pre
                      class="excerpt"
                      tabIndex={0}
                      aria-label={`Response excerpt of attempt ${attempt.id}`}
                    >
                      {attempt.response_body}
                    </pre>
                  )}
                </td>
                <td data-label="Error">{attempt.error_message ?? <span class="muted">None</span>}</td>
                <td data-label="Delivery">
                  <code>{attempt.delivery_id}</code>
                  {newestOfDelivery && (
                    <div>
                      <button
                        type="button"
                        class="button-secondary"
                        disabled={pending}
                        aria-label={`Redeliver ${attempt.event} ${attempt.delivery_id}`}
                        onClick={() => onRedeliver(attempt.delivery_id)}
                      >
                        Redeliver
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** How an endpoint or a delivery attempt stands, in words (and colour only as a second cue). */
import type { components } from '@lms/client';

type Attempt = components['schemas']['DeliveryAttempt'];

export function ActiveBadge({ active }: { active: boolean }) {
  return <span class={`badge ${active ? 'badge-ok' : 'badge-warn'}`}>{active ? 'Enabled' : 'Disabled'}</span>;
}

export function attemptStatus(attempt: Attempt): string {
  const status = attempt.response_status === null ? '' : ` (${attempt.response_status})`;
  return attempt.success ? `Delivered${status}` : `Failed${status}`;
}

export function AttemptBadge({ attempt }: { attempt: Attempt }) {
  return (
    <span class={`badge ${attempt.success ? 'badge-ok' : 'badge-danger'}`}>{attemptStatus(attempt)}</span>
  );
}

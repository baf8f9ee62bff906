/**
 * Submitting, with a confirm step: answers cannot change afterwards (except in a new attempt), so the learner
 * says so twice, and is warned of answers typed but not saved. A refusal (the deadline passed, already
 * submitted) shows the service's detail.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, call } from '../../api.ts';
import { ErrorNotice, useAction } from '../../ui/async.tsx';

export function SubmitPanel({
  assignmentUuid,
  unsaved,
  allowRetries,
  onSubmitted,
}: {
  assignmentUuid: string;
  /** Titles of tasks with answers not saved yet. */
  unsaved: string[];
  allowRetries: boolean;
  onSubmitted: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const submit = useAction(async () => {
    await call(
      api.POST('/api/v1/assignments/{assignment_uuid}/submissions', {
        params: { path: { assignment_uuid: assignmentUuid } },
      }),
    );
    setConfirming(false);
    onSubmitted();
  });
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  return (
    <section class="card submit-panel" aria-label="Submit the assignment">
      {!confirming ? (
        <button type="button" onClick={() => setConfirming(true)}>
          Submit assignment
        </button>
      ) : (
        <div role="group" aria-labelledby="submit-confirm-text">
          <p id="submit-confirm-text">
            Submit your saved answers now? You cannot change them afterwards
            {allowRetries ? ' unless you start a new attempt' : ''}.
          </p>
          {unsaved.length > 0 && (
            <p class="notice notice-warn">
              Not saved yet, so not submitted: {unsaved.join(', ')}. Save them first to include them.
            </p>
          )}
          <div class="task-actions">
            <button
              type="button"
              ref={confirmButton}
              disabled={submit.pending}
              onClick={() => void submit.run()}
            >
              {submit.pending ? 'Submitting…' : 'Yes, submit'}
            </button>
            <button
              type="button"
              class="button-secondary"
              onClick={() => {
                setConfirming(false);
                submit.clear();
              }}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
      <ErrorNotice error={submit.error} />
    </section>
  );
}

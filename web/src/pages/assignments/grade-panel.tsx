/**
 * After submitting: the grade object [CONTRACT 6] (display grade, points, percentage, passed or not, the
 * overall feedback and each task's result) or "awaiting grading", the retry with the attempts left, and the
 * earlier attempts.
 */
import { api, call } from '../../api.ts';
import { ErrorNotice, useAction } from '../../ui/async.tsx';
import { STATUS_LABELS, type Assignment, type Grade, type Submission } from './answers.ts';
import { Heading } from './heading.tsx';

export function GradePanel({
  assignment,
  submission,
  grade,
  level,
  onChanged,
}: {
  assignment: Assignment;
  submission: Submission;
  grade: Grade | null;
  level: number;
  onChanged: () => void;
}) {
  const graded = submission.status === 'GRADED' && grade !== null;
  return (
    <section class="card grade-panel" aria-labelledby="grade-heading">
      <Heading level={level} id="grade-heading" class="card-title">
        {graded ? 'Your grade' : 'Submitted'}
      </Heading>
      {graded ? (
        <>
          <p class="grade-line">
            <strong class="grade-display">{grade.display_grade}</strong>{' '}
            <span>
              {grade.grade} / {grade.max_grade} points ({grade.percentage.toFixed(2)}%)
            </span>{' '}
            <span class={`badge ${grade.passed ? 'badge-ok' : 'badge-danger'}`}>
              {grade.passed ? 'Passed' : 'Not passed'}
            </span>
          </p>
          <p class="hint">Pass mark: {grade.passing_threshold}%</p>
          {grade.overall_feedback && <p>Feedback: {grade.overall_feedback}</p>}
          <div class="table-wrap">
            <table>
              <caption class="visually-hidden">Result per task</caption>
              <thead>
                <tr>
                  <th scope="col">Task</th>
                  <th scope="col">Result</th>
                  <th scope="col">Feedback</th>
                </tr>
              </thead>
              <tbody>
                {grade.tasks.map((t) => (
                  <tr key={t.assignment_task_uuid}>
                    <th scope="row">{t.title}</th>
                    <td>{t.grade === null ? 'Not graded yet' : `${t.grade} / ${t.max_grade}`}</td>
                    <td>{[t.feedback, t.grading_note].filter(Boolean).join(' · ') || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <>
          <p>
            {submission.status === 'LATE' ? 'Submitted late' : 'Submitted'}
            {submission.submitted_at ? ` on ${submission.submitted_at} UTC` : ''}. Your instructor has not
            graded it yet.
          </p>
          <button type="button" class="button-secondary" onClick={onChanged}>
            Check for a grade
          </button>
        </>
      )}
      <Retry assignment={assignment} submission={submission} onRetried={onChanged} />
      {submission.history.length > 0 && <History submission={submission} />}
    </section>
  );
}

/** CONTRACT 6: retries when allowed and `max_retries` (0 = unlimited) is not reached; each retry is an attempt. */
function Retry({
  assignment,
  submission,
  onRetried,
}: {
  assignment: Assignment;
  submission: Submission;
  onRetried: () => void;
}) {
  const retry = useAction(async () => {
    await call(
      api.POST('/api/v1/assignments/{assignment_uuid}/submissions/me/retry', {
        params: { path: { assignment_uuid: assignment.assignment_uuid } },
      }),
    );
    onRetried();
  });
  if (!assignment.allow_retries) return <p class="hint">This assignment allows no retries.</p>;
  const used = submission.attempt_number - 1;
  const left = assignment.max_retries === 0 ? undefined : Math.max(0, assignment.max_retries - used);
  return (
    <div class="retry">
      <p>
        Attempt {submission.attempt_number}.{' '}
        {left === undefined ? 'Retries left: unlimited.' : `Retries left: ${left}.`}
      </p>
      {left !== 0 && (
        <button type="button" disabled={retry.pending} onClick={() => void retry.run()}>
          Start a new attempt
        </button>
      )}
      <ErrorNotice error={retry.error} />
    </div>
  );
}

function History({ submission }: { submission: Submission }) {
  return (
    <details class="history">
      <summary>Earlier attempts ({submission.history.length})</summary>
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Attempt</th>
              <th scope="col">Status</th>
              <th scope="col">Points</th>
              <th scope="col">Submitted</th>
            </tr>
          </thead>
          <tbody>
            {submission.history.map((a) => (
              <tr key={a.submission_uuid}>
                <th scope="row">{a.attempt_number}</th>
                <td>{STATUS_LABELS[a.status].text}</td>
                <td>{a.grade ?? '—'}</td>
                <td>{a.submitted_at ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

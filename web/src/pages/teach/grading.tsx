/**
 * `/teach/assignments/:assignment_uuid/submissions/:user_id`: one learner's submission graded task by task,
 * the overall grade (updated from each write's answer, no reload), the overall feedback, "Recompute" [SPEC 4.4],
 * "Mark done" (CONTRACT 9) and "Return to the learner" (the reject route: back to draft, answers kept).
 */
import { useState } from 'preact/hooks';
import { api, call } from '../../api.ts';
import { Link } from '../../router.tsx';
import { useSession } from '../../session.tsx';
import { Async, ErrorNotice, useAction, useLoad } from '../../ui/async.tsx';
import { Page } from '../../ui/page.tsx';
import { ConfirmButton } from './confirm.tsx';
import {
  formatDate,
  loadMembers,
  personName,
  StatusBadge,
  teachAssignmentPath,
  type Grade,
  type Member,
} from './data.tsx';
import { TaskGradeCard } from './task-grade.tsx';
import './teach.css';

export function GradingPage({ params }: { params: Record<string, string> }) {
  const assignmentUuid = params['assignment_uuid'] ?? '';
  const userId = Number(params['user_id']);
  const courseUuid = new URLSearchParams(window.location.search).get('course');
  const { org } = useSession();
  const state = useLoad(async () => {
    const path = { assignment_uuid: assignmentUuid };
    const learner = { assignment_uuid: assignmentUuid, user_id: userId };
    const [assignment, tasks, submission, grade, members] = await Promise.all([
      call(api.GET('/api/v1/assignments/{assignment_uuid}', { params: { path } })),
      call(api.GET('/api/v1/assignments/{assignment_uuid}/tasks', { params: { path } })),
      call(
        api.GET('/api/v1/assignments/{assignment_uuid}/submissions/{user_id}', { params: { path: learner } }),
      ),
      call(
        api.GET('/api/v1/assignments/{assignment_uuid}/submissions/{user_id}/grade', {
          params: { path: learner },
        }),
      ),
      org === undefined
        ? Promise.resolve(new Map<number, Member>())
        : loadMembers(org.org_id).catch(() => new Map<number, Member>()),
    ]);
    const member = members.get(userId);
    return {
      assignment,
      tasks,
      submission,
      grade,
      name: member ? personName(member.user) : `User ${userId}`,
    };
  }, [assignmentUuid, userId, org?.org_id]);
  // A write answers the new grade object: shown at once, then everything is read again.
  const [latest, setLatest] = useState<Grade | undefined>(undefined);
  const graded = (grade: Grade) => {
    setLatest(grade);
    state.reload();
  };
  const title = state.data ? `${state.data.assignment.title}: ${state.data.name}` : 'Grading';
  return (
    <Page title={title}>
      <nav aria-label="Breadcrumb" class="teach-crumbs">
        <Link href="/teach">Teach</Link>
        {' › '}
        <Link href={teachAssignmentPath(assignmentUuid, courseUuid)}>Submissions</Link>
      </nav>
      <Async state={state}>
        {({ tasks, submission, grade: loaded }) => {
          // The newer of the two: a write's answer until the reload that follows it has landed.
          const grade = !state.loading || latest === undefined ? loaded : latest;
          const byTask = new Map(submission.tasks.map((a) => [a.assignment_task_uuid, a]));
          const gradeOf = new Map(grade.tasks.map((g) => [g.assignment_task_uuid, g]));
          return (
            <div class="teach-grading">
              <div class="stack teach-tasks">
                <p>
                  <StatusBadge status={grade.status} /> Attempt {submission.attempt_number} · submitted{' '}
                  {formatDate(submission.submitted_at)}
                  {submission.graded_at && ` · graded ${formatDate(submission.graded_at)}`}
                </p>
                {tasks.map((task) => {
                  const answer = byTask.get(task.assignment_task_uuid);
                  const line = gradeOf.get(task.assignment_task_uuid);
                  return (
                    <TaskGradeCard
                      key={task.assignment_task_uuid}
                      task={task}
                      answer={answer?.task_submission}
                      graded={line}
                      assignmentUuid={assignmentUuid}
                      userId={userId}
                      onGraded={graded}
                    />
                  );
                })}
              </div>
              <Overall
                grade={grade}
                assignmentUuid={assignmentUuid}
                userId={userId}
                onGraded={graded}
                onChanged={state.reload}
              />
            </div>
          );
        }}
      </Async>
    </Page>
  );
}

function Overall({
  grade,
  assignmentUuid,
  userId,
  onGraded,
  onChanged,
}: {
  grade: Grade;
  assignmentUuid: string;
  userId: number;
  onGraded: (grade: Grade) => void;
  onChanged: () => void;
}) {
  const path = { assignment_uuid: assignmentUuid, user_id: userId };
  const [feedback, setFeedback] = useState(grade.overall_feedback);
  const [notice, setNotice] = useState('');
  const act = useAction(async (what: 'save' | 'recompute' | 'done' | 'return') => {
    setNotice('');
    if (what === 'save') {
      onGraded(
        await call(
          api.PUT('/api/v1/assignments/{assignment_uuid}/submissions/{user_id}', {
            params: { path },
            body: { overall_feedback: feedback },
          }),
        ),
      );
      setNotice('Feedback saved.');
    } else if (what === 'recompute') {
      onGraded(
        await call(
          api.POST('/api/v1/assignments/{assignment_uuid}/submissions/{user_id}/grade', {
            params: { path },
            body: { overall_feedback: feedback },
          }),
        ),
      );
      setNotice('Grade recomputed.');
    } else if (what === 'done') {
      await call(
        api.POST('/api/v1/assignments/{assignment_uuid}/submissions/{user_id}/done', { params: { path } }),
      );
      setNotice('The assignment is marked done for this learner.');
    } else {
      await call(
        api.DELETE('/api/v1/assignments/{assignment_uuid}/submissions/{user_id}', { params: { path } }),
      );
      setNotice('Returned to the learner as a draft.');
      onChanged();
    }
  });
  return (
    <aside class="card stack teach-overall" aria-labelledby="overall-heading">
      <h2 id="overall-heading" class="card-title">
        Overall grade
      </h2>
      <div aria-live="polite" aria-atomic="true">
        <p class="teach-big" data-testid="overall-grade">
          {grade.display_grade}
        </p>
        <p>
          {grade.grade} / {grade.max_grade} points · {grade.percentage.toFixed(2)}% ·{' '}
          {grade.passed ? 'Passed' : 'Not passed'} (pass mark {grade.passing_threshold}%)
        </p>
      </div>
      <div class="field">
        <label for="overall-feedback">Overall feedback</label>
        <textarea
          id="overall-feedback"
          value={feedback}
          maxLength={100_000}
          onInput={(e) => setFeedback(e.currentTarget.value)}
        />
      </div>
      <ErrorNotice error={act.error} />
      <p role="status" class="teach-saved">
        {notice}
      </p>
      <div class="teach-row">
        <button
          type="button"
          class="button-secondary"
          disabled={act.pending}
          onClick={() => void act.run('save')}
        >
          Save feedback
        </button>
        <button type="button" disabled={act.pending} onClick={() => void act.run('recompute')}>
          Recompute grade
        </button>
        <button
          type="button"
          class="button-secondary"
          disabled={act.pending}
          onClick={() => void act.run('done')}
        >
          Mark done
        </button>
        <ConfirmButton
          label="Return to the learner"
          title="Return this submission to the learner as a draft? Their answers are kept; they submit again."
          confirmLabel="Return it"
          disabled={act.pending || grade.status === 'PENDING'}
          onConfirm={() => void act.run('return')}
        />
      </div>
    </aside>
  );
}

/**
 * An assignment as its learner works on it [SPEC 2.5–2.7, 4.3, 4.4; CONTRACT 6]: title, description, due
 * date and the status of my submission; each task with its control; save per task, submit, then the grade,
 * the per-task results, the answer key when the assignment shows it, and retries. Used by the activity viewer
 * (inside its page) and by this area's own page.
 */
import { useCallback, useState } from 'preact/hooks';
import { api, call, LmsError } from '../../api.ts';
import { useSession } from '../../session.tsx';
import { Async, useLoad } from '../../ui/async.tsx';
import { STATUS_LABELS, type Assignment, type Grade, type Submission } from './answers.ts';
import { GradePanel } from './grade-panel.tsx';
import { Heading } from './heading.tsx';
import { SubmitPanel } from './submit-panel.tsx';
import { TaskCard } from './task-card.tsx';
import './assignments.css';

export function AssignmentView({
  assignment,
  level,
  showTitle,
}: {
  assignment: Assignment;
  /** The level of this view's section headings (tasks, grade). */
  level: number;
  /** The title as a heading of its own (inside the viewer, whose h1 is the activity's name). */
  showTitle: boolean;
}) {
  const { user } = useSession();
  const userId = user?.id ?? 0;
  const uuid = assignment.assignment_uuid;
  const state = useLoad(async () => {
    const path = { assignment_uuid: uuid };
    const [tasks, submission] = await Promise.all([
      call(api.GET('/api/v1/assignments/{assignment_uuid}/tasks', { params: { path } })),
      call(api.GET('/api/v1/assignments/{assignment_uuid}/submissions/me', { params: { path } })).catch(
        // No attempt yet: the first save starts one.
        (error: unknown) => {
          if (error instanceof LmsError && error.status === 404) return null;
          throw error;
        },
      ),
    ]);
    const grade: Grade | null =
      submission !== null && submission.status !== 'PENDING'
        ? await call(
            api.GET('/api/v1/assignments/{assignment_uuid}/submissions/{user_id}/grade', {
              params: { path: { assignment_uuid: uuid, user_id: userId } },
            }),
          )
        : null;
    return { tasks: [...tasks].sort((a, b) => a.position - b.position), submission, grade };
  }, [uuid, userId]);
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const onDirty = useCallback((taskUuid: string, isDirty: boolean) => {
    setDirty((current) => {
      if (current.has(taskUuid) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(taskUuid);
      else next.delete(taskUuid);
      return next;
    });
  }, []);

  return (
    <div class="assignment">
      {showTitle && <Heading level={level}>{assignment.title}</Heading>}
      {assignment.description && <p class="assignment-description">{assignment.description}</p>}
      <Async state={state}>
        {({ tasks, submission, grade }) => {
          const status = submission?.status ?? 'NOT_STARTED';
          const editable = submission === null || submission.status === 'PENDING';
          const reveal = assignment.show_correct_answers && submission?.status === 'GRADED';
          return (
            <>
              <Facts assignment={assignment} submission={submission} status={status} />
              {tasks.length === 0 ? (
                <p>This assignment has no tasks yet.</p>
              ) : (
                <>
                  {reveal && <p class="notice notice-ok">The correct answers are shown with each task.</p>}
                  <ol class="task-list">
                    {tasks.map((task) => (
                      <TaskCard
                        key={`${task.assignment_task_uuid}-${submission?.attempt_number ?? 0}`}
                        assignmentUuid={uuid}
                        task={task}
                        saved={submission?.tasks.find(
                          (a) => a.assignment_task_uuid === task.assignment_task_uuid,
                        )}
                        result={
                          submission?.status === 'GRADED'
                            ? grade?.tasks.find((t) => t.assignment_task_uuid === task.assignment_task_uuid)
                            : undefined
                        }
                        userId={userId}
                        editable={editable}
                        reveal={reveal}
                        level={level + (showTitle ? 1 : 0)}
                        onSaved={state.reload}
                        onDirty={onDirty}
                      />
                    ))}
                  </ol>
                  {editable ? (
                    <SubmitPanel
                      assignmentUuid={uuid}
                      unsaved={tasks.filter((t) => dirty.has(t.assignment_task_uuid)).map((t) => t.title)}
                      allowRetries={assignment.allow_retries}
                      onSubmitted={state.reload}
                    />
                  ) : (
                    submission && (
                      <GradePanel
                        assignment={assignment}
                        submission={submission}
                        grade={grade}
                        level={level + (showTitle ? 1 : 0)}
                        onChanged={state.reload}
                      />
                    )
                  )}
                </>
              )}
            </>
          );
        }}
      </Async>
    </div>
  );
}

function Facts({
  assignment,
  submission,
  status,
}: {
  assignment: Assignment;
  submission: Submission | null;
  status: keyof typeof STATUS_LABELS;
}) {
  const label = STATUS_LABELS[status];
  return (
    <dl class="assignment-facts">
      <div>
        <dt>Due</dt>
        <dd>{assignment.due_date ? `${assignment.due_date} (end of the day, UTC)` : 'No due date'}</dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>
          <span class={`badge ${label.tone}`}>{label.text}</span>
        </dd>
      </div>
      {submission && (
        <div>
          <dt>Attempt</dt>
          <dd>{submission.attempt_number}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * One task in the grading view: the learner's answer, the service's automatic result, and the hand grade and
 * feedback (`PUT …/submissions/{user_id}` with this one task: a hand grade marks it `manually_graded`, kept by
 * every later recompute [CONTRACT 6]).
 */
import { useEffect, useState } from 'preact/hooks';
import { api, call } from '../../api.ts';
import { ErrorNotice, useAction } from '../../ui/async.tsx';
import { AUTO_GRADED, TASK_TYPE_LABELS, type Grade, type Task } from './data.tsx';
import { TaskAnswer } from './task-answer.tsx';

type TaskGrade = Grade['tasks'][number];

export function TaskGradeCard({
  task,
  answer,
  graded,
  assignmentUuid,
  userId,
  onGraded,
}: {
  task: Task;
  answer: unknown;
  /** The task's line of the grade object. */
  graded: TaskGrade | undefined;
  assignmentUuid: string;
  userId: number;
  onGraded: (grade: Grade) => void;
}) {
  const [grade, setGrade] = useState(
    graded?.grade === null || graded === undefined ? '' : String(graded.grade),
  );
  const [feedback, setFeedback] = useState(graded?.feedback ?? '');
  const [saved, setSaved] = useState(false);
  // Grades that change elsewhere (a recompute, a reload) show in the form unless the grader is typing in it.
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    if (dirty) return;
    setGrade(graded?.grade === null || graded === undefined ? '' : String(graded.grade));
    setFeedback(graded?.feedback ?? '');
  }, [graded?.grade, graded?.feedback]);
  const save = useAction(async () => {
    const result = await call(
      api.PUT('/api/v1/assignments/{assignment_uuid}/submissions/{user_id}', {
        params: { path: { assignment_uuid: assignmentUuid, user_id: userId } },
        body: {
          tasks: [{ assignment_task_uuid: task.assignment_task_uuid, grade: Number(grade), feedback }],
        },
      }),
    );
    setSaved(true);
    setDirty(false);
    onGraded(result);
  });
  const id = `task-${task.assignment_task_uuid}`;
  const auto = AUTO_GRADED.has(task.assignment_type);
  const current = graded?.grade ?? null;
  const fileUrl = (fileUuid: string) =>
    `/api/v1/assignments/${encodeURIComponent(assignmentUuid)}/tasks/${encodeURIComponent(
      task.assignment_task_uuid,
    )}/submissions/user/${userId}/files/${encodeURIComponent(fileUuid)}`;
  return (
    <section class="card stack" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} class="card-title">
        {task.title}{' '}
        <span class="hint">
          {TASK_TYPE_LABELS[task.assignment_type]} · out of {task.max_grade_value}
        </span>
      </h2>
      {task.description && <p>{task.description}</p>}
      <TaskAnswer task={task} answer={answer} fileUrl={fileUrl} />
      <p class="teach-result">
        {current === null
          ? auto
            ? 'Not graded yet: recompute the grade to check this answer.'
            : 'Not graded yet: this task is graded by hand.'
          : graded?.manually_graded
            ? `Graded by hand: ${current} / ${task.max_grade_value}`
            : `Automatic grade: ${current} / ${task.max_grade_value}`}
        {graded?.grading_note && <span class="hint"> ({graded.grading_note})</span>}
      </p>
      <form
        class="teach-grade-form"
        aria-label={`Grade ${task.title}`}
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(false);
          void save.run();
        }}
      >
        <div class="field">
          <label for={`${id}-grade`}>Grade (0–{task.max_grade_value})</label>
          {auto && (
            <p class="hint" id={`${id}-grade-hint`}>
              A grade saved here replaces the automatic one, and recomputing keeps it.
            </p>
          )}
          <input
            id={`${id}-grade`}
            aria-describedby={auto ? `${id}-grade-hint` : undefined}
            type="number"
            inputMode="decimal"
            min={0}
            max={task.max_grade_value}
            step={1}
            required
            value={grade}
            onInput={(e) => {
              setSaved(false);
              setDirty(true);
              setGrade(e.currentTarget.value);
            }}
          />
        </div>
        <div class="field">
          <label for={`${id}-feedback`}>Feedback</label>
          <textarea
            id={`${id}-feedback`}
            value={feedback}
            maxLength={100_000}
            onInput={(e) => {
              setSaved(false);
              setDirty(true);
              setFeedback(e.currentTarget.value);
            }}
          />
        </div>
        <ErrorNotice error={save.error} />
        <div class="teach-row">
          <button type="submit" disabled={save.pending}>
            {save.pending ? 'Saving…' : `Save grade for ${task.title}`}
          </button>
          <p role="status" class="teach-saved">
            {saved && 'Saved.'}
          </p>
        </div>
      </form>
    </section>
  );
}

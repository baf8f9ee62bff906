/**
 * One task of the assignment: what it asks, the control of its type, a Save button with the saved state
 * ("Saved", "Not saved yet") and the service's detail on a refusal, and once graded the task's result with
 * the answer key when the assignment shows it.
 */
import { useEffect, useState } from 'preact/hooks';
import { api, call } from '../../api.ts';
import { ErrorNotice, useAction } from '../../ui/async.tsx';
import {
  TYPE_LABELS,
  emptyDraft,
  sameAnswer,
  savedDraft,
  textOf,
  type Draft,
  type SavedAnswer,
  type Task,
  type TaskGrade,
} from './answers.ts';
import { CodeEditor } from './code-editor.tsx';
import { FileAnswer } from './file-answer.tsx';
import { Heading } from './heading.tsx';
import { FormControl, NumberControl, QuizControl, ShortAnswerControl } from './task-controls.tsx';

export interface TaskCardProps {
  assignmentUuid: string;
  task: Task;
  saved: SavedAnswer | undefined;
  result: TaskGrade | undefined;
  userId: number;
  /** Answers can change (no submission yet, or a PENDING one). */
  editable: boolean;
  reveal: boolean;
  level: number;
  onSaved: () => void;
  onDirty: (taskUuid: string, dirty: boolean) => void;
}

export function TaskCard(props: TaskCardProps) {
  const { task, saved, editable, assignmentUuid } = props;
  const taskUuid = task.assignment_task_uuid;
  const idBase = `task-${task.position}`;
  const savedAnswer = savedDraft(saved);
  const [draft, setDraft] = useState<Draft>(() => savedAnswer ?? emptyDraft(task));
  const dirty = editable && !sameAnswer(draft, savedAnswer ?? emptyDraft(task));
  const { onDirty } = props;
  useEffect(() => onDirty(taskUuid, dirty), [onDirty, taskUuid, dirty]);

  const save = useAction(async (answer: Draft) => {
    await call(
      api.PUT('/api/v1/assignments/{assignment_uuid}/tasks/{assignment_task_uuid}/submissions', {
        params: { path: { assignment_uuid: assignmentUuid, assignment_task_uuid: taskUuid } },
        body: { task_submission: answer },
      }),
    );
    setDraft(answer);
    props.onSaved();
  });

  const answerable = task.assignment_type !== 'CUSTOM' && task.assignment_type !== 'OTHER';
  const state = save.pending ? 'Saving…' : dirty ? 'Not saved yet' : savedAnswer !== undefined ? 'Saved' : '';
  return (
    <li class="card task-card" aria-labelledby={`${idBase}-title`}>
      <div class="task-head">
        <Heading level={props.level} id={`${idBase}-title`} class="card-title">
          {task.position + 1}. {task.title}
        </Heading>
        <span class="badge">{TYPE_LABELS[task.assignment_type]}</span>
        <span class="task-points">{task.max_grade_value} points</span>
      </div>
      {task.description && <p class="task-description">{task.description}</p>}
      {task.hint && <p class="hint">Hint: {task.hint}</p>}
      {task.reference_file && <ReferenceFile task={task} />}
      <form
        class="task-answer"
        aria-label={`Answer to ${task.title}`}
        onSubmit={(e) => {
          e.preventDefault();
          void save.run(draft);
        }}
      >
        <Control {...props} draft={draft} onChange={setDraft} idBase={idBase} save={save.run} />
        {answerable && task.assignment_type !== 'FILE_SUBMISSION' && editable && (
          <div class="task-actions">
            <button type="submit" disabled={save.pending}>
              Save answer
            </button>
            <span class={`save-state${dirty ? ' save-state-dirty' : ''}`} role="status" aria-live="polite">
              {state}
            </span>
          </div>
        )}
        {task.assignment_type === 'FILE_SUBMISSION' && editable && (
          <p class="save-state" role="status" aria-live="polite">
            {save.pending ? 'Saving…' : savedAnswer ? 'Saved' : ''}
          </p>
        )}
        <ErrorNotice error={save.error} />
      </form>
      {props.result && <TaskResult result={props.result} />}
    </li>
  );
}

function Control(
  props: TaskCardProps & {
    draft: Draft;
    onChange: (draft: Draft) => void;
    idBase: string;
    save: (answer: Draft) => Promise<boolean>;
  },
) {
  const { task, draft, onChange, idBase, reveal } = props;
  const readOnly = !props.editable;
  const common = { draft, onChange, readOnly, reveal, idBase };
  switch (task.assignment_type) {
    case 'QUIZ':
      return <QuizControl task={task} {...common} />;
    case 'FORM':
      return <FormControl task={task} {...common} />;
    case 'SHORT_ANSWER':
      return <ShortAnswerControl task={task} {...common} />;
    case 'NUMBER_ANSWER':
      return <NumberControl task={task} {...common} />;
    case 'CODE':
      return (
        <>
          <CodeEditor
            id={`${idBase}-code`}
            label={`Code for ${task.title}`}
            value={textOf(draft, 'source_code')}
            language={task.contents.language}
            readOnly={readOnly}
            onChange={(text) => onChange({ source_code: text, language: task.contents.language })}
          />
          <TestCases task={task} />
        </>
      );
    case 'FILE_SUBMISSION':
      return (
        <FileAnswer
          assignmentUuid={props.assignmentUuid}
          taskUuid={task.assignment_task_uuid}
          userId={props.userId}
          draft={draft}
          readOnly={readOnly}
          idBase={idBase}
          onSave={props.save}
        />
      );
    default:
      // CONTRACT 6: CUSTOM is never interpreted and OTHER has no answer shape: handed in as the task says.
      return (
        <p class="notice">
          This task is not answered on this page: hand it in as its description says. Your instructor grades
          it.
        </p>
      );
  }
}

/** The test cases the learner may see: the visible ones, and the hidden ones once the key is shown. */
function TestCases({ task }: { task: Extract<Task, { assignment_type: 'CODE' }> }) {
  const cases = task.contents.test_cases ?? [];
  if (cases.length === 0) return null;
  return (
    <details class="test-cases">
      <summary>Test cases ({cases.length})</summary>
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Case</th>
              <th scope="col">Input</th>
              <th scope="col">Expected output</th>
            </tr>
          </thead>
          <tbody>
            {cases.map((c) => (
              <tr key={c.id}>
                <th scope="row">
                  {c.id}
                  {c.hidden ? ' (hidden)' : ''}
                </th>
                <td>
                  <pre>{c.stdin}</pre>
                </td>
                <td>
                  <pre>{c.expected_stdout}</pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function TaskResult({ result }: { result: TaskGrade }) {
  return (
    <div class="task-result">
      <p>
        <strong>Result:</strong>{' '}
        {result.grade === null ? 'not graded yet' : `${result.grade} / ${result.max_grade}`}
        {result.manually_graded && ' (graded by your instructor)'}
      </p>
      {result.feedback && <p>Feedback: {result.feedback}</p>}
      {result.grading_note && <p class="hint">Grading note: {result.grading_note}</p>}
    </div>
  );
}

function ReferenceFile({ task }: { task: Task }) {
  const ref = task.reference_file ?? '';
  const href = /^https?:\/\//i.test(ref)
    ? ref
    : `/api/v1/assignments/task/${encodeURIComponent(task.assignment_task_uuid)}/ref_file`;
  return (
    <p>
      <a href={href} target="_blank" rel="noopener noreferrer">
        Reference file for {task.title}
      </a>
    </p>
  );
}

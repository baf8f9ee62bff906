/**
 * A learner's answer to one task, shown per task type [CONTRACT 6] beside the answer key graders receive:
 * quiz ticks, form blanks, short and number answers, code in a `<pre>`, the submitted file as a download link,
 * anything else as its JSON. Answers are the learner's own JSON, so every field is checked before it is read.
 */
import type { ComponentChildren } from 'preact';
import type { Task } from './data.tsx';

type Json = Record<string, unknown>;

function asObject(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

function asList(value: unknown): Json[] {
  return Array.isArray(value) ? value.map(asObject).filter((v): v is Json => v !== undefined) : [];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export function TaskAnswer({
  task,
  answer,
  fileUrl,
}: {
  task: Task;
  /** The stored `task_submission`; undefined or null when the learner gave none. */
  answer: unknown;
  /** Where the submitted file of a FILE_SUBMISSION answer downloads from. */
  fileUrl: (fileUuid: string) => string;
}) {
  const given = asObject(answer);
  if (given === undefined) return <p class="teach-none">No answer given.</p>;
  const contents = asObject(task.contents) ?? {};
  switch (task.assignment_type) {
    case 'QUIZ':
      return <QuizAnswer contents={contents} answer={given} />;
    case 'FORM':
      return <FormAnswer contents={contents} answer={given} />;
    case 'SHORT_ANSWER':
      return (
        <dl class="teach-answer">
          <dt>Question</dt>
          <dd>{text(contents['prompt'])}</dd>
          <dt>Answer</dt>
          <dd class="teach-given">{text(given['answer']) || '(empty)'}</dd>
          <dt>Accepted answers</dt>
          <dd>
            {Array.isArray(contents['correct_answers'])
              ? contents['correct_answers'].map(text).join(', ')
              : '—'}{' '}
            <span class="hint">({text(contents['match_mode']) || 'case_insensitive'})</span>
          </dd>
        </dl>
      );
    case 'NUMBER_ANSWER': {
      const unit = text(contents['unit']);
      return (
        <dl class="teach-answer">
          <dt>Question</dt>
          <dd>{text(contents['prompt'])}</dd>
          <dt>Answer</dt>
          <dd class="teach-given">
            {text(given['answer']) || '(empty)'} {unit}
          </dd>
          <dt>Expected</dt>
          <dd>
            {text(contents['correct_value'])} ± {text(contents['tolerance'])} {unit}
          </dd>
        </dl>
      );
    }
    case 'CODE':
      return (
        <div class="teach-answer">
          <p>
            Language: <strong>{text(given['language']) || text(contents['language'])}</strong>
          </p>
          <pre aria-label={`Code submitted for ${task.title}`} tabIndex={0}>
            <code>{text(given['source_code'])}</code>
          </pre>
        </div>
      );
    case 'FILE_SUBMISSION': {
      const fileUuid = text(given['file_uuid']);
      return fileUuid === '' ? (
        <p class="teach-none">No file submitted.</p>
      ) : (
        <p>
          <a href={fileUrl(fileUuid)} download>
            Download the submitted file ({fileUuid.split('.').pop()?.toUpperCase()})
          </a>
        </p>
      );
    }
    default:
      return (
        <pre aria-label={`Answer given for ${task.title}`} tabIndex={0}>
          <code>{JSON.stringify(given, null, 2)}</code>
        </pre>
      );
  }
}

/** A question of a quiz or form: its text, then a table of its options or blanks. */
function QuestionTable({
  question,
  columns,
  children,
}: {
  question: string;
  columns: string[];
  children: ComponentChildren;
}) {
  return (
    <div class="teach-question">
      <p class="teach-question-text">{question}</p>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Each option: whether the learner ticked it and whether it should be ticked. */
function QuizAnswer({ contents, answer }: { contents: Json; answer: Json }) {
  const ticked = new Set(
    asList(answer['submissions'])
      .filter((s) => s['answer'] === true)
      .map((s) => `${text(s['questionUUID'])}/${text(s['optionUUID'])}`),
  );
  return (
    <div class="teach-answer">
      {asList(contents['questions']).map((question) => {
        const qid = text(question['questionUUID']);
        return (
          <QuestionTable
            key={qid}
            question={text(question['questionText'])}
            columns={['Option', 'Learner', 'Key']}
          >
            {asList(question['options']).map((option) => {
              const oid = text(option['optionUUID']);
              const right = option['assigned_right_answer'] === true;
              const mine = ticked.has(`${qid}/${oid}`);
              return (
                <tr key={oid}>
                  <th scope="row">{text(option['text'])}</th>
                  <td class="teach-given">{mine ? '☑ Ticked' : '☐ Not ticked'}</td>
                  <td>
                    {right ? 'Should be ticked' : 'Should not be ticked'}
                    {mine === right ? ' · matches' : ' · differs'}
                  </td>
                </tr>
              );
            })}
          </QuestionTable>
        );
      })}
    </div>
  );
}

/** Each blank: the learner's text and the expected one. */
function FormAnswer({ contents, answer }: { contents: Json; answer: Json }) {
  const given = new Map(
    asList(answer['submissions']).map((s) => [
      `${text(s['questionUUID'])}/${text(s['blankUUID'])}`,
      text(s['answer']),
    ]),
  );
  return (
    <div class="teach-answer">
      {asList(contents['questions']).map((question) => {
        const qid = text(question['questionUUID']);
        return (
          <QuestionTable
            key={qid}
            question={text(question['questionText'])}
            columns={['Blank', 'Learner', 'Expected']}
          >
            {asList(question['blanks']).map((blank, i) => {
              const bid = text(blank['blankUUID']);
              return (
                <tr key={bid}>
                  <th scope="row">{text(blank['placeholder']) || `Blank ${i + 1}`}</th>
                  <td class="teach-given">{given.get(`${qid}/${bid}`) || '(empty)'}</td>
                  <td>{text(blank['correctAnswer']) || '—'}</td>
                </tr>
              );
            })}
          </QuestionTable>
        );
      })}
    </div>
  );
}

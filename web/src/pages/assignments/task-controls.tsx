/**
 * The answer control of each auto-graded task type [CONTRACT 6]: QUIZ options to tick, FORM blanks, a short
 * answer, a number. Each shows the answer key beside the question when `reveal` is on (the learner's graded
 * attempt on an assignment with show_correct_answers: only then does the service send the keys).
 */
import {
  formBlank,
  quizTicked,
  textOf,
  withFormBlank,
  withQuizTick,
  type Draft,
  type Task,
} from './answers.ts';

type Of<T extends Task['assignment_type']> = Extract<Task, { assignment_type: T }>;

export interface ControlProps<T extends Task['assignment_type']> {
  task: Of<T>;
  draft: Draft;
  onChange: (draft: Draft) => void;
  readOnly: boolean;
  reveal: boolean;
  /** Unique prefix for the ids of this task's controls. */
  idBase: string;
}

export function QuizControl({ task, draft, onChange, readOnly, reveal, idBase }: ControlProps<'QUIZ'>) {
  return (
    <>
      {task.contents.questions.map((question, q) => (
        <fieldset key={question.questionUUID} class="task-question">
          <legend>{question.questionText}</legend>
          <p class="hint">Tick every option that applies.</p>
          <ul class="option-list">
            {question.options.map((option, o) => {
              const id = `${idBase}-q${q}-o${o}`;
              return (
                <li key={option.optionUUID}>
                  <input
                    type="checkbox"
                    id={id}
                    checked={quizTicked(draft, question.questionUUID, option.optionUUID)}
                    disabled={readOnly}
                    onChange={(e) =>
                      onChange(
                        withQuizTick(
                          task,
                          draft,
                          question.questionUUID,
                          option.optionUUID,
                          e.currentTarget.checked,
                        ),
                      )
                    }
                  />
                  <label for={id}>{option.text}</label>
                  {reveal && option.assigned_right_answer !== undefined && (
                    <span class={`key ${option.assigned_right_answer ? 'key-right' : 'key-wrong'}`}>
                      {option.assigned_right_answer
                        ? 'Correct answer: tick'
                        : 'Correct answer: leave unticked'}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </>
  );
}

export function FormControl({ task, draft, onChange, readOnly, reveal, idBase }: ControlProps<'FORM'>) {
  return (
    <>
      {task.contents.questions.map((question, q) => (
        <fieldset key={question.questionUUID} class="task-question">
          <legend>{question.questionText}</legend>
          {question.blanks.map((blank, b) => {
            const id = `${idBase}-q${q}-b${b}`;
            const name = blank.placeholder ? blank.placeholder : `Blank ${b + 1}`;
            return (
              <div key={blank.blankUUID} class="field">
                <label for={id}>{name}</label>
                <input
                  id={id}
                  type="text"
                  value={formBlank(draft, question.questionUUID, blank.blankUUID)}
                  readOnly={readOnly}
                  placeholder={blank.placeholder}
                  onInput={(e) =>
                    onChange(
                      withFormBlank(
                        task,
                        draft,
                        question.questionUUID,
                        blank.blankUUID,
                        e.currentTarget.value,
                      ),
                    )
                  }
                />
                {reveal && blank.correctAnswer !== undefined && (
                  <p class="key key-right">Correct answer: {blank.correctAnswer}</p>
                )}
              </div>
            );
          })}
        </fieldset>
      ))}
    </>
  );
}

export function ShortAnswerControl({
  task,
  draft,
  onChange,
  readOnly,
  reveal,
  idBase,
}: ControlProps<'SHORT_ANSWER'>) {
  const id = `${idBase}-answer`;
  const keys = task.contents.correct_answers;
  return (
    <div class="field">
      <label for={id}>{task.contents.prompt || 'Your answer'}</label>
      <input
        id={id}
        type="text"
        value={textOf(draft, 'answer')}
        readOnly={readOnly}
        onInput={(e) => onChange({ answer: e.currentTarget.value })}
      />
      {reveal && keys !== undefined && (
        <p class="key key-right">
          {keys.length === 1 ? 'Correct answer' : 'Correct answers'}: {keys.join(', ')}
        </p>
      )}
    </div>
  );
}

export function NumberControl({
  task,
  draft,
  onChange,
  readOnly,
  reveal,
  idBase,
}: ControlProps<'NUMBER_ANSWER'>) {
  const id = `${idBase}-answer`;
  const { unit, correct_value: correct, tolerance } = task.contents;
  return (
    <div class="field">
      <label for={id}>{task.contents.prompt || 'Your answer'}</label>
      <div class="number-row">
        {/* Text, not type=number: the service reads a comma as the decimal point, which number inputs refuse. */}
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autocomplete="off"
          value={textOf(draft, 'answer')}
          readOnly={readOnly}
          aria-describedby={unit ? `${id}-unit` : undefined}
          onInput={(e) => onChange({ answer: e.currentTarget.value })}
        />
        {unit && (
          <span id={`${id}-unit`} class="unit">
            {unit}
          </span>
        )}
      </div>
      {reveal && correct !== undefined && (
        <p class="key key-right">
          Correct answer: {correct}
          {tolerance ? ` (± ${Math.abs(tolerance)})` : ''}
          {unit ? ` ${unit}` : ''}
        </p>
      )}
    </div>
  );
}

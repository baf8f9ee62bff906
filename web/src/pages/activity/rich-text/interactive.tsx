/** The interactive blocks of a page: quizzes, flip cards and scenarios (SPEC 2.3.2), all keyboard operable. */
import { useState } from 'preact/hooks';
import { list, obj, str, type RichNode } from './nodes.ts';

interface QuizOption {
  id: string;
  text: string;
  correct: boolean;
}
interface QuizQuestion {
  id: string;
  question: string;
  options: QuizOption[];
}

/** SPEC 2.3.2: questions `[{id, question, options: [{id, text, correct}]}]`, read leniently (the schema may change). */
function readQuestions(attrs: Record<string, unknown>): QuizQuestion[] {
  return list(attrs.questions).map((raw, qi) => {
    const q = obj(raw);
    return {
      id: str(q, 'id', 'question_id') ?? `q${qi}`,
      question: str(q, 'question', 'text', 'title') ?? `Question ${qi + 1}`,
      options: list(q.options ?? q.answers).map((rawOption, oi) => {
        const o = obj(rawOption);
        return {
          id: str(o, 'id', 'answer_id', 'option_id') ?? `o${oi}`,
          text: str(o, 'text', 'answer', 'label') ?? `Option ${oi + 1}`,
          correct: o.correct === true,
        };
      }),
    };
  });
}

export function QuizBlock({ node }: { node: RichNode }) {
  const questions = readQuestions(node.attrs);
  const quizId = str(node.attrs, 'quizId') ?? 'quiz';
  const [picked, setPicked] = useState<Record<string, string[]>>({});
  const [checked, setChecked] = useState(false);
  if (questions.length === 0) return null;
  const isRight = (q: QuizQuestion) => {
    const chosen = new Set(picked[q.id] ?? []);
    return q.options.every((o) => o.correct === chosen.has(o.id));
  };
  const score = questions.filter(isRight).length;
  return (
    <section class="quiz card" aria-label="Quiz">
      {questions.map((q) => {
        const multiple = q.options.filter((o) => o.correct).length > 1;
        const name = `${quizId}-${q.id}`;
        return (
          <fieldset key={q.id} class="quiz-question">
            <legend>{q.question}</legend>
            {multiple && <p class="hint">Pick every right answer.</p>}
            {q.options.map((o) => {
              const chosen = (picked[q.id] ?? []).includes(o.id);
              return (
                <label key={o.id} class={`quiz-option${checked && o.correct ? ' quiz-right-answer' : ''}`}>
                  <input
                    type={multiple ? 'checkbox' : 'radio'}
                    name={name}
                    checked={chosen}
                    onChange={() => {
                      setChecked(false);
                      setPicked((all) => {
                        const mine = all[q.id] ?? [];
                        const next = multiple
                          ? chosen
                            ? mine.filter((id) => id !== o.id)
                            : [...mine, o.id]
                          : [o.id];
                        return { ...all, [q.id]: next };
                      });
                    }}
                  />
                  {o.text}
                  {checked && o.correct && <span class="quiz-mark"> (right answer)</span>}
                </label>
              );
            })}
            {checked && (
              <p class={`quiz-verdict ${isRight(q) ? 'verdict-right' : 'verdict-wrong'}`}>
                {isRight(q) ? '✓ Right' : '✗ Not quite'}
              </p>
            )}
          </fieldset>
        );
      })}
      <div class="quiz-actions">
        <button type="button" onClick={() => setChecked(true)}>
          Check answers
        </button>
        <button
          type="button"
          class="button-secondary"
          onClick={() => {
            setPicked({});
            setChecked(false);
          }}
        >
          Start again
        </button>
        <p role="status" class="quiz-score">
          {checked ? `${score} of ${questions.length} right` : ''}
        </p>
      </div>
    </section>
  );
}

/** A card with a question on its face and the answer on its back; a real button, so Enter and Space flip it. */
export function FlipCard({ node }: { node: RichNode }) {
  const [flipped, setFlipped] = useState(false);
  const front = str(node.attrs, 'question', 'front', 'frontText') ?? 'Question';
  const back = str(node.attrs, 'answer', 'back', 'backText') ?? '';
  return (
    <div class="flipcard-wrap">
      <button
        type="button"
        class={`flipcard${flipped ? ' flipped' : ''}`}
        aria-pressed={flipped}
        onClick={() => setFlipped((f) => !f)}
      >
        <span class="flipcard-side-label">{flipped ? 'Answer' : 'Question'}</span>
        <span class="flipcard-text" aria-live="polite">
          {flipped ? back : front}
        </span>
        <span class="hint">{flipped ? 'Select to see the question' : 'Select to flip'}</span>
      </button>
    </div>
  );
}

interface Scenario {
  id: string;
  text: string;
  options: { id: string; text: string; next: string | undefined }[];
}

/** A story that branches: each step shows its text and the choices that lead to other steps. */
export function Scenarios({ node }: { node: RichNode }) {
  const steps: Scenario[] = list(node.attrs.scenarios).map((raw, i) => {
    const s = obj(raw);
    return {
      id: str(s, 'id') ?? String(i + 1),
      text: str(s, 'text', 'content', 'description') ?? '',
      options: list(s.options ?? s.choices).map((rawOption, oi) => {
        const o = obj(rawOption);
        return {
          id: str(o, 'id') ?? String(oi),
          text: str(o, 'text', 'label') ?? `Choice ${oi + 1}`,
          next: str(o, 'nextScenarioId', 'next', 'nextId'),
        };
      }),
    };
  });
  const first = str(node.attrs, 'currentScenarioId', 'startScenarioId') ?? steps[0]?.id;
  const [at, setAt] = useState(first);
  const [path, setPath] = useState<string[]>([]);
  const step = steps.find((s) => s.id === at) ?? steps[0];
  if (step === undefined) return null;
  const title = str(node.attrs, 'title') ?? 'Scenario';
  return (
    <section class="scenarios card" aria-label={title}>
      <h3 class="card-title">{title}</h3>
      <p aria-live="polite">{step.text}</p>
      {step.options.length > 0 ? (
        <ul class="scenario-choices">
          {step.options.map((o) => (
            <li key={o.id}>
              <button
                type="button"
                class="button-secondary"
                disabled={o.next === undefined || !steps.some((s) => s.id === o.next)}
                onClick={() => {
                  setPath((p) => [...p, step.id]);
                  setAt(o.next);
                }}
              >
                {o.text}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p class="hint">The end of this scenario.</p>
      )}
      {path.length > 0 && (
        <button
          type="button"
          class="button-secondary"
          onClick={() => {
            setAt(first);
            setPath([]);
          }}
        >
          Start over
        </button>
      )}
    </section>
  );
}

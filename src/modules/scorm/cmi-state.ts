/**
 * One attempt's tracked state and what a commit does to it, without the database: every element is checked
 * against the data model first (a read-only, unknown or malformed element refuses the whole commit, so a
 * commit is kept entirely or not at all), then applied. CONTRACT 12: completion and success are kept apart,
 * suspend_data longer than the version's limit is cut (the rest of the commit is kept), and the session's
 * time is the latest session_time, never a sum of commits.
 */
import { ValidationError, type ValidationIssue } from '../../platform/http/errors.ts';
import { collectionRule, lookupElement, type CollectionName, type ScormVersion } from './cmi-elements.ts';
import { parseInterval2004, parseTimespan12 } from './cmi-formats.ts';

/** One interaction, objective or comment: its sub-elements, flat (`{"id": …, "objectives.0.id": …}`). */
export type Entry = Record<string, string>;

export interface AttemptState {
  version: ScormVersion;
  completion_status: string;
  success_status: string;
  score_raw: string | null;
  score_min: string | null;
  score_max: string | null;
  score_scaled: string | null;
  location: string;
  suspend_data: string;
  total_time_cs: number;
  session_time_cs: number;
  exit: string;
  interactions: Entry[];
  objectives: Entry[];
  /** Other writable elements (comments, preferences, progress_measure) and 2004's learner comments. */
  other: { values: Record<string, string>; comments: Entry[] };
}

/** suspend_data's length limit per version, in characters [SCORM 1.2 CMIString4096; 2004 64,000]. */
export const SUSPEND_DATA_LIMIT: Record<ScormVersion, number> = { '1.2': 4096, '2004': 64000 };

/** The state of a new attempt: nothing reported yet. */
export function freshState(version: ScormVersion): AttemptState {
  return {
    version,
    completion_status: version === '1.2' ? 'not attempted' : 'unknown',
    success_status: 'unknown',
    score_raw: null,
    score_min: null,
    score_max: null,
    score_scaled: null,
    location: '',
    suspend_data: '',
    total_time_cs: 0,
    session_time_cs: 0,
    exit: '',
    interactions: [],
    objectives: [],
    other: { values: {}, comments: [] },
  };
}

export interface CommitOutcome {
  state: AttemptState;
  /** Elements whose value was cut to their limit. */
  truncated: string[];
}

/** Codes of a refused commit, the first that applies naming the refusal. */
const CODES = ['scorm_read_only', 'scorm_unknown_element', 'scorm_invalid_value'] as const;
type Code = (typeof CODES)[number];

/** `values` applied to `state` (which is left unchanged); a ValidationError when any element is refused. */
export function applyCommit(state: AttemptState, values: Record<string, string>): CommitOutcome {
  const next: AttemptState = structuredClone(state);
  const issues: ValidationIssue[] = [];
  const truncated: string[] = [];
  const refuse = (element: string, msg: string, type: Code) =>
    issues.push({ loc: ['body', element], msg: `${element}: ${msg}`, type });

  for (const [element, value] of Object.entries(values)) {
    const found = lookupElement(next.version, element);
    if (found === undefined) {
      refuse(element, `not an element of the SCORM ${next.version} data model`, 'scorm_unknown_element');
      continue;
    }
    const { rule } = found;
    if (rule.access === 'ro') {
      refuse(element, 'is read-only', 'scorm_read_only');
      continue;
    }
    const problem = rule.check?.(value) ?? null;
    if (problem !== null) {
      refuse(element, problem, 'scorm_invalid_value');
      continue;
    }
    if (found.kind === 'entry') {
      const list = entries(next, found.collection);
      (list[found.index] ??= {})[found.key] = value;
      continue;
    }
    if (rule.target === 'other') next.other.values[element] = value;
    else if (typeof rule.target === 'object') {
      const kept = setField(next, rule.target.field, value);
      if (kept !== value) truncated.push(element);
    }
  }
  for (const name of ['interactions', 'objectives', 'comments_from_learner'] as const) {
    checkCollection(next, name, (element, msg) => refuse(element, msg, 'scorm_invalid_value'));
  }
  if (issues.length > 0) {
    const code = CODES.find((c) => issues.some((i) => i.type === c))!;
    throw new ValidationError(issues, code);
  }
  return { state: next, truncated };
}

function entries(state: AttemptState, name: CollectionName): Entry[] {
  if (name === 'interactions') return state.interactions;
  if (name === 'objectives') return state.objectives;
  return state.other.comments;
}

/** Sets a column's value; answers what was kept (suspend_data may be cut). */
function setField(state: AttemptState, field: string, value: string): string {
  switch (field) {
    case 'lesson_status':
      // SCORM 1.2 has one status: passed and failed say the SCO was completed too.
      state.completion_status = value === 'passed' || value === 'failed' ? 'completed' : value;
      state.success_status = value === 'passed' || value === 'failed' ? value : 'unknown';
      return value;
    case 'completion_status':
    case 'success_status':
    case 'location':
    case 'exit':
      state[field] = value;
      return value;
    case 'score_raw':
    case 'score_min':
    case 'score_max':
    case 'score_scaled':
      // 1.2 allows a blank score: no score.
      state[field] = value === '' ? null : value;
      return value;
    case 'session_time':
      state.session_time_cs = state.version === '1.2' ? parseTimespan12(value) : parseInterval2004(value);
      return value;
    case 'suspend_data': {
      const limit = SUSPEND_DATA_LIMIT[state.version];
      const chars = Array.from(value);
      state.suspend_data = chars.length > limit ? chars.slice(0, limit).join('') : value;
      return state.suspend_data;
    }
    default:
      throw new Error(`unhandled field ${field}`);
  }
}

/** Entries are set in order (no gaps), within the limit, and (2004) identified before anything else. */
function checkCollection(
  state: AttemptState,
  name: 'interactions' | 'objectives' | 'comments_from_learner',
  refuse: (element: string, msg: string) => void,
): void {
  const rule = collectionRule(state.version, name);
  if (rule === undefined) return;
  const list = entries(state, name);
  if (list.length > rule.max) {
    refuse(`cmi.${name}.${list.length - 1}`, `at most ${rule.max} ${name} are kept`);
  }
  for (let i = 0; i < list.length; i++) {
    const entry = list[i];
    if (entry === undefined) {
      // Name an element written past the gap: the one the SCO set out of order.
      const next = list.findIndex((e, j) => j > i && e !== undefined);
      const key = Object.keys(list[next] ?? {})[0] ?? 'id';
      refuse(`cmi.${name}.${next}.${key}`, `index out of sequence: cmi.${name}.${i} must be set first`);
      return;
    }
    if (rule.needsId && entry.id === undefined) {
      refuse(`cmi.${name}.${i}.id`, 'must be set before the other elements of its entry');
    }
    for (const nested of ['objectives', 'correct_responses']) {
      const indexes = Object.keys(entry)
        .map((k) => new RegExp(`^${nested}\\.(\\d+)\\.`).exec(k)?.[1])
        .filter((n): n is string => n !== undefined)
        .map(Number);
      const count = new Set(indexes).size;
      const gap = indexes.find((n) => n >= count);
      if (gap !== undefined) {
        refuse(
          `cmi.${name}.${i}.${nested}.${gap}`,
          `index out of sequence within cmi.${name}.${i}.${nested}`,
        );
      }
    }
  }
}

/** Whether the attempt makes the activity done for the learner [CONTRACT 12: Progress]. */
export function isDone(state: Pick<AttemptState, 'completion_status' | 'success_status'>): boolean {
  // 1.2's passed and failed are stored as completed (see setField); 2004's failed alone is not done.
  return state.completion_status === 'completed' || state.success_status === 'passed';
}

/**
 * SCORM 2004: with a scaled passing score, success is the LMS's to evaluate from score.scaled (unknown
 * without one) [RTE 4.2.22]. SCORM 1.2, at the end of a session: with a mastery score and a raw score, the
 * status becomes passed or failed [RTE 3.4.4 cmi.core.lesson_status].
 */
export function applyMastery(
  state: AttemptState,
  masteryScore: number | undefined,
  endOfSession: boolean,
): void {
  if (masteryScore === undefined) return;
  if (state.version === '2004') {
    state.success_status =
      state.score_scaled === null
        ? 'unknown'
        : Number(state.score_scaled) >= masteryScore
          ? 'passed'
          : 'failed';
  } else if (endOfSession && state.score_raw !== null) {
    state.success_status = Number(state.score_raw) >= masteryScore ? 'passed' : 'failed';
    state.completion_status = 'completed';
  }
}

/** 1.2's single lesson_status, read back from the two statuses it was mapped onto. */
export function lessonStatus12(state: Pick<AttemptState, 'completion_status' | 'success_status'>): string {
  if (state.success_status === 'passed' || state.success_status === 'failed') return state.success_status;
  return state.completion_status;
}

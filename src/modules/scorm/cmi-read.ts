/**
 * The elements a SCO may read at initialize, element → value, built from the attempt [CONTRACT 12]. Write-only
 * elements (exit, session_time, and every 1.2 interaction element) are never in it; an element with no value
 * yet is left out where the data model has GetValue fail for it (2004 scores), and is "" where it answers "".
 */
import { collectionRule, scalarElements, type CollectionName, type ScormVersion } from './cmi-elements.ts';
import { formatInterval2004, formatTimespan12 } from './cmi-formats.ts';
import { lessonStatus12, type AttemptState, type Entry } from './cmi-state.ts';

/** What the service knows beside the attempt: the learner, the entry of this session and the package's data. */
export interface ReadContext {
  learnerId: string;
  /** The learner's name as the version writes it (1.2: "Last, First"). */
  learnerName: string;
  entry: string;
  launchData: string;
  /** 1.2: the mastery score (0–100); 2004: the scaled passing score (-1–1). */
  masteryScore: number | undefined;
}

export type CmiValues = Record<string, string>;

export function readableCmi(state: AttemptState, ctx: ReadContext): CmiValues {
  return state.version === '1.2' ? read12(state, ctx) : read2004(state, ctx);
}

function read12(s: AttemptState, ctx: ReadContext): CmiValues {
  const cmi: CmiValues = {
    'cmi.core.student_id': ctx.learnerId,
    'cmi.core.student_name': ctx.learnerName,
    'cmi.core.lesson_location': s.location,
    'cmi.core.credit': 'credit',
    'cmi.core.lesson_status': lessonStatus12(s),
    'cmi.core.entry': ctx.entry,
    'cmi.core.score.raw': s.score_raw ?? '',
    'cmi.core.score.min': s.score_min ?? '',
    'cmi.core.score.max': s.score_max ?? '',
    'cmi.core.total_time': formatTimespan12(s.total_time_cs),
    'cmi.core.lesson_mode': 'normal',
    'cmi.suspend_data': s.suspend_data,
    'cmi.launch_data': ctx.launchData,
    'cmi.comments': '',
    'cmi.comments_from_lms': '',
    'cmi.student_data.mastery_score': ctx.masteryScore === undefined ? '' : String(ctx.masteryScore),
    'cmi.objectives._count': String(s.objectives.length),
    'cmi.interactions._count': String(s.interactions.length),
  };
  Object.assign(cmi, storedOthers(s));
  Object.assign(cmi, entryValues(s.version, 'objectives', s.objectives));
  return cmi;
}

function read2004(s: AttemptState, ctx: ReadContext): CmiValues {
  const cmi: CmiValues = {
    'cmi._version': '1.0',
    'cmi.learner_id': ctx.learnerId,
    'cmi.learner_name': ctx.learnerName,
    'cmi.location': s.location,
    'cmi.completion_status': s.completion_status,
    'cmi.success_status': s.success_status,
    'cmi.entry': ctx.entry,
    'cmi.total_time': formatInterval2004(s.total_time_cs),
    'cmi.mode': 'normal',
    'cmi.credit': 'credit',
    'cmi.suspend_data': s.suspend_data,
    'cmi.launch_data': ctx.launchData,
    // The defaults of the data model until the learner sets them [RTE 4.2.11].
    'cmi.learner_preference.audio_level': '1',
    'cmi.learner_preference.language': '',
    'cmi.learner_preference.delivery_speed': '1',
    'cmi.learner_preference.audio_captioning': '0',
    'cmi.objectives._count': String(s.objectives.length),
    'cmi.interactions._count': String(s.interactions.length),
    'cmi.comments_from_learner._count': String(s.other.comments.length),
    'cmi.comments_from_lms._count': '0',
  };
  if (ctx.masteryScore !== undefined) cmi['cmi.scaled_passing_score'] = String(ctx.masteryScore);
  for (const key of ['raw', 'min', 'max', 'scaled'] as const) {
    const value = s[`score_${key}`];
    if (value !== null) cmi[`cmi.score.${key}`] = value;
  }
  Object.assign(cmi, storedOthers(s));
  Object.assign(cmi, entryValues(s.version, 'objectives', s.objectives));
  Object.assign(cmi, entryValues(s.version, 'interactions', s.interactions));
  Object.assign(cmi, entryValues(s.version, 'comments_from_learner', s.other.comments));
  return cmi;
}

/** The other stored elements that are readable (all of them are: write-only ones are columns). */
function storedOthers(s: AttemptState): CmiValues {
  const rules = scalarElements(s.version);
  return Object.fromEntries(
    Object.entries(s.other.values).filter(([element]) => rules[element]?.access === 'rw'),
  );
}

/** A collection's readable sub-elements, and the counts of the nested lists of each entry. */
function entryValues(version: ScormVersion, name: CollectionName, list: Entry[]): CmiValues {
  const rule = collectionRule(version, name);
  const out: CmiValues = {};
  list.forEach((entry, n) => {
    const prefix = `cmi.${name}.${n}.`;
    for (const nested of ['objectives', 'correct_responses']) {
      if (rule?.elements[`${nested}._count`] === undefined) continue;
      const count = new Set(
        Object.keys(entry)
          .filter((k) => k.startsWith(`${nested}.`))
          .map((k) => k.split('.')[1]),
      ).size;
      out[`${prefix}${nested}._count`] = String(count);
    }
    for (const [key, value] of Object.entries(entry)) {
      const template = key.replace(/^(objectives|correct_responses)\.\d+\./, '$1.m.');
      if (rule?.elements[template]?.access === 'rw') out[`${prefix}${key}`] = value;
    }
  });
  return out;
}

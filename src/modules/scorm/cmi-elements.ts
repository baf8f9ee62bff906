/**
 * The elements of the two SCORM data models a SCO may name [SCORM 1.2 RTE 3.4; SCORM 2004 4th ed. RTE 4.2]:
 * for each, whether it is read-only, write-only or both, the format a written value must have, and where a
 * written value is kept. An element outside these tables is unknown and refused.
 * CONTRACT 12: read-only elements cannot be written; write-only ones are never echoed back.
 */
import {
  decimal12,
  identifier12,
  identifier2004,
  integer12,
  interval2004,
  langString,
  matching,
  real2004,
  text,
  time12,
  timespan12,
  timestamp2004,
  vocabulary,
  type Check,
} from './cmi-formats.ts';

export type ScormVersion = '1.2' | '2004';

/** The attempt columns a scalar element is kept in. */
export type Field =
  | 'lesson_status'
  | 'completion_status'
  | 'success_status'
  | 'score_raw'
  | 'score_min'
  | 'score_max'
  | 'score_scaled'
  | 'location'
  | 'suspend_data'
  | 'session_time'
  | 'exit';

export type Target = { field: Field } | 'other' | 'ignored' | 'none';

export interface ElementRule {
  access: 'ro' | 'wo' | 'rw';
  check?: Check;
  target: Target;
}

export type CollectionName = 'interactions' | 'objectives' | 'comments_from_learner' | 'comments_from_lms';

export interface CollectionRule {
  /** How many entries an attempt keeps at most. */
  max: number;
  /** Sub-elements, nested indexes written as `m` (`objectives.m.id`). */
  elements: Record<string, ElementRule>;
  /** Whether a new entry must carry an `id` (SCORM 2004: the id is set first). */
  needsId: boolean;
}

const RO: ElementRule = { access: 'ro', target: 'none' };
const rw = (check: Check, target: Target = 'other'): ElementRule => ({ access: 'rw', check, target });
const wo = (check: Check, target: Target = 'other'): ElementRule => ({ access: 'wo', check, target });
const field = (name: Field) => ({ field: name });

/** 1.2 lesson_status as a SCO may set it: "not attempted" is the LMS's initial value only. */
export const LESSON_STATUS_12 = ['passed', 'completed', 'failed', 'incomplete', 'browsed'] as const;
export const COMPLETION_2004 = ['completed', 'incomplete', 'not attempted', 'unknown'] as const;
export const SUCCESS_2004 = ['passed', 'failed', 'unknown'] as const;

const SCORE_12 = decimal12([0, 100], true);
const RESULT_12 = (value: string) =>
  ['correct', 'wrong', 'unanticipated', 'neutral'].includes(value) ? null : decimal12()(value);
const RESULT_2004 = (value: string) =>
  ['correct', 'incorrect', 'unanticipated', 'neutral'].includes(value) ? null : real2004()(value);
const TYPES_12 = [
  'true-false',
  'choice',
  'fill-in',
  'matching',
  'performance',
  'sequencing',
  'likert',
  'numeric',
];
const TYPES_2004 = [...TYPES_12, 'long-fill-in', 'other'];
const NAV_REQUEST = matching(
  /^(?:\{target=[^}]+\}(?:choice|jump)|continue|previous|exit|exitAll|abandon|abandonAll|suspendAll|_none_)$/,
  'a navigation request',
);

const SCALARS_12: Record<string, ElementRule> = {
  'cmi._version': RO,
  'cmi.core._children': RO,
  'cmi.core.student_id': RO,
  'cmi.core.student_name': RO,
  'cmi.core.lesson_location': rw(text(255), field('location')),
  'cmi.core.credit': RO,
  'cmi.core.lesson_status': rw(vocabulary(LESSON_STATUS_12), field('lesson_status')),
  'cmi.core.entry': RO,
  'cmi.core.score._children': RO,
  'cmi.core.score.raw': rw(SCORE_12, field('score_raw')),
  'cmi.core.score.min': rw(SCORE_12, field('score_min')),
  'cmi.core.score.max': rw(SCORE_12, field('score_max')),
  'cmi.core.total_time': RO,
  'cmi.core.lesson_mode': RO,
  'cmi.core.exit': wo(vocabulary(['time-out', 'suspend', 'logout', '']), field('exit')),
  'cmi.core.session_time': wo(timespan12, field('session_time')),
  // Kept whatever its length: a longer value is cut to the limit (see cmi-state.ts), never refused.
  'cmi.suspend_data': rw(() => null, field('suspend_data')),
  'cmi.launch_data': RO,
  'cmi.comments': rw(text(4096)),
  'cmi.comments_from_lms': RO,
  'cmi.objectives._children': RO,
  'cmi.objectives._count': RO,
  'cmi.student_data._children': RO,
  'cmi.student_data.mastery_score': RO,
  'cmi.student_data.max_time_allowed': RO,
  'cmi.student_data.time_limit_action': RO,
  'cmi.student_preference._children': RO,
  'cmi.student_preference.audio': rw(integer12(-1, 100)),
  'cmi.student_preference.language': rw(text(255)),
  'cmi.student_preference.speed': rw(integer12(-100, 100)),
  'cmi.student_preference.text': rw(integer12(-1, 1)),
  'cmi.interactions._children': RO,
  'cmi.interactions._count': RO,
};

const COLLECTIONS_12: Partial<Record<CollectionName, CollectionRule>> = {
  objectives: {
    max: 250,
    needsId: false,
    elements: {
      id: rw(identifier12),
      'score._children': RO,
      'score.raw': rw(SCORE_12),
      'score.min': rw(SCORE_12),
      'score.max': rw(SCORE_12),
      status: rw(vocabulary([...LESSON_STATUS_12, 'not attempted'])),
    },
  },
  // Every interaction element is write-only in SCORM 1.2: stored for the results, never read back.
  interactions: {
    max: 500,
    needsId: false,
    elements: {
      id: wo(identifier12),
      'objectives._count': RO,
      'objectives.m.id': wo(identifier12),
      time: wo(time12),
      type: wo(vocabulary(TYPES_12)),
      'correct_responses._count': RO,
      'correct_responses.m.pattern': wo(text(255)),
      weighting: wo(decimal12()),
      student_response: wo(text(255)),
      result: wo(RESULT_12),
      latency: wo(timespan12),
    },
  },
};

const SCORE_2004 = {
  'score._children': RO,
  'score.scaled': rw(real2004([-1, 1])),
  'score.raw': rw(real2004()),
  'score.min': rw(real2004()),
  'score.max': rw(real2004()),
};

const SCALARS_2004: Record<string, ElementRule> = {
  'cmi._version': RO,
  'cmi.comments_from_learner._children': RO,
  'cmi.comments_from_learner._count': RO,
  'cmi.comments_from_lms._children': RO,
  'cmi.comments_from_lms._count': RO,
  'cmi.completion_status': rw(vocabulary(COMPLETION_2004), field('completion_status')),
  'cmi.completion_threshold': RO,
  'cmi.credit': RO,
  'cmi.entry': RO,
  'cmi.exit': wo(vocabulary(['time-out', 'suspend', 'logout', 'normal', '']), field('exit')),
  'cmi.interactions._children': RO,
  'cmi.interactions._count': RO,
  'cmi.launch_data': RO,
  'cmi.learner_id': RO,
  'cmi.learner_name': RO,
  'cmi.learner_preference._children': RO,
  'cmi.learner_preference.audio_level': rw(real2004([0, undefined])),
  'cmi.learner_preference.language': rw(
    matching(/^(?:[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)?$/, 'a language code'),
  ),
  'cmi.learner_preference.delivery_speed': rw(real2004([0, undefined])),
  'cmi.learner_preference.audio_captioning': rw(vocabulary(['-1', '0', '1'])),
  'cmi.location': rw(text(1000), field('location')),
  'cmi.max_time_allowed': RO,
  'cmi.mode': RO,
  'cmi.objectives._children': RO,
  'cmi.objectives._count': RO,
  'cmi.progress_measure': rw(real2004([0, 1])),
  'cmi.scaled_passing_score': RO,
  'cmi.score._children': RO,
  'cmi.score.scaled': rw(real2004([-1, 1]), field('score_scaled')),
  'cmi.score.raw': rw(real2004(), field('score_raw')),
  'cmi.score.min': rw(real2004(), field('score_min')),
  'cmi.score.max': rw(real2004(), field('score_max')),
  'cmi.session_time': wo(interval2004, field('session_time')),
  'cmi.success_status': rw(vocabulary(SUCCESS_2004), field('success_status')),
  'cmi.suspend_data': rw(() => null, field('suspend_data')),
  'cmi.time_limit_action': RO,
  'cmi.total_time': RO,
  // Sequencing and navigation are not provided [CONTRACT 12]: a request is accepted and has no effect.
  'adl.nav.request': { access: 'rw', check: NAV_REQUEST, target: 'ignored' },
};

const COLLECTIONS_2004: Partial<Record<CollectionName, CollectionRule>> = {
  objectives: {
    max: 250,
    needsId: true,
    elements: {
      id: rw(identifier2004),
      ...SCORE_2004,
      success_status: rw(vocabulary(SUCCESS_2004)),
      completion_status: rw(vocabulary(COMPLETION_2004)),
      progress_measure: rw(real2004([0, 1])),
      description: rw(langString(250)),
    },
  },
  interactions: {
    max: 500,
    needsId: true,
    elements: {
      id: rw(identifier2004),
      type: rw(vocabulary(TYPES_2004)),
      'objectives._count': RO,
      'objectives.m.id': rw(identifier2004),
      timestamp: rw(timestamp2004),
      'correct_responses._count': RO,
      'correct_responses.m.pattern': rw(text(8000)),
      weighting: rw(real2004()),
      learner_response: rw(text(8000)),
      result: rw(RESULT_2004),
      latency: rw(interval2004),
      description: rw(langString(250)),
    },
  },
  comments_from_learner: {
    max: 250,
    needsId: false,
    elements: {
      comment: rw(langString(4000)),
      location: rw(text(250)),
      timestamp: rw(timestamp2004),
    },
  },
  comments_from_lms: {
    max: 0,
    needsId: false,
    elements: { comment: RO, location: RO, timestamp: RO },
  },
};

export type Lookup =
  | { kind: 'scalar'; rule: ElementRule }
  | { kind: 'entry'; rule: ElementRule; collection: CollectionName; index: number; key: string }
  | undefined;

const ENTRY = /^cmi\.(interactions|objectives|comments_from_learner|comments_from_lms)\.(\d{1,6})\.(.+)$/;

/** What the data model says of `element`; undefined for an element it does not have. */
export function lookupElement(version: ScormVersion, element: string): Lookup {
  const scalars = version === '1.2' ? SCALARS_12 : SCALARS_2004;
  if (Object.hasOwn(scalars, element)) return { kind: 'scalar', rule: scalars[element]! };
  const entry = ENTRY.exec(element);
  if (entry === null) return undefined;
  const name = entry[1] as CollectionName;
  const collection = collectionRule(version, name);
  if (collection === undefined) return undefined;
  const key = entry[3]!;
  const template = key.replace(/^(objectives|correct_responses)\.\d{1,6}\./, '$1.m.');
  if (!Object.hasOwn(collection.elements, template)) return undefined;
  return {
    kind: 'entry',
    rule: collection.elements[template]!,
    collection: name,
    index: Number(entry[2]),
    key,
  };
}

export function collectionRule(version: ScormVersion, name: CollectionName): CollectionRule | undefined {
  return (version === '1.2' ? COLLECTIONS_12 : COLLECTIONS_2004)[name];
}

/** Every scalar element of a version, for the tests that walk the whole table. */
export function scalarElements(version: ScormVersion): Record<string, ElementRule> {
  return version === '1.2' ? SCALARS_12 : SCALARS_2004;
}

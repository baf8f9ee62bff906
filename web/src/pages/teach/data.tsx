/**
 * What the instructor pages share: the API's read shapes they use, the submission statuses as people read
 * them, and the organization's members by id (submissions name learners only by `user_id` [SPEC 2.7]).
 */
import type { components } from '@lms/client';
import { api, call } from '../../api.ts';

export type Course = components['schemas']['CourseRead'];
export type Assignment = components['schemas']['AssignmentRead'];
export type Task = components['schemas']['TaskRead'];
export type Attempt = components['schemas']['SubmissionAttempt'];
export type Submission = components['schemas']['SubmissionRead'];
export type Answer = components['schemas']['AnswerRead'];
export type Grade = components['schemas']['GradeRead'];
export type Member = components['schemas']['MemberRead'];
export type Announcement = components['schemas']['CourseUpdateRead'];

/** CONTRACT 6's statuses, plus "not started" for a learner without a submission (not an API status). */
export type Status = Attempt['status'] | 'NOT_STARTED';

export const STATUS_LABELS: Record<Status, string> = {
  NOT_STARTED: 'Not started',
  PENDING: 'Draft',
  SUBMITTED: 'Submitted',
  LATE: 'Late',
  GRADED: 'Graded',
};

/** The badge style of a status; the label always says it in words too (never colour alone). */
export const STATUS_BADGES: Record<Status, string> = {
  NOT_STARTED: 'badge',
  PENDING: 'badge',
  SUBMITTED: 'badge badge-warn',
  LATE: 'badge badge-danger',
  GRADED: 'badge badge-ok',
};

export function StatusBadge({ status }: { status: Status }) {
  return <span class={STATUS_BADGES[status]}>{STATUS_LABELS[status]}</span>;
}

/** Task types whose answers the service grades itself [SPEC 2.6]. */
export const AUTO_GRADED = new Set<Task['assignment_type']>([
  'QUIZ',
  'FORM',
  'CODE',
  'SHORT_ANSWER',
  'NUMBER_ANSWER',
]);

export const TASK_TYPE_LABELS: Record<Task['assignment_type'], string> = {
  QUIZ: 'Quiz',
  FORM: 'Fill in the blanks',
  CODE: 'Code',
  SHORT_ANSWER: 'Short answer',
  NUMBER_ANSWER: 'Number',
  FILE_SUBMISSION: 'File',
  OTHER: 'Other',
  CUSTOM: 'Custom',
};

/** A person's name as the pages show it: first and last name, else the username. */
export function personName(user: { username: string; first_name: string; last_name: string }): string {
  const full = `${user.first_name} ${user.last_name}`.trim();
  return full === '' ? user.username : full;
}

/** Pages of 200 (the API's most), up to this many members; a larger organization shows ids past it. */
const MEMBER_PAGES = 20;

/** Every member of the organization (users:read, which instructors hold), by user id. */
export async function loadMembers(orgId: number): Promise<Map<number, Member>> {
  const members = new Map<number, Member>();
  for (let page = 0; page < MEMBER_PAGES; page += 1) {
    const list = await call(
      api.GET('/api/v1/orgs/{org_id}/users', {
        params: { path: { org_id: orgId }, query: { limit: 200, offset: page * 200 } },
      }),
    );
    for (const member of list.items) members.set(member.user.id, member);
    if (list.items.length < 200 || members.size >= list.total) break;
  }
  return members;
}

/** A date of the API (`YYYY-MM-DD HH:MM:SS`, UTC) as the reader's local date and time. */
export function formatDate(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function teachCoursePath(courseUuid: string): string {
  return `/teach/courses/${encodeURIComponent(courseUuid)}`;
}

/** `?course=` carries the course's uuid for the way back (an assignment names its course by id only). */
function withCourse(path: string, courseUuid: string | null | undefined): string {
  return courseUuid ? `${path}?course=${encodeURIComponent(courseUuid)}` : path;
}

export function teachAssignmentPath(assignmentUuid: string, courseUuid?: string | null): string {
  return withCourse(`/teach/assignments/${encodeURIComponent(assignmentUuid)}`, courseUuid);
}

export function gradingPath(assignmentUuid: string, userId: number, courseUuid?: string | null): string {
  return withCourse(
    `/teach/assignments/${encodeURIComponent(assignmentUuid)}/submissions/${userId}`,
    courseUuid,
  );
}

/**
 * `/teach/assignments/:assignment_uuid`: every learner's current submission with its status, date and grade,
 * filtered by status, each opening the grading view. "Not started" is not an API status: it lists the
 * organization's learners without a submission (the API has no roster of a course's learners to narrow it).
 */
import { useState } from 'preact/hooks';
import { api, call } from '../../api.ts';
import { Link } from '../../router.tsx';
import { useSession } from '../../session.tsx';
import { Async, useLoad } from '../../ui/async.tsx';
import { Page } from '../../ui/page.tsx';
import {
  formatDate,
  gradingPath,
  loadMembers,
  personName,
  STATUS_LABELS,
  StatusBadge,
  teachCoursePath,
  type Attempt,
  type Member,
  type Status,
} from './data.tsx';
import './teach.css';

interface Row {
  userId: number;
  name: string;
  status: Status;
  attempt?: Attempt;
}

const FILTERS: Status[] = ['NOT_STARTED', 'PENDING', 'SUBMITTED', 'LATE', 'GRADED'];

export function SubmissionsPage({ params }: { params: Record<string, string> }) {
  const assignmentUuid = params['assignment_uuid'] ?? '';
  const { org } = useSession();
  const courseUuid = new URLSearchParams(window.location.search).get('course');
  const [filter, setFilter] = useState<Status | 'ALL'>('ALL');
  const state = useLoad(async () => {
    const path = { assignment_uuid: assignmentUuid };
    const [assignment, tasks, attempts, members] = await Promise.all([
      call(api.GET('/api/v1/assignments/{assignment_uuid}', { params: { path } })),
      call(api.GET('/api/v1/assignments/{assignment_uuid}/tasks', { params: { path } })),
      call(api.GET('/api/v1/assignments/{assignment_uuid}/submissions', { params: { path } })),
      org === undefined ? Promise.resolve(new Map<number, Member>()) : loadMembers(org.org_id),
    ]);
    // The assignment names its course by id only; the course page passes its uuid for the way back.
    const course =
      courseUuid === null
        ? undefined
        : await call(
            api.GET('/api/v1/courses/{course_uuid}', { params: { path: { course_uuid: courseUuid } } }),
          ).catch(() => undefined);
    const rows: Row[] = attempts.map((attempt) => {
      const member = members.get(attempt.user_id);
      return {
        userId: attempt.user_id,
        name: member ? personName(member.user) : `User ${attempt.user_id}`,
        status: attempt.status,
        attempt,
      };
    });
    const started = new Set(attempts.map((a) => a.user_id));
    for (const member of members.values()) {
      if (member.role === 'learner' && !started.has(member.user.id))
        rows.push({ userId: member.user.id, name: personName(member.user), status: 'NOT_STARTED' });
    }
    rows.sort((a, b) => a.name.localeCompare(b.name));
    const maxGrade = tasks.reduce((sum, t) => sum + t.max_grade_value, 0);
    return { assignment, rows, maxGrade, course };
  }, [assignmentUuid, org?.org_id, courseUuid]);

  return (
    <Page title={state.data ? `Submissions: ${state.data.assignment.title}` : 'Submissions'}>
      <Async state={state}>
        {({ assignment, rows, maxGrade, course }) => {
          const shown = filter === 'ALL' ? rows : rows.filter((r) => r.status === filter);
          const count = (s: Status) => rows.filter((r) => r.status === s).length;
          return (
            <>
              <nav aria-label="Breadcrumb" class="teach-crumbs">
                <Link href="/teach">Teach</Link>
                {course && (
                  <>
                    {' › '}
                    <Link href={teachCoursePath(course.course_uuid)}>{course.name}</Link>
                  </>
                )}
              </nav>
              <p>
                {assignment.due_date ? `Due ${assignment.due_date}.` : 'No deadline.'} Out of {maxGrade}{' '}
                points.
              </p>
              <div class="field teach-filter">
                <label for="status-filter">Show</label>
                <select
                  id="status-filter"
                  value={filter}
                  onChange={(e) => setFilter(e.currentTarget.value as Status | 'ALL')}
                >
                  <option value="ALL">All ({rows.length})</option>
                  {FILTERS.map((s) => (
                    <option key={s} value={s}>
                      {STATUS_LABELS[s]} ({count(s)})
                    </option>
                  ))}
                </select>
              </div>
              {shown.length === 0 ? (
                <p role="status">No submission has this status.</p>
              ) : (
                <div class="table-wrap">
                  <table>
                    <caption class="visually-hidden">Submissions</caption>
                    <thead>
                      <tr>
                        <th scope="col">Learner</th>
                        <th scope="col">Status</th>
                        <th scope="col">Submitted</th>
                        <th scope="col">Grade</th>
                      </tr>
                    </thead>
                    <tbody>
                      {shown.map((row) => (
                        <tr key={row.userId}>
                          <th scope="row">
                            {row.attempt === undefined ? (
                              row.name
                            ) : (
                              <Link href={gradingPath(assignment.assignment_uuid, row.userId, courseUuid)}>
                                {row.name}
                              </Link>
                            )}
                          </th>
                          <td>
                            <StatusBadge status={row.status} />
                            {row.attempt && row.attempt.attempt_number > 1 && (
                              <span class="hint"> attempt {row.attempt.attempt_number}</span>
                            )}
                          </td>
                          <td>{formatDate(row.attempt?.submitted_at)}</td>
                          <td>
                            {row.attempt?.grade === null || row.attempt === undefined
                              ? '—'
                              : `${row.attempt.grade} / ${maxGrade}`}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </>
          );
        }}
      </Async>
    </Page>
  );
}

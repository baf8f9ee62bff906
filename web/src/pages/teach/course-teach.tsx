/** `/teach/courses/:course_uuid`: a course's assignments, each opening its submissions, and its announcements. */
import { api, call } from '../../api.ts';
import { Link } from '../../router.tsx';
import { Async, useLoad } from '../../ui/async.tsx';
import { Page } from '../../ui/page.tsx';
import { Announcements } from './announcements.tsx';
import { ScormPackages } from './scorm-packages.tsx';
import { teachAssignmentPath } from './data.tsx';
import './teach.css';

export function CourseTeachPage({ params }: { params: Record<string, string> }) {
  const courseUuid = params['course_uuid'] ?? '';
  const course = useLoad(
    () => call(api.GET('/api/v1/courses/{course_uuid}', { params: { path: { course_uuid: courseUuid } } })),
    [courseUuid],
  );
  const assignments = useLoad(
    () =>
      call(
        api.GET('/api/v1/assignments/course/{course_uuid}', {
          params: { path: { course_uuid: courseUuid } },
        }),
      ),
    [courseUuid],
  );
  return (
    <Page title={course.data?.name ?? 'Course'}>
      <nav aria-label="Breadcrumb" class="teach-crumbs">
        <Link href="/teach">Teach</Link>
      </nav>
      <Async state={course}>{(c) => c.description && <p>{c.description}</p>}</Async>
      <section aria-labelledby="assignments-heading" class="stack">
        <h2 id="assignments-heading">Assignments</h2>
        <Async state={assignments}>
          {(list) =>
            list.length === 0 ? (
              <p>This course has no assignments yet.</p>
            ) : (
              <div class="table-wrap">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Assignment</th>
                      <th scope="col">Due</th>
                      <th scope="col">Grading</th>
                      <th scope="col">State</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((a) => (
                      <tr key={a.assignment_uuid}>
                        <th scope="row">
                          <Link href={teachAssignmentPath(a.assignment_uuid, courseUuid)}>{a.title}</Link>
                        </th>
                        <td>{a.due_date ?? 'No deadline'}</td>
                        <td>{a.grading_type.replace('_', ' ').toLowerCase()}</td>
                        <td>
                          <span class={a.published ? 'badge badge-ok' : 'badge'}>
                            {a.published ? 'Published' : 'Not published'}
                          </span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </Async>
      </section>
      <ScormPackages courseUuid={courseUuid} />
      <Announcements courseUuid={courseUuid} />
    </Page>
  );
}

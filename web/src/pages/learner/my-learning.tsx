/** My learning: the courses this person is enrolled in with their progress, and the certificates earned. */
import { api, call } from '../../api.ts';
import { Link } from '../../router.tsx';
import { useSession } from '../../session.tsx';
import { Async, useLoad } from '../../ui/async.tsx';
import { Page } from '../../ui/page.tsx';
import type { CourseRun, OwnCertificate } from './learner-state.ts';
import { courseHref, formatDate, orNone } from './format.ts';
import { ProgressBar } from './progress-card.tsx';
import './learner.css';

async function readMyLearning(orgId: number): Promise<{ runs: CourseRun[]; certificates: OwnCertificate[] }> {
  const { runs } = await call(
    api.GET('/api/v1/trail/org/{org_id}/trail', { params: { path: { org_id: orgId } } }),
  );
  const held = await Promise.all(
    runs
      .filter((run) => run.completed)
      .map((run) =>
        orNone(
          call(
            api.GET('/api/v1/certifications/user/course/{course_uuid}', {
              params: { path: { course_uuid: run.course.course_uuid } },
            }),
          ),
        ),
      ),
  );
  return { runs, certificates: held.filter((c): c is OwnCertificate => c !== null) };
}

export function MyLearningPage() {
  const { org } = useSession();
  const data = useLoad(
    async () => (org === undefined ? { runs: [], certificates: [] } : readMyLearning(org.org_id)),
    [org?.org_id],
  );
  return (
    <Page title="My learning">
      <Async state={data}>
        {({ runs, certificates }) => (
          <div class="stack">
            <section aria-labelledby="enrolled-heading">
              <h2 id="enrolled-heading">Courses</h2>
              {runs.length === 0 ? (
                <p>
                  You are not enrolled in any course yet. <Link href="/">Browse the courses</Link>.
                </p>
              ) : (
                <ul class="plain-list run-list">
                  {runs.map((run, i) => (
                    <li key={run.course.course_uuid} class="card">
                      <h3 class="card-title">
                        <Link href={courseHref(run.course.course_uuid)}>{run.course.name}</Link>
                      </h3>
                      <p class="hint">
                        {run.completed ? 'Completed' : 'In progress'} · enrolled{' '}
                        {formatDate(run.enrollment_date)}
                      </p>
                      <label for={`run-${i}`} class="visually-hidden">
                        Progress in {run.course.name}
                      </label>
                      <ProgressBar
                        id={`run-${i}`}
                        done={run.activities_done}
                        total={run.activities_total}
                        percentage={run.percentage}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="certificates-heading">
              <h2 id="certificates-heading">Certificates</h2>
              {certificates.length === 0 ? (
                <p>No certificates yet: they are awarded when you complete a course that offers one.</p>
              ) : (
                <ul class="plain-list">
                  {certificates.map((c) => (
                    <li key={c.user_certification_uuid}>
                      <Link href={`${courseHref(c.course.course_uuid)}/certificate`}>{c.course.name}</Link>
                      <span class="hint"> · awarded {formatDate(c.issue_date)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </Async>
    </Page>
  );
}

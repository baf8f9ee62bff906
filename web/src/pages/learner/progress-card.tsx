/** The learner's progress in a course: a bar with its text, and the certificate link once earned. */
import { Link } from '../../router.tsx';
import { courseHref, formatPercent } from './format.ts';
import type { CourseTree, LearnerState } from './learner-state.ts';

export function ProgressBar({
  done,
  total,
  percentage,
  id,
}: {
  done: number;
  total: number;
  percentage: number;
  id: string;
}) {
  return (
    <div class="progress-block">
      <progress id={id} max={100} value={percentage} aria-describedby={`${id}-text`}>
        {formatPercent(percentage)}
      </progress>
      <p id={`${id}-text`} class="progress-text">
        <strong>{formatPercent(percentage)}</strong> · {done} of {total}{' '}
        {total === 1 ? 'activity' : 'activities'} done
      </p>
    </div>
  );
}

export function ProgressCard({ course, state }: { course: CourseTree; state: LearnerState }) {
  const { run, certificate } = state;
  return (
    <section class="card" aria-labelledby="progress-heading">
      <h2 id="progress-heading" class="card-title">
        Your progress
      </h2>
      {run === undefined ? (
        <p>Enrol to keep track of what you have done.</p>
      ) : (
        <>
          <label for="course-progress" class="visually-hidden">
            Course progress
          </label>
          <ProgressBar
            id="course-progress"
            done={run.activities_done}
            total={run.activities_total}
            percentage={run.percentage}
          />
          {run.completed && <p class="badge badge-ok">Course completed</p>}
        </>
      )}
      {certificate !== null && (
        <p>
          <Link href={`${courseHref(course.course_uuid)}/certificate`}>View your certificate</Link>
        </p>
      )}
    </section>
  );
}

/**
 * A course as a learner sees it: what it is about, its outline (locked activities shown locked, with no link),
 * enrolment, the learner's progress, the course's announcements and, once earned, the certificate. Marking an
 * activity done or enrolling re-reads the learner's state, so the page shows its own actions at once.
 */
import { api, call, LmsError } from '../../api.ts';
import type { Params } from '../../router.tsx';
import { Async, ErrorNotice, useAction, useLoad } from '../../ui/async.tsx';
import { Page } from '../../ui/page.tsx';
import { Announcements } from './announcements.tsx';
import { orNone } from './format.ts';
import { Outline } from './outline.tsx';
import { ProgressCard } from './progress-card.tsx';
import type { CourseRun, CourseTree, LearnerState } from './learner-state.ts';
import './learner.css';

async function readLearnerState(course: CourseTree): Promise<LearnerState> {
  let runs: CourseRun[] = [];
  try {
    runs = (
      await call(api.GET('/api/v1/trail/org/{org_id}/trail', { params: { path: { org_id: course.org_id } } }))
    ).runs;
  } catch (error) {
    // Someone reading a public course of an organization they are not in has no trail there.
    if (!(error instanceof LmsError && (error.status === 403 || error.status === 404))) throw error;
  }
  const run = runs.find((r) => r.course.course_uuid === course.course_uuid);
  // Asking for the certificate of a completed course issues it [CONTRACT 9]; before that there is none.
  const certificate = run?.completed
    ? await orNone(
        call(
          api.GET('/api/v1/certifications/user/course/{course_uuid}', {
            params: { path: { course_uuid: course.course_uuid } },
          }),
        ),
      )
    : null;
  return { run, certificate };
}

export function CoursePage({ params }: { params: Params }) {
  const courseUuid = params.course_uuid ?? '';
  const tree = useLoad(
    () =>
      call(api.GET('/api/v1/courses/{course_uuid}/meta', { params: { path: { course_uuid: courseUuid } } })),
    [courseUuid],
  );
  if (tree.data !== undefined) return <CourseView course={tree.data} />;
  // Loading or failed: a heading still names the page.
  return (
    <Page title="Course">
      <Async state={tree}>{() => null}</Async>
    </Page>
  );
}

function CourseView({ course }: { course: CourseTree }) {
  const state = useLoad(() => readLearnerState(course), [course.course_uuid]);
  const enrolled = state.data?.run !== undefined;
  const enrol = useAction(async () => {
    const path = { course_uuid: course.course_uuid };
    if (enrolled) await call(api.DELETE('/api/v1/trail/remove_course/{course_uuid}', { params: { path } }));
    else await call(api.POST('/api/v1/trail/add_course/{course_uuid}', { params: { path } }));
    state.reload();
  });
  const actions =
    state.data === undefined ? undefined : (
      <button
        type="button"
        class={enrolled ? 'button-secondary' : undefined}
        disabled={enrol.pending}
        onClick={() => void enrol.run()}
      >
        {enrolled ? 'Leave course' : 'Enrol'}
      </button>
    );
  return (
    <Page title={course.name} actions={actions}>
      <ErrorNotice error={enrol.error} />
      <div class="course-layout">
        <div class="course-main stack">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading">About this course</h2>
            {course.description && <p class="course-lead">{course.description}</p>}
            {course.about && <p class="prewrap">{course.about}</p>}
            {course.learnings.length > 0 && (
              <>
                <h3>What you will learn</h3>
                <ul>
                  {course.learnings.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </>
            )}
          </section>
          <Outline course={course} state={state} />
        </div>
        <aside class="course-side stack" aria-label="Your progress and news">
          <Async state={state}>{(s) => <ProgressCard course={course} state={s} />}</Async>
          <Announcements courseUuid={course.course_uuid} />
        </aside>
      </div>
    </Page>
  );
}

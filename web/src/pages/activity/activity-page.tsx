/**
 * The activity viewer (`/courses/:course_uuid/activities/:activity_uuid`): the activity's name, the way back to
 * its course, the previous and next activity in the course's order, "Mark as done" (the learner's trail), and
 * the body for its sub-type. An activity the reader may not open shows the service's reason.
 */
import { api, call } from '../../api.ts';
import { useSlimCourseTree } from '../../course-tree.ts';
import { Link } from '../../router.tsx';
import { useSession } from '../../session.tsx';
import { ErrorNotice, Loading, useAction, useLoad } from '../../ui/async.tsx';
import { Page } from '../../ui/page.tsx';
import { ActivityBody, type Activity } from './viewers.tsx';
import './activity.css';

function courseHref(courseUuid: string): string {
  return `/courses/${encodeURIComponent(courseUuid)}`;
}

function activityHref(courseUuid: string, activityUuid: string): string {
  return `${courseHref(courseUuid)}/activities/${encodeURIComponent(activityUuid)}`;
}

export function ActivityPage({ params }: { params: Record<string, string> }) {
  const courseUuid = params.course_uuid ?? '';
  const activityUuid = params.activity_uuid ?? '';
  const activity = useLoad(
    () =>
      call(
        api.GET('/api/v1/activities/{activity_uuid}', { params: { path: { activity_uuid: activityUuid } } }),
      ),
    [activityUuid],
  );
  const tree = useSlimCourseTree(courseUuid);
  const courseName = tree.data?.name;
  const title = activity.data?.name ?? (activity.error !== undefined ? 'Activity not available' : 'Activity');
  return (
    <Page title={title}>
      <nav aria-label="Breadcrumb" class="breadcrumb">
        <ol>
          <li>
            <Link href="/">Courses</Link>
          </li>
          <li>
            <Link href={courseHref(courseUuid)}>{courseName ?? 'Course'}</Link>
          </li>
          <li aria-current="page">{activity.data?.name ?? '…'}</li>
        </ol>
      </nav>
      {activity.error !== undefined ? (
        <ErrorNotice error={activity.error} onRetry={activity.reload} />
      ) : activity.data === undefined ? (
        <Loading />
      ) : (
        <>
          <DoneToggle activity={activity.data} courseUuid={courseUuid} />
          <article class="activity-body" aria-label={activity.data.name}>
            <ActivityBody activity={activity.data} />
          </article>
        </>
      )}
      <Neighbours courseUuid={courseUuid} activityUuid={activityUuid} chapters={tree.data?.chapters} />
    </Page>
  );
}

/** "Mark as done" and its undo, for a signed-in learner; the state comes from the trail and is read again after. */
function DoneToggle({ activity, courseUuid }: { activity: Activity; courseUuid: string }) {
  const { user } = useSession();
  const trail = useLoad(async () => {
    if (!user) return undefined;
    return call(
      api.GET('/api/v1/trail/org/{org_id}/trail', { params: { path: { org_id: activity.org_id } } }),
    );
  }, [user?.id, activity.org_id]);
  const done =
    trail.data?.runs
      .find((run) => run.course.course_uuid === courseUuid)
      ?.steps.some((step) => step.activity_uuid === activity.activity_uuid && step.complete) ?? false;
  const path = { params: { path: { activity_uuid: activity.activity_uuid } } };
  const toggle = useAction(async () => {
    if (done) await call(api.DELETE('/api/v1/trail/remove_activity/{activity_uuid}', path));
    else await call(api.POST('/api/v1/trail/add_activity/{activity_uuid}', path));
    trail.reload();
  });
  if (!user) return null;
  const busy = toggle.pending || trail.loading;
  return (
    <div class="done-row">
      {done && (
        <p class="badge badge-ok" role="status">
          ✓ Done
        </p>
      )}
      <button
        type="button"
        class={done ? 'button-secondary' : undefined}
        aria-pressed={done}
        disabled={busy}
        onClick={() => void toggle.run()}
      >
        {done ? 'Mark as not done' : 'Mark as done'}
      </button>
      <ErrorNotice error={toggle.error ?? trail.error} />
    </div>
  );
}

interface TreeChapter {
  activities: { activity_uuid: string; name: string; is_locked: boolean }[];
}

/** Previous and next in the course's order (chapters, then activities within each), across chapters. */
function Neighbours({
  courseUuid,
  activityUuid,
  chapters,
}: {
  courseUuid: string;
  activityUuid: string;
  chapters: TreeChapter[] | undefined;
}) {
  if (chapters === undefined) return null;
  const order = chapters.flatMap((c) => c.activities);
  const at = order.findIndex((a) => a.activity_uuid === activityUuid);
  if (at === -1) return null;
  const previous = order[at - 1];
  const next = order[at + 1];
  return (
    <nav aria-label="Course activities" class="activity-neighbours">
      {previous ? (
        <Link class="neighbour neighbour-previous" href={activityHref(courseUuid, previous.activity_uuid)}>
          <span class="hint">Previous</span> {previous.name}
          {previous.is_locked && ' (locked)'}
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link class="neighbour neighbour-next" href={activityHref(courseUuid, next.activity_uuid)}>
          <span class="hint">Next</span> {next.name}
          {next.is_locked && ' (locked)'}
        </Link>
      )}
    </nav>
  );
}

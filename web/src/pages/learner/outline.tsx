/**
 * The course outline: chapters with their activities in order. An activity the learner cannot open (its own
 * lock or its chapter's: `lock_type`, a restricted group) is shown locked, with a text label and no link;
 * unpublished ones never reach a learner. Done activities are ticked; an enrolled learner can mark the others
 * done here (assignments are done by submitting them).
 */
import type { components } from '@lms/client';
import { api, call } from '../../api.ts';
import { Link } from '../../router.tsx';
import { ErrorNotice, useAction, type Loaded } from '../../ui/async.tsx';
import type { CourseTree, LearnerState } from './learner-state.ts';
import { courseHref } from './format.ts';

type Activity = components['schemas']['ActivityRead'];

const KIND: Record<Activity['activity_type'], string> = {
  TYPE_VIDEO: 'Video',
  TYPE_DOCUMENT: 'Document',
  TYPE_DYNAMIC: 'Page',
  TYPE_ASSIGNMENT: 'Assignment',
  TYPE_CUSTOM: 'Activity',
  TYPE_SCORM: 'Interactive package',
};

export function Outline({ course, state }: { course: CourseTree; state: Loaded<LearnerState> }) {
  const done = new Set(state.data?.run?.steps.filter((s) => s.complete).map((s) => s.activity_uuid));
  const enrolled = state.data?.run !== undefined;
  const toggle = useAction(async (activity: Activity, markDone: boolean) => {
    const path = { activity_uuid: activity.activity_uuid };
    if (markDone) await call(api.POST('/api/v1/trail/add_activity/{activity_uuid}', { params: { path } }));
    else await call(api.DELETE('/api/v1/trail/remove_activity/{activity_uuid}', { params: { path } }));
    state.reload();
  });
  return (
    <section aria-labelledby="outline-heading">
      <h2 id="outline-heading">Course outline</h2>
      <ErrorNotice error={toggle.error} />
      {course.chapters.length === 0 && <p>This course has no chapters yet.</p>}
      {course.chapters.map((chapter, index) => (
        <div key={chapter.chapter_uuid} class="card chapter">
          <h3 class="card-title">
            <span class="chapter-number">Chapter {index + 1}:</span> {chapter.name}
            {chapter.is_locked && <span class="badge lock-badge"> Locked</span>}
          </h3>
          {chapter.description && <p class="hint">{chapter.description}</p>}
          {chapter.activities.length === 0 ? (
            <p class="hint">No activities yet.</p>
          ) : (
            <ol class="activity-list">
              {chapter.activities.map((activity) => {
                const locked = chapter.is_locked || activity.is_locked;
                const isDone = done.has(activity.activity_uuid);
                return (
                  <li key={activity.activity_uuid} class={`activity-row${locked ? ' is-locked' : ''}`}>
                    <span class={`activity-status${isDone ? ' is-done' : ''}`} aria-hidden="true">
                      {locked ? '🔒' : isDone ? '✓' : '○'}
                    </span>
                    <span class="activity-name">
                      {locked ? (
                        <span>{activity.name}</span>
                      ) : (
                        <Link
                          href={`${courseHref(course.course_uuid)}/activities/${encodeURIComponent(activity.activity_uuid)}`}
                        >
                          {activity.name}
                        </Link>
                      )}
                      <span class="hint"> · {KIND[activity.activity_type]}</span>
                      {locked && <span class="badge lock-badge">Locked</span>}
                      {isDone && <span class="badge badge-ok">Done</span>}
                    </span>
                    {enrolled && !locked && activity.activity_type !== 'TYPE_ASSIGNMENT' && (
                      <button
                        type="button"
                        class="button-secondary button-small"
                        disabled={toggle.pending}
                        onClick={() => void toggle.run(activity, !isDone)}
                      >
                        {isDone ? 'Mark not done' : 'Mark done'}
                        <span class="visually-hidden">: {activity.name}</span>
                      </button>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      ))}
    </section>
  );
}

/** The assignment of an activity, answered in place (SUBTYPE_ASSIGNMENT_ANY): its tasks, saving and submitting. */
import { api, call } from '../../api.ts';
import { Async, useLoad } from '../../ui/async.tsx';
import { LazyAssignmentView } from './lazy-view.tsx';

export function AssignmentActivity({ activityUuid }: { activityUuid: string }) {
  const state = useLoad(
    () =>
      call(
        api.GET('/api/v1/assignments/activity/{activity_uuid}', {
          params: { path: { activity_uuid: activityUuid } },
        }),
      ),
    [activityUuid],
  );
  // Inside the viewer's page, whose h1 is the activity's name: the assignment's title is an h2.
  return (
    <section class="assignment-activity" aria-label="Assignment">
      <Async state={state}>
        {(assignment) => <LazyAssignmentView assignment={assignment} level={2} showTitle />}
      </Async>
    </section>
  );
}

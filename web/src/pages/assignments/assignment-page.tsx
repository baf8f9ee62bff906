/** `/assignments/:assignment_uuid`: an assignment on a page of its own (the same view as inside the viewer). */
import { api, call } from '../../api.ts';
import type { Params } from '../../router.tsx';
import { Async, useLoad } from '../../ui/async.tsx';
import { Page } from '../../ui/page.tsx';
import { LazyAssignmentView } from './lazy-view.tsx';

export function AssignmentPage({ params }: { params: Params }) {
  const uuid = params.assignment_uuid ?? '';
  const state = useLoad(
    () =>
      call(
        api.GET('/api/v1/assignments/{assignment_uuid}', {
          params: { path: { assignment_uuid: uuid } },
        }),
      ),
    [uuid],
  );
  return (
    <Page title={state.data?.title ?? 'Assignment'}>
      <Async state={state}>
        {(assignment) => <LazyAssignmentView assignment={assignment} level={2} showTitle={false} />}
      </Async>
    </Page>
  );
}

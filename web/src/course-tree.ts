/** The course tree the pages share: loaded slim (chapters and activities, no content), again when the course changes. */
import { api, call } from './api.ts';
import { useLoad } from './ui/async.tsx';

export function useSlimCourseTree(courseUuid: string) {
  return useLoad(
    () =>
      call(
        api.GET('/api/v1/courses/{course_uuid}/meta', {
          params: { path: { course_uuid: courseUuid }, query: { slim: true } },
        }),
      ),
    [courseUuid],
  );
}

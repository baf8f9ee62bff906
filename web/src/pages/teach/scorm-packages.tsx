/** The SCORM activities of a course, each opening its results (shown only when the course has some). */
import { useSlimCourseTree } from '../../course-tree.ts';
import { Link } from '../../router.tsx';
import { Async } from '../../ui/async.tsx';

export function ScormPackages({ courseUuid }: { courseUuid: string }) {
  const tree = useSlimCourseTree(courseUuid);
  return (
    <Async state={tree}>
      {(course) => {
        const packages = course.chapters.flatMap((chapter) =>
          chapter.activities.filter((activity) => activity.activity_type === 'TYPE_SCORM'),
        );
        if (packages.length === 0) return null;
        return (
          <section aria-labelledby="scorm-heading" class="stack">
            <h2 id="scorm-heading">Course packages (SCORM)</h2>
            <ul>
              {packages.map((activity) => (
                <li key={activity.activity_uuid}>
                  <Link
                    href={`/teach/scorm/${encodeURIComponent(activity.activity_uuid)}?course=${encodeURIComponent(courseUuid)}`}
                  >
                    Results of {activity.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      }}
    </Async>
  );
}

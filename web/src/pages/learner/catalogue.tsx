/** The organization's catalogue: the courses this person may see, a page at a time. */
import { api, call } from '../../api.ts';
import { Link } from '../../router.tsx';
import { useSession } from '../../session.tsx';
import { Async, useLoad } from '../../ui/async.tsx';
import { Page } from '../../ui/page.tsx';

export function CataloguePage() {
  const { org } = useSession();
  const courses = useLoad(async () => {
    if (org === undefined) return { items: [], total: 0 };
    return call(
      api.GET('/api/v1/courses/org_slug/{slug}/page/{page}/limit/{limit}', {
        params: { path: { slug: org.slug, page: 1, limit: 50 } },
      }),
    );
  }, [org?.slug]);
  return (
    <Page title="Courses">
      {org === undefined && <p>You are not a member of any organization yet.</p>}
      <Async state={courses}>
        {(list) =>
          list.items.length === 0 ? (
            <p>No courses yet.</p>
          ) : (
            <ul class="card-grid">
              {list.items.map((course) => (
                <li key={course.course_uuid} class="card">
                  <h2 class="card-title">
                    <Link href={`/courses/${encodeURIComponent(course.course_uuid)}`}>{course.name}</Link>
                  </h2>
                  {course.description && <p>{course.description}</p>}
                </li>
              ))}
            </ul>
          )
        }
      </Async>
    </Page>
  );
}

/** The organization's catalogue: the courses this person may see, fifty to a page (`?page=`). */
import type { components } from '@lms/client';
import { api, call } from '../../api.ts';
import { Link, useLocation } from '../../router.tsx';
import { useSession } from '../../session.tsx';
import { Async, useLoad } from '../../ui/async.tsx';
import { Page } from '../../ui/page.tsx';
import { courseHref } from './format.ts';
import './learner.css';

type Course = components['schemas']['CourseRead'];

export const PAGE_SIZE = 50;

export function CataloguePage() {
  const { org } = useSession();
  const location = useLocation();
  const requested = Number(location.searchParams.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const courses = useLoad(async () => {
    if (org === undefined) return { items: [], total: 0, page: 1, limit: PAGE_SIZE };
    return call(
      api.GET('/api/v1/courses/org_slug/{slug}/page/{page}/limit/{limit}', {
        params: { path: { slug: org.slug, page, limit: PAGE_SIZE } },
      }),
    );
  }, [org?.slug, page]);
  return (
    <Page title="Courses">
      {org === undefined && <p>You are not a member of any organization yet.</p>}
      <Async state={courses}>
        {(list) =>
          list.total === 0 ? (
            <p>No courses yet.</p>
          ) : (
            <>
              <ul class="card-grid">
                {list.items.map((course) => (
                  <CourseCard key={course.course_uuid} course={course} />
                ))}
              </ul>
              <Pager page={list.page} pages={Math.ceil(list.total / PAGE_SIZE)} total={list.total} />
            </>
          )
        }
      </Async>
    </Page>
  );
}

function CourseCard({ course }: { course: Course }) {
  const hasImage = course.thumbnail_type === 'image' && course.thumbnail_image !== '';
  return (
    <li class="card course-card">
      {hasImage && (
        // Decorative: the title next to it names the course.
        <img
          class="course-thumb"
          src={`/api/v1/courses/${encodeURIComponent(course.course_uuid)}/thumbnail`}
          alt=""
          loading="lazy"
        />
      )}
      <h2 class="card-title">
        <Link href={courseHref(course.course_uuid)}>{course.name}</Link>
      </h2>
      {course.description && <p>{course.description}</p>}
    </li>
  );
}

function Pager({ page, pages, total }: { page: number; pages: number; total: number }) {
  if (pages <= 1) return null;
  return (
    <nav class="pager" aria-label="Pages of courses">
      {page > 1 ? <Link href={`/?page=${page - 1}`}>Previous page</Link> : <span />}
      <span>
        Page {page} of {pages} ({total} courses)
      </span>
      {page < pages ? <Link href={`/?page=${page + 1}`}>Next page</Link> : <span />}
    </nav>
  );
}

/**
 * `/teach`: the courses the person may teach. Admins and maintainers see every course of the organization.
 * The instructor role holds `courses:update` over the whole organization, so an instructor could edit any
 * course; the page starts from the ones they author (creator, contributor or maintainer, ACTIVE) and offers
 * the rest behind a switch rather than hiding what the API allows.
 */
import { useState } from 'preact/hooks';
import { api, call } from '../../api.ts';
import { Link } from '../../router.tsx';
import { canAdminister, useSession } from '../../session.tsx';
import { Async, useLoad } from '../../ui/async.tsx';
import { Page } from '../../ui/page.tsx';
import { teachCoursePath, type Course } from './data.tsx';
import './teach.css';

/** Pages of 200 courses (the API's most), up to this many. */
const COURSE_PAGES = 10;

const AUTHORSHIP_LABELS: Record<string, string> = {
  CREATOR: 'Creator',
  CONTRIBUTOR: 'Contributor',
  MAINTAINER: 'Maintainer',
  REPORTER: 'Reporter',
};

/** The person's ACTIVE authorship of the course, if any. */
function authorshipOf(course: Course, userId: number | undefined): string | undefined {
  return course.authors.find((a) => a.user.id === userId && a.authorship_status === 'ACTIVE')?.authorship;
}

/** Authorships that edit the course (a reporter only reports on it). */
function teaches(course: Course, userId: number | undefined): boolean {
  const authorship = authorshipOf(course, userId);
  return authorship !== undefined && authorship !== 'REPORTER';
}

export function TeachHomePage() {
  const { user, org } = useSession();
  const admin = canAdminister(org);
  const [showAll, setShowAll] = useState(false);
  const courses = useLoad(async () => {
    if (org === undefined) return [];
    const all: Course[] = [];
    for (let page = 1; page <= COURSE_PAGES; page += 1) {
      const list = await call(
        api.GET('/api/v1/courses/org_slug/{slug}/page/{page}/limit/{limit}', {
          params: { path: { slug: org.slug, page, limit: 200 } },
        }),
      );
      all.push(...list.items);
      if (list.items.length < 200 || all.length >= list.total) break;
    }
    return all;
  }, [org?.slug]);
  const userId = user?.id;
  return (
    <Page title="Teach">
      <p>
        {admin
          ? 'Every course of the organization. Open one to see its assignments, submissions and announcements.'
          : 'The courses you author. Open one to see its assignments, submissions and announcements.'}
      </p>
      {!admin && (
        <label class="teach-check">
          <input type="checkbox" checked={showAll} onChange={(e) => setShowAll(e.currentTarget.checked)} />
          Show every course of the organization (your role may edit them too)
        </label>
      )}
      <Async state={courses}>
        {(list) => {
          const shown = admin || showAll ? list : list.filter((c) => teaches(c, userId));
          if (shown.length === 0)
            return <p>{admin ? 'There are no courses yet.' : 'You do not author any course yet.'}</p>;
          return (
            <div class="table-wrap">
              <table>
                <caption class="visually-hidden">Courses you may teach</caption>
                <thead>
                  <tr>
                    <th scope="col">Course</th>
                    <th scope="col">Your part</th>
                    <th scope="col">State</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((course) => {
                    const part = authorshipOf(course, userId);
                    return (
                      <tr key={course.course_uuid}>
                        <th scope="row">
                          <Link href={teachCoursePath(course.course_uuid)}>{course.name}</Link>
                        </th>
                        <td>{part === undefined ? (admin ? 'Admin' : '—') : AUTHORSHIP_LABELS[part]}</td>
                        <td>
                          <span class={course.published ? 'badge badge-ok' : 'badge'}>
                            {course.published ? 'Published' : 'Not published'}
                          </span>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          );
        }}
      </Async>
    </Page>
  );
}

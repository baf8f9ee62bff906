/** Courses to take and the calls of the learner's journey [CONTRACT 9], for the progress tests. */
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-test-app.ts';
import {
  API,
  createChapter,
  createCourse,
  createCustomActivity,
  type Activity,
  type Chapter,
  type Course,
} from './content-factories.ts';
import { call, type TestOrg } from './factories.ts';

export interface ProgressRun {
  course: { course_uuid: string; name: string };
  enrollment_date: string;
  status: 'in_progress' | 'completed';
  activities_done: number;
  activities_total: number;
  percentage: number;
  completed: boolean;
  steps: { activity_uuid: string; complete: boolean; completion_date: string | null }[];
}

export interface Takeable {
  course: Course;
  chapters: Chapter[];
  /** Published activities, in course order. */
  activities: Activity[];
}

/**
 * A published course of `o` with `perChapter.length` chapters holding that many published custom activities
 * each (default one chapter of three).
 */
export async function takeableCourse(
  t: TestApp,
  o: TestOrg,
  options: { perChapter?: number[]; public?: boolean } = {},
): Promise<Takeable> {
  const course = await createCourse(t, o, { published: true, public: options.public ?? false });
  const chapters: Chapter[] = [];
  const activities: Activity[] = [];
  for (const [index, count] of (options.perChapter ?? [3]).entries()) {
    const chapter = await createChapter(t, o, course, { name: `Chapter ${index + 1}` });
    chapters.push(chapter);
    for (let i = 0; i < count; i++) {
      activities.push(
        await createCustomActivity(
          t,
          { o, chapter },
          { name: `Step ${index + 1}.${i + 1}`, published: true },
        ),
      );
    }
  }
  return { course, chapters, activities };
}

export const trail = {
  enrol: (t: TestApp, auth: string | undefined, courseUuid: string) =>
    call(t, 'POST', `${API}/trail/add_course/${courseUuid}`, auth),
  leave: (t: TestApp, auth: string | undefined, courseUuid: string) =>
    call(t, 'DELETE', `${API}/trail/remove_course/${courseUuid}`, auth),
  done: (t: TestApp, auth: string | undefined, activityUuid: string) =>
    call(t, 'POST', `${API}/trail/add_activity/${activityUuid}`, auth),
  undone: (t: TestApp, auth: string | undefined, activityUuid: string) =>
    call(t, 'DELETE', `${API}/trail/remove_activity/${activityUuid}`, auth),
  read: (t: TestApp, auth: string | undefined, orgId: number | string) =>
    call(t, 'GET', `${API}/trail/org/${orgId}/trail`, auth),
};

export const headless = {
  enrol: (t: TestApp, auth: string | undefined, slug: string, userId: number | string, courseUuid: string) =>
    call(t, 'POST', `${API}/admin/${slug}/enrollments/${userId}/${courseUuid}`, auth),
  unenrol: (
    t: TestApp,
    auth: string | undefined,
    slug: string,
    userId: number | string,
    courseUuid: string,
  ) => call(t, 'DELETE', `${API}/admin/${slug}/enrollments/${userId}/${courseUuid}`, auth),
  bulk: (t: TestApp, auth: string | undefined, slug: string, body: unknown) =>
    call(t, 'POST', `${API}/admin/${slug}/enrollments/bulk`, auth, body),
  complete: (
    t: TestApp,
    auth: string | undefined,
    slug: string,
    userId: number | string,
    activityUuid: string,
  ) => call(t, 'POST', `${API}/admin/${slug}/progress/${userId}/activities/${activityUuid}/complete`, auth),
  uncomplete: (
    t: TestApp,
    auth: string | undefined,
    slug: string,
    userId: number | string,
    activityUuid: string,
  ) => call(t, 'DELETE', `${API}/admin/${slug}/progress/${userId}/activities/${activityUuid}/complete`, auth),
  progress: (
    t: TestApp,
    auth: string | undefined,
    slug: string,
    userId: number | string,
    courseUuid: string,
  ) => call(t, 'GET', `${API}/admin/${slug}/progress/${userId}/${courseUuid}`, auth),
};

/** The run a 200 answered. */
export function runOf(response: LightMyRequestResponse): ProgressRun {
  assert.equal(response.statusCode, 200, response.body);
  return response.json<ProgressRun>();
}

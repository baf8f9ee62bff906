/**
 * Certificates for the integration tests: configurations made through the API, a published course a learner
 * can complete through `/trail`, and the learner's and the public reads. The read shapes are written out here,
 * independently of the service's own schemas.
 */
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-test-app.ts';
import { createPageActivity, place, API, type Activity, type Course } from './content-factories.ts';
import { addMember, call, type TestOrg, type TestUser } from './factories.ts';

/** CertificationRead [CONTRACT 9]. */
export interface Certification {
  id: number;
  certification_uuid: string;
  course_uuid: string;
  config: Record<string, unknown>;
  creation_date: string;
  update_date: string;
}

/** The public verification shape [CONTRACT 9]. */
export interface Verification {
  user_certification_uuid: string;
  user: { user_uuid: string; username: string };
  course: { course_uuid: string; name: string };
  issue_date: string;
  valid: boolean;
}

export type OwnCertificate = Verification & { config: Record<string, unknown> | null };

export const CONFIG = Object.freeze({
  certificate_name: 'Certified Gardener',
  certificate_type: 'completion',
  certificate_description: 'Awarded for finishing every lesson',
  visual: { theme: 'green', show_logo: true },
});

export function postCertification(
  t: TestApp,
  auth: string | undefined,
  body: unknown,
): Promise<LightMyRequestResponse> {
  return call(t, 'POST', `${API}/certifications/`, auth, body);
}

export async function createCertification(
  t: TestApp,
  auth: string,
  course: Pick<Course, 'course_uuid'>,
  config: object = CONFIG,
): Promise<Certification> {
  const response = await postCertification(t, auth, { course_uuid: course.course_uuid, config });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Certification>();
}

/** A published public course with one published page a learner completes it with. */
export interface CompletableCourse {
  o: TestOrg;
  course: Course;
  activity: Activity;
}

export async function completableCourse(t: TestApp, o?: TestOrg): Promise<CompletableCourse> {
  const at = await place(t, o === undefined ? {} : { o });
  const activity = await createPageActivity(t, at, { published: true });
  return { o: at.o, course: at.course, activity };
}

/** A new learner of the course's organization who has completed it through `/trail`. */
export async function learnerWhoCompleted(t: TestApp, c: CompletableCourse): Promise<TestUser> {
  const learner = await addMember(t, c.o.org.id, 'learner');
  await complete(t, learner, c);
  return learner;
}

export async function complete(t: TestApp, learner: TestUser, c: CompletableCourse): Promise<void> {
  const done = await call(t, 'POST', `${API}/trail/add_activity/${c.activity.activity_uuid}`, learner.jwt);
  assert.equal(done.statusCode, 200, done.body);
}

/** `GET /certifications/user/course/{course_uuid}`: the caller's own certificate. */
export function getOwn(
  t: TestApp,
  auth: string | undefined,
  course: Pick<Course, 'course_uuid'>,
): Promise<LightMyRequestResponse> {
  return call(t, 'GET', `${API}/certifications/user/course/${course.course_uuid}`, auth);
}

export async function own(t: TestApp, learner: TestUser, course: Pick<Course, 'course_uuid'>) {
  const response = await getOwn(t, learner.jwt, course);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<OwnCertificate>();
}

/** `GET /certifications/certificate/{uuid}` with no credentials at all. */
export function getVerification(t: TestApp, uuid: string): Promise<LightMyRequestResponse> {
  return call(t, 'GET', `${API}/certifications/certificate/${uuid}`);
}

export async function verify(t: TestApp, uuid: string): Promise<Verification> {
  const response = await getVerification(t, uuid);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Verification>();
}

/**
 * `lms demo`: gives an organization something to take at once. Adds a published, public course (a rich page,
 * a graded practice assignment, a certificate for finishing) through the service's own HTTP API, signed in as
 * the organization's admin, and a learner account to take it with. Run again, it finds the course and adds
 * nothing.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../modules/identity/index.ts';
import type { Services } from '../services.ts';
import { CERTIFICATE, DEMO_COURSE, PRACTICE, WELCOME_PAGE } from './demo-content.ts';

const API = '/api/v1';

export interface DemoResult {
  created: boolean;
  courseUuid: string;
  learner?: { email: string; password: string; created: boolean };
}

export async function seedDemo(
  app: FastifyInstance,
  s: Services,
  options: { orgSlug: string; adminEmail: string; learnerEmail: string; learnerPassword?: string },
): Promise<DemoResult> {
  const org = await s.orgs.requireOrgBySlug(options.orgSlug);
  const admin = await s.identity.findUserByEmail(options.adminEmail);
  if (admin === undefined) throw new Error(`no user with the email ${options.adminEmail}`);
  const { access_token } = await s.sessions.issue(admin);
  const send = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown): Promise<T> => {
    const response = await app.inject({
      method,
      url: `${API}${url}`,
      headers: { authorization: `Bearer ${access_token}` },
      ...(body !== undefined && { payload: body as object }),
    });
    if (response.statusCode !== 200)
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json<T>();
  };

  const existing = await send<{ items: { course_uuid: string; name: string }[] }>(
    'GET',
    `/courses/org_slug/${org.slug}/page/1/limit/100`,
  );
  const found = existing.items.find((c) => c.name === DEMO_COURSE.name);
  const learner = await ensureLearner(s, org.id, options.learnerEmail, options.learnerPassword);
  if (found !== undefined) return { created: false, courseUuid: found.course_uuid, learner };

  const course = await createCourse(app, access_token, org.id);
  await send('PUT', `/courses/${course.course_uuid}`, { published: true });
  const chapter = (name: string) =>
    send<{ id: number }>('POST', '/chapters/', { name, course_id: course.id, org_id: org.id });
  const reading = await chapter('Reading');
  await send('POST', '/activities/', {
    name: 'Welcome',
    chapter_id: reading.id,
    activity_type: 'TYPE_DYNAMIC',
    activity_sub_type: 'SUBTYPE_DYNAMIC_PAGE',
    content: WELCOME_PAGE,
    published: true,
  });
  const practice = await chapter('Practice');
  const shell = await send<{ id: number }>('POST', '/activities/', {
    name: PRACTICE.title,
    chapter_id: practice.id,
    activity_type: 'TYPE_ASSIGNMENT',
    activity_sub_type: 'SUBTYPE_ASSIGNMENT_ANY',
    content: {},
    published: true,
  });
  const assignment = await send<{ assignment_uuid: string }>('POST', '/assignments/', {
    title: PRACTICE.title,
    description: PRACTICE.description,
    grading_type: 'PERCENTAGE',
    org_id: org.id,
    course_id: course.id,
    chapter_id: practice.id,
    activity_id: shell.id,
    published: true,
    auto_grading: true,
    show_correct_answers: true,
    allow_retries: true,
    max_retries: 2,
  });
  for (const task of PRACTICE.tasks)
    await send('POST', `/assignments/${assignment.assignment_uuid}/tasks`, task);
  await send('POST', '/certifications/', { course_uuid: course.course_uuid, config: CERTIFICATE });
  return { created: true, courseUuid: course.course_uuid, learner };
}

/** The course form is multipart [CONTRACT 5]; a few text fields need no library. */
async function createCourse(app: FastifyInstance, token: string, orgId: number) {
  const boundary = `demo${randomBytes(12).toString('hex')}`;
  const fields = { ...DEMO_COURSE, public: 'true' };
  const payload =
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  const response = await app.inject({
    method: 'POST',
    url: `${API}/courses/?org_id=${orgId}`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  if (response.statusCode !== 200)
    throw new Error(`creating the course answered ${response.statusCode}: ${response.body}`);
  return response.json<{ id: number; course_uuid: string }>();
}

/** A learner of the organization with this email: made (with the given or a generated password) when missing. */
async function ensureLearner(s: Services, orgId: number, email: string, given: string | undefined) {
  const existing = await s.identity.findUserByEmail(email);
  if (existing !== undefined) return { email, password: '(unchanged)', created: false };
  const password = given ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  await s.db.transaction().execute(async (trx) => {
    const user = await s.identity.insertUser(
      trx,
      { email, username: email.split('@')[0] ?? 'learner' },
      passwordHash,
      true,
    );
    await s.invites.join(trx, orgId, user.id, { role: 'learner', method: 'email' });
  });
  return { email, password, created: true };
}

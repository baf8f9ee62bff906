/**
 * The world the API fuzz test sends its requests into: one organization with realistic data (people of every
 * kind, a full-rights API token, a course holding every activity kind, an assignment with a task of every type
 * and a learner's submitted work, a user group, a webhook endpoint, a certificate configuration and an issued
 * certificate), and a smaller second organization whose ids and uuids are the "other organization" values.
 *
 * Everything is built through the API or the shared factories, so the rows are the ones real clients make. The
 * values are collected per path-parameter name (`course_uuid`, `user_id`, …), which is how the fuzzer picks
 * them, and `seedIntact` says whether a fuzzed request has broken something later requests rely on.
 */
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import {
  ALL_TYPES,
  CODE_RIGHT,
  FORM_PARTIAL,
  NUMBER_RIGHT,
  QUIZ_RIGHT,
  SHORT_RIGHT,
  assignmentWithEveryType,
  createAssignment,
  createShell,
  createTask,
  saveAnswer,
  submit,
  uploadSubmissionFile,
  type Assignment,
  type Task,
  type TaskType,
} from './assignment-factories.ts';
import type { TestApp } from './build-test-app.ts';
import { CONFIG, completableCourse, complete, createCertification } from './certificate-factories.ts';
import { createCollection } from './collection-factories.ts';
import {
  API,
  callForm,
  createActivity,
  createChapter,
  createCourse,
  createCustomActivity,
  createImageBlock,
  createPageActivity,
  thumbnailPng,
  uploadActivity,
  type Activity,
  type Course,
} from './content-factories.ts';
import {
  ALL_RIGHTS,
  PASSWORD,
  addMember,
  call,
  createApiToken,
  createOrg,
  type TestOrg,
  type TestUser,
} from './factories.ts';
import { SAMPLE_FILES } from './multipart.ts';
import { addUsers, createGroup, linkResources } from './usergroup-factories.ts';

/** A value a path, query or body field may take, by parameter name. */
export type Pools = Record<string, (string | number)[]>;

/** The credentials every route is tried with. */
export interface Credentials {
  admin: string;
  instructor: string;
  learner: string;
  token: string;
  /**
   * A refresh token of the second learner, who is no credential of its own: spending it (or replaying it, which
   * ends that learner's sessions) changes nothing the other credentials rely on.
   */
  refresh: string;
}

export interface Seed {
  orgId: number;
  orgSlug: string;
  credentials: Credentials;
  /** Emails of the organization's people, for login and signup bodies. */
  emails: string[];
  /** Values of the seeded organization, by parameter name. */
  own: Pools;
  /** Values of the second organization, by parameter name: reachable, but not the caller's. */
  other: Pools;
  /** The reads (as the admin) that must keep answering 200, and the people whose role must not change. */
  probes: { url: string; auth: keyof Credentials }[];
  /** The learner's submitted work: recomputing a grade needs it submitted, not back at PENDING. */
  submissionUrl: string;
  roles: Record<number, string>;
  tokenUuid: string;
  tokenRights: string;
}

function ok<T>(response: LightMyRequestResponse, what: string): T {
  assert.equal(response.statusCode, 200, `seed: ${what}: ${response.body}`);
  return response.json<T>();
}

const WEBHOOK_URL = 'https://public.example/hook';

/** A community of the course, with a discussion and a comment: the communities routes' path values. */
async function seedCommunity(t: TestApp, o: TestOrg, courseUuid: string): Promise<Pools> {
  const community = ok<{ community_uuid: string }>(
    await call(t, 'POST', `${API}/communities/?org_id=${o.org.id}`, o.admin.jwt, {
      name: 'Talk',
      course_uuid: courseUuid,
    }),
    'community',
  );
  const discussion = ok<{ discussion_uuid: string }>(
    await call(t, 'POST', `${API}/communities/${community.community_uuid}/discussions`, o.admin.jwt, {
      title: 'Hello',
      content: 'First post',
    }),
    'discussion',
  );
  const comment = ok<{ comment_uuid: string }>(
    await call(t, 'POST', `${API}/discussions/${discussion.discussion_uuid}/comments`, o.admin.jwt, {
      content: 'A comment',
    }),
    'comment',
  );
  return {
    community_uuid: [community.community_uuid],
    discussion_uuid: [discussion.discussion_uuid],
    comment_uuid: [comment.comment_uuid],
  };
}

/** The second organization: enough of each resource kind that every parameter has an other-org value. */
async function seedOther(t: TestApp): Promise<Pools> {
  const o = await createOrg(t);
  const learner = await addMember(t, o.org.id, 'learner');
  const course = await createCourse(t, o, { name: 'Other course', published: true, public: true });
  const chapter = await createChapter(t, o, course);
  const page = await createPageActivity(t, { o, chapter }, { published: true });
  const p = { o, course, chapter };
  const assignment = await createAssignment(t, p);
  const task = await createTask(t, o.admin.jwt, assignment.assignment_uuid, 'SHORT_ANSWER');
  const group = await createGroup(t, o);
  const token = await createApiToken(t, o, ALL_RIGHTS);
  const certification = await createCertification(t, o.admin.jwt, course);
  const collection = await createCollection(t, o, [course], { public: false });
  const update = ok<{ courseupdate_uuid: string }>(
    await call(t, 'POST', `${API}/courses/${course.course_uuid}/updates`, o.admin.jwt, {
      title: 'News',
      content: 'Other news',
    }),
    'other update',
  );
  const invite = ok<{ invite_code: string; invite_code_uuid: string }>(
    await call(t, 'POST', `${API}/orgs/${o.org.id}/invites`, o.admin.jwt, { emails: [] }),
    'other invite',
  );
  return {
    org_id: [o.org.id],
    slug: [o.org.slug],
    org_slug: [o.org.slug],
    user_id: [o.admin.user.id, learner.user.id],
    course_uuid: [course.course_uuid],
    course_id: [course.id],
    chapter_id: [chapter.id],
    activity_uuid: [page.activity_uuid],
    activity_id: [page.id],
    assignment_uuid: [assignment.assignment_uuid],
    assignment_task_uuid: [task.assignment_task_uuid],
    usergroup_id: [group.id],
    resource_uuid: [course.course_uuid, chapter.chapter_uuid, page.activity_uuid],
    token_uuid: [token.token_uuid],
    certification_uuid: [certification.certification_uuid],
    collection_uuid: [collection.collection_uuid],
    courseupdate_uuid: [update.courseupdate_uuid],
    invite_code: [invite.invite_code],
    invite_code_uuid: [invite.invite_code_uuid],
    ...(await seedCommunity(t, o, course.course_uuid)),
  };
}

export interface World {
  seed: Seed;
  other: Pools;
}

/**
 * Builds the second organization once: none of the fuzzed credentials manages it, so its values stay valid
 * (a fuzzed learner may join it, which only makes some of them reachable).
 */
export async function seedWorld(t: TestApp): Promise<World> {
  const other = await seedOther(t);
  return { other, seed: await seedOrganization(t, other) };
}

/** The seeded organization. Called again whenever a fuzzed request broke the previous one. */
export async function seedOrganization(t: TestApp, other: Pools): Promise<Seed> {
  const o: TestOrg = await createOrg(t);
  const instructor = await addMember(t, o.org.id, 'instructor');
  const learner = await addMember(t, o.org.id, 'learner');
  const learner2 = await addMember(t, o.org.id, 'learner');
  const people: TestUser[] = [o.admin, instructor, learner, learner2];
  const token = await createApiToken(t, o, ALL_RIGHTS);

  // A published public course with a thumbnail, a public and a restricted chapter, and every activity kind.
  const course = await createCourse(t, o, { name: 'Botany', published: true, files: [thumbnailPng()] });
  const chapter = await createChapter(t, o, course, { name: 'Seeds' });
  const restricted = await createChapter(t, o, course, { name: 'Roots', lock_type: 'restricted' });
  const at = { o, chapter };
  const page = await createPageActivity(t, at, { published: true });
  const custom = await createCustomActivity(t, at, { published: true, content: { any: ['thing'] } });
  const markdown = await createActivity(t, o.admin.jwt, {
    name: 'Notes',
    chapter_id: restricted.id,
    activity_type: 'TYPE_DYNAMIC',
    activity_sub_type: 'SUBTYPE_DYNAMIC_MARKDOWN',
    content: { markdown_url: 'https://example.com/notes.md' },
    published: true,
  });
  const embed = await createActivity(t, o.admin.jwt, {
    name: 'Embed',
    chapter_id: chapter.id,
    activity_type: 'TYPE_DYNAMIC',
    activity_sub_type: 'SUBTYPE_DYNAMIC_EMBED',
    content: { embed_url: 'https://example.com/embed' },
  });
  const external = ok<Activity>(
    await call(t, 'POST', `${API}/activities/external_video`, o.admin.jwt, {
      name: 'Talk',
      uri: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      type: 'youtube',
      chapter_id: String(chapter.id),
    }),
    'external video',
  );
  const video = await uploadActivity(t, o.admin.jwt, 'video', { chapterId: chapter.id });
  const pdf = await uploadActivity(t, o.admin.jwt, 'documentpdf', { chapterId: chapter.id });
  // A content change saves version 1, so the version routes have something to read and restore.
  ok(
    await call(t, 'PUT', `${API}/activities/${page.activity_uuid}`, o.admin.jwt, {
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }] },
      version: page.version,
    }),
    'page edit',
  );
  const block = await createImageBlock(t, o.admin.jwt, page.activity_uuid);

  // An assignment with a task of every type, a reference file, and the learner's submitted answers.
  const place = { o, course, chapter };
  const { assignment, tasks } = await assignmentWithEveryType(t, place, {
    allow_retries: true,
    show_correct_answers: true,
  });
  ok(
    await callForm(
      t,
      'POST',
      `${API}/assignments/${assignment.assignment_uuid}/tasks/${tasks.FILE_SUBMISSION.assignment_task_uuid}/ref_file`,
      o.admin.jwt,
      {},
      [{ field: 'reference_file', filename: 'key.pdf', content: SAMPLE_FILES.pdf }],
    ),
    'reference file',
  );
  const essay = ok<{ file_uuid: string }>(
    await uploadSubmissionFile(t, learner.jwt, assignment, tasks.FILE_SUBMISSION),
    'file submission',
  );
  const answers: Record<TaskType, unknown> = {
    QUIZ: QUIZ_RIGHT,
    FORM: FORM_PARTIAL,
    SHORT_ANSWER: SHORT_RIGHT,
    NUMBER_ANSWER: NUMBER_RIGHT,
    CODE: CODE_RIGHT,
    FILE_SUBMISSION: { file_uuid: essay.file_uuid },
    OTHER: { notes: 'Presented on Monday' },
    CUSTOM: { drawing: 'circle', points: [1.0, -0, 1e3] },
  };
  for (const task of Object.values(tasks)) {
    ok(await saveAnswer(t, learner.jwt, assignment, task, answers[task.assignment_type]), 'answer');
  }
  ok(await submit(t, learner.jwt, assignment), 'submit');
  // A second assignment the second learner has only started, so PENDING submissions exist too.
  const draft: Assignment = await createAssignment(t, place, { title: 'Draft work' });
  const draftTask: Task = await createTask(t, o.admin.jwt, draft.assignment_uuid, 'CUSTOM', {
    contents: { free: 'form' },
  });
  ok(await saveAnswer(t, learner2.jwt, draft, draftTask, { started: true }), 'draft answer');
  // An assignment activity with no assignment yet, so creating one can succeed.
  const freeShell = await createShell(t, place, { name: 'Unassigned' });

  // A group holding the learner, opening the restricted chapter.
  const group = await createGroup(t, o);
  await addUsers(t, o, group, [learner.user.id]);
  await linkResources(t, o, group, [restricted.chapter_uuid]);

  // A webhook endpoint (the worker is off: deliveries stay queued) and a queued test delivery.
  const webhook = ok<{ webhook_uuid: string }>(
    await call(t, 'POST', `${API}/orgs/${o.org.id}/webhooks`, o.admin.jwt, {
      url: WEBHOOK_URL,
      events: ['course_created', 'course_published', 'assignment_submitted'],
    }),
    'webhook',
  );
  const delivery = ok<{ delivery_id: string }>(
    await call(t, 'POST', `${API}/orgs/${o.org.id}/webhooks/${webhook.webhook_uuid}/test`, o.admin.jwt),
    'webhook test',
  );

  // A certificate configuration on a completable course, and the certificate the learner earned with it.
  const completable = await completableCourse(t, o);
  const certification = await createCertification(t, o.admin.jwt, completable.course, CONFIG);
  await complete(t, learner, completable);
  const earned = ok<{ user_certification_uuid: string }>(
    await call(t, 'GET', `${API}/certifications/user/course/${completable.course.course_uuid}`, learner.jwt),
    'own certificate',
  );

  // Collections: a public one of both courses, a members-only one of the course.
  const collections = [
    await createCollection(t, o, [course, completable.course], { public: true }),
    await createCollection(t, o, [course], { public: false }),
  ];

  const update = ok<{ courseupdate_uuid: string }>(
    await call(t, 'POST', `${API}/courses/${course.course_uuid}/updates`, o.admin.jwt, {
      title: 'Welcome',
      content: 'The course starts on Monday',
    }),
    'course update',
  );
  const invite = ok<{ invite_code: string; invite_code_uuid: string }>(
    await call(t, 'POST', `${API}/orgs/${o.org.id}/invites`, o.admin.jwt, { emails: [], role: 'learner' }),
    'invite',
  );
  ok(await call(t, 'POST', `${API}/trail/add_course/${course.course_uuid}`, learner2.jwt), 'enrol');

  // The assignment's activity shell, found through the course tree (the factory keeps only the assignment).
  const tree = ok<{ chapters: { activities: { id: number; activity_uuid: string }[] }[] }>(
    await call(
      t,
      'GET',
      `${API}/courses/${course.course_uuid}/meta?with_unpublished_activities=true`,
      o.admin.jwt,
    ),
    'tree',
  );
  const shellUuid = tree.chapters
    .flatMap((c) => c.activities)
    .find((a) => a.id === assignment.activity_id)!.activity_uuid;
  const activities = [page, custom, markdown, embed, external, video, pdf, completable.activity];
  const courses: Course[] = [course, completable.course];
  const tokenRecord = ok<{ rights: unknown }>(
    await call(t, 'GET', `${API}/orgs/${o.org.id}/api-tokens/${token.token_uuid}`, o.admin.jwt),
    'token read',
  );
  const own: Pools = {
    org_id: [o.org.id],
    slug: [o.org.slug],
    org_slug: [o.org.slug],
    user_id: people.map((p) => p.user.id),
    course_uuid: courses.map((c) => c.course_uuid),
    course_id: courses.map((c) => c.id),
    chapter_id: [chapter.id, restricted.id],
    activity_uuid: [...activities.map((a) => a.activity_uuid), shellUuid],
    activity_id: [...activities.map((a) => a.id), assignment.activity_id, freeShell.id],
    block_uuid: [block.block_uuid],
    version_number: [1, 2],
    assignment_uuid: [assignment.assignment_uuid, draft.assignment_uuid],
    assignment_task_uuid: [
      ...Object.values(tasks).map((x) => x.assignment_task_uuid),
      draftTask.assignment_task_uuid,
    ],
    file_uuid: [essay.file_uuid],
    usergroup_id: [group.id],
    resource_uuid: [course.course_uuid, restricted.chapter_uuid, page.activity_uuid],
    token_uuid: [token.token_uuid],
    webhook_uuid: [webhook.webhook_uuid],
    delivery_id: [delivery.delivery_id],
    certification_uuid: [certification.certification_uuid],
    user_certification_uuid: [earned.user_certification_uuid],
    collection_uuid: collections.map((c) => c.collection_uuid),
    courseupdate_uuid: [update.courseupdate_uuid],
    invite_code: [invite.invite_code],
    invite_code_uuid: [invite.invite_code_uuid],
    ...(await seedCommunity(t, o, course.course_uuid)),
    page: [1, 2],
    limit: [1, 10, 200],
    email: people.map((p) => p.email),
    password: [PASSWORD],
    url: [WEBHOOK_URL],
    uri: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://vimeo.com/76979871'],
    events: ['course_created', 'user_signed_up'],
  };
  const assignmentUrl = `${API}/assignments/${assignment.assignment_uuid}`;
  return {
    orgId: o.org.id,
    orgSlug: o.org.slug,
    credentials: {
      admin: o.admin.jwt,
      instructor: instructor.jwt,
      learner: learner.jwt,
      token: token.token,
      refresh: (await t.services.sessions.issue(learner2.user)).refresh_token,
    },
    emails: people.map((p) => p.email),
    own,
    other,
    probes: [
      { url: `${API}/users/me`, auth: 'admin' },
      { url: `${API}/users/me`, auth: 'instructor' },
      { url: `${API}/users/me`, auth: 'learner' },
      { url: `${API}/orgs/${o.org.id}/webhooks/${webhook.webhook_uuid}`, auth: 'token' },
      { url: `${API}/courses/${course.course_uuid}/meta?with_unpublished_activities=true`, auth: 'admin' },
      ...activities.map((a) => ({ url: `${API}/activities/${a.activity_uuid}`, auth: 'admin' as const })),
      { url: `${API}/blocks/${block.block_uuid}`, auth: 'admin' },
      { url: `${API}/courses/${completable.course.course_uuid}`, auth: 'admin' },
      { url: `${API}/chapters/${restricted.id}`, auth: 'admin' },
      { url: `${API}/courses/${course.course_uuid}/updates/${update.courseupdate_uuid}`, auth: 'admin' },
      ...ALL_TYPES.map((d) => ({
        url: `${API}/assignments/task/${tasks[d.assignment_type].assignment_task_uuid}`,
        auth: 'admin' as const,
      })),
      { url: `${assignmentUrl}/submissions/${learner.user.id}`, auth: 'admin' },
      { url: `${API}/assignments/${draft.assignment_uuid}/tasks`, auth: 'admin' },
      { url: `${API}/usergroups/${group.id}`, auth: 'admin' },
      { url: `${API}/certifications/course/${completable.course.course_uuid}`, auth: 'admin' },
      { url: `${API}/certifications/certificate/${earned.user_certification_uuid}`, auth: 'admin' },
      { url: `${API}/orgs/${o.org.id}/invites`, auth: 'admin' },
    ],
    submissionUrl: `${assignmentUrl}/submissions/${learner.user.id}`,
    roles: Object.fromEntries(
      people.map((p, i) => [p.user.id, ['admin', 'instructor', 'learner', 'learner'][i]!]),
    ),
    tokenUuid: token.token_uuid,
    tokenRights: JSON.stringify(tokenRecord.rights),
  };
}

/**
 * Whether the seed still serves: every probe answers 200 to its credential, every person keeps their role,
 * the token its rights, and the learner's work stays submitted. A fuzzed request may legitimately delete or demote (that is what the routes are
 * for); the fuzzer then builds a new organization instead of skipping those routes.
 */
export async function seedIntact(t: TestApp, seed: Seed): Promise<string | undefined> {
  for (const probe of seed.probes) {
    const response = await call(t, 'GET', probe.url, seed.credentials[probe.auth]);
    if (response.statusCode !== 200) return `${probe.url} as ${probe.auth}: ${response.statusCode}`;
  }
  const submission = await call(t, 'GET', seed.submissionUrl, seed.credentials.admin);
  const status = submission.json<{ status?: string }>().status;
  if (status === 'PENDING') return 'the submitted work is back at PENDING';
  const members = await t.services.db
    .selectFrom('memberships')
    .select(['user_id', 'role'])
    .where('org_id', '=', seed.orgId)
    .execute();
  const roles = Object.fromEntries(members.map((m) => [Number(m.user_id), m.role]));
  for (const [userId, role] of Object.entries(seed.roles)) {
    if (roles[Number(userId)] !== role) return `user ${userId} is now ${roles[Number(userId)] ?? 'gone'}`;
  }
  const token = await call(
    t,
    'GET',
    `${API}/orgs/${seed.orgId}/api-tokens/${seed.tokenUuid}`,
    seed.credentials.admin,
  );
  if (token.statusCode !== 200) return `token read: ${token.statusCode}`;
  if (JSON.stringify(token.json<{ rights: unknown }>().rights) !== seed.tokenRights)
    return 'token rights changed';
  return undefined;
}

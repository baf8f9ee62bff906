/**
 * A session minted by the token swap stays inside the token's organization [CONTRACT 4], on every route.
 *
 * The person behind the swapped session is a learner in the token's organization A and the admin of another
 * organization B, where their own session may do everything. The test walks every route the application
 * registered and calls it with the swapped session, aimed at organization B: every path parameter, query and
 * body names B's things, built so that the request is valid (the checks run 401 → 422 → 404 → 403, so a 403
 * proves the request reached the organization check). Each answer must be a refusal with a confinement code,
 * or exactly what an anonymous caller gets (public profiles, the certificate check, signups). A route
 * missing from the table below fails the test, so a new route cannot be forgotten.
 */
import { createBoard } from '../../../test/board-client.ts';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/build-test-app.ts';
import {
  API,
  createActivity,
  createImageBlock,
  createPageActivity,
  place,
  swapToken,
  type Place,
} from '../../../test/content-factories.ts';
import {
  ALL_RIGHTS,
  addMember,
  bearer,
  createApiToken,
  createOrg,
  uniq,
  type TestOrg,
  type TestUser,
} from '../../../test/factories.ts';
import { multipartBody, SAMPLE_FILES, type FilePart } from '../../../test/multipart.ts';
import {
  addTask,
  buildAssignment,
  FILE_SUBMISSION,
  SHORT_ANSWER,
} from '../../../test/assignment-factories.ts';
import { createGroup } from '../../../test/usergroup-factories.ts';
import { createCertification } from '../../../test/certificate-factories.ts';
import { createCollection } from '../../../test/collection-factories.ts';
import { buildWebhookTestApp, createEndpoint } from '../../../test/webhook-helpers.ts';
import {
  audioPart,
  createEpisode,
  createPodcast,
  postEpisode,
  type Episode,
} from '../../../test/podcast-factories.ts';
import { createPlayground } from '../../../test/playground-factories.ts';
import { createScormActivity } from '../../../test/scorm-factories.ts';

/** The answers that mean "this session may not act here". */
const CONFINED = new Set(['other_organization', 'swapped_session']);

/** Organization B's things, by path-parameter name. */
interface World {
  a: TestOrg;
  b: TestOrg;
  p: Place;
  person: TestUser;
  learner: TestUser;
  params: Record<string, string>;
}

interface Request {
  /** Path parameters that differ from the world's defaults for this route. */
  params?: Record<string, string>;
  /** A refusal this route gives every session, swapped or not, with the reason it is enough here. */
  refusal?: { code: string; why: string };
  query?: Record<string, string>;
  json?: unknown;
  form?: { fields: Record<string, string>; files?: FilePart[] };
  /** A binary body (`application/octet-stream`). */
  binary?: Buffer;
}

const png = (field: string): FilePart => ({ field, filename: 'i.png', content: SAMPLE_FILES.png });

/**
 * What each route is sent, beyond its path parameters. Every registered route has an entry: `{}` when the
 * path says it all. Routes that never read credentials (`skipAuth`) are listed as `null`.
 */
const REQUESTS: Record<string, ((w: World) => Request) | null> = {
  'GET /health': null,
  'GET /openapi.json': null,
  'POST /auth/login': null,
  'GET /auth/refresh': null,
  'POST /auth/verify-email': null,
  'POST /auth/resend-verification': null,
  'POST /auth/oauth': null,
  'GET /auth/providers': null,
  'GET /certifications/certificate/:user_certification_uuid': null,

  'POST /users/:org_id': () => ({
    json: { email: `s-${uniq()}@example.com`, username: `s_${uniq()}`, password: 'correct horse battery' },
  }),
  'POST /users/:org_id/invite/:invite_code': () => ({
    json: { email: `s-${uniq()}@example.com`, username: `s_${uniq()}`, password: 'correct horse battery' },
  }),
  // The person's own profile: answered, listing only the token's organization (checked below).
  'GET /users/me': () => ({}),
  'DELETE /auth/logout': () => ({}),

  'POST /orgs/': () => ({ json: { name: 'Escape', slug: `escape-${uniq()}` } }),
  'GET /orgs/:org_id': () => ({}),
  'GET /orgs/slug/:slug': () => ({}),
  'GET /orgs/:org_id/users': () => ({}),
  'PUT /orgs/:org_id/users/:user_id/role': () => ({ json: { role: 'admin' } }),
  'DELETE /orgs/:org_id/users/:user_id': () => ({}),
  'PUT /orgs/:org_id/signup_mechanism': () => ({ json: { signup_mechanism: 'inviteOnly' } }),
  'POST /orgs/:org_id/join': () => ({ json: {} }),
  'POST /orgs/:org_id/invites': () => ({ json: { emails: [], role: 'admin' } }),
  'GET /orgs/:org_id/invites': () => ({}),
  'DELETE /orgs/:org_id/invites/:invite_code_uuid': () => ({}),
  'POST /admin/:org_slug/users': () => ({
    json: { email: `p-${uniq()}@example.com`, username: `p_${uniq()}`, role: 'admin' },
  }),
  'POST /orgs/:org_id/api-tokens': () => ({ json: { name: 'escape', rights: ALL_RIGHTS } }),
  'GET /orgs/:org_id/api-tokens': () => ({}),
  'GET /orgs/:org_id/api-tokens/:token_uuid': () => ({}),
  'PUT /orgs/:org_id/api-tokens/:token_uuid': () => ({ json: { name: 'renamed' } }),
  'DELETE /orgs/:org_id/api-tokens/:token_uuid': () => ({}),
  'GET /orgs/:org_id/config': () => ({}),
  'PUT /orgs/:org_id/config/ai': () => ({ json: { ai_enabled: true } }),
  'PUT /orgs/:org_id/config/payments': () => ({ json: { payments_enabled: true } }),
  'PUT /orgs/:org_id/config/features': () => ({ json: { boards: false } }),
  'GET /orgs/:org_id/packs': () => ({}),
  // The billing system's routes read no user credentials: the platform key is their only one.
  'POST /internal/packs/:org_id/activate': null,
  'POST /internal/packs/:org_id/mark-canceling': null,
  'POST /internal/packs/:org_id/deactivate': null,
  'POST /admin/:org_slug/auth/token': (w) => ({
    json: { user_id: w.learner.user.id },
    refusal: { code: 'api_token_required', why: 'only API tokens swap; no session of any kind does' },
  }),

  ...webhookRoutes('/orgs/:org_id/webhooks'),
  ...webhookRoutes('/:org_id/webhooks'),

  'POST /courses/': (w) => ({
    query: { org_id: String(w.b.org.id) },
    form: { fields: { name: 'C', description: 'd', about: 'a', public: 'true' } },
  }),
  'GET /courses/org_slug/:slug/page/:page/limit/:limit': () => ({}),
  'GET /courses/:course_uuid': () => ({}),
  'PUT /courses/:course_uuid': () => ({ json: { published: false } }),
  'PUT /courses/:course_uuid/thumbnail': () => ({ form: { fields: {}, files: [png('thumbnail')] } }),
  'GET /courses/:course_uuid/thumbnail': () => ({}),
  'DELETE /courses/:course_uuid': () => ({}),
  'GET /courses/:course_uuid/meta': () => ({ query: { with_unpublished_activities: 'true' } }),
  'POST /chapters/': (w) => ({ json: { name: 'Ch', course_id: w.p.course.id, org_id: w.b.org.id } }),
  'GET /chapters/:chapter_id': () => ({}),
  'PUT /chapters/:chapter_id': () => ({ json: { name: 'Renamed' } }),
  'DELETE /chapters/:chapter_id': () => ({}),
  'PUT /chapters/course/:course_uuid/order': (w) => ({
    json: { chapter_order_by_ids: [{ chapter_id: w.p.chapter.id, activities_order_by_ids: [] }] },
  }),
  'GET /courses/:course_uuid/contributors': () => ({}),
  'POST /courses/:course_uuid/contributors': (w) => ({ json: { user_ids: [w.learner.user.id] } }),
  'DELETE /courses/:course_uuid/contributors': (w) => ({ query: { user_ids: String(w.learner.user.id) } }),
  'POST /courses/:course_uuid/updates': () => ({ json: { title: 'T', content: 'C' } }),
  'GET /courses/:course_uuid/updates': () => ({}),
  'GET /courses/:course_uuid/updates/:courseupdate_uuid': () => ({}),
  'PUT /courses/:course_uuid/updates/:courseupdate_uuid': () => ({ json: { title: 'T2' } }),
  'DELETE /courses/:course_uuid/updates/:courseupdate_uuid': () => ({}),

  'POST /activities/': (w) => ({
    json: {
      name: 'A',
      chapter_id: w.p.chapter.id,
      activity_type: 'TYPE_CUSTOM',
      activity_sub_type: 'SUBTYPE_CUSTOM',
    },
  }),
  'POST /activities/video': (w) => ({
    form: {
      fields: { name: 'V', chapter_id: String(w.p.chapter.id) },
      files: [{ field: 'video_file', filename: 'v.mp4', content: SAMPLE_FILES.mp4 }],
    },
  }),
  'POST /activities/external_video': (w) => ({
    json: { name: 'E', uri: 'https://video.example/v', type: 'youtube', chapter_id: String(w.p.chapter.id) },
  }),
  'POST /activities/documentpdf': (w) => ({
    form: {
      fields: { name: 'P', chapter_id: String(w.p.chapter.id) },
      files: [{ field: 'pdf_file', filename: 'x.pdf', content: SAMPLE_FILES.pdf }],
    },
  }),
  'POST /scorm/analyze/:course_uuid': () => ({
    form: {
      fields: {},
      files: [{ field: 'scorm_file', filename: 'p.zip', content: Buffer.from('PK\x05\x06') }],
    },
  }),
  'POST /scorm/import/:course_uuid': (w) => ({
    json: {
      package_uuid: `scormpkg_${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
      scos: [{ identifier: 'item-1', chapter_id: w.p.chapter.id }],
    },
  }),
  // `*` is sent as the file path: the activity's read rules answer before any file is looked for.
  'GET /scorm/:activity_uuid/content/*': () => ({}),
  'GET /scorm/:activity_uuid/launch': () => ({}),
  'GET /activities/:activity_uuid': () => ({}),
  'GET /activities/:activity_uuid/file': () => ({}),
  'GET /activities/:activity_uuid/markdown': () => ({}),
  'PUT /activities/:activity_uuid': () => ({ json: { name: 'Renamed' } }),
  'DELETE /activities/:activity_uuid': () => ({}),
  'GET /activities/:activity_uuid/versions': () => ({}),
  'GET /activities/:activity_uuid/versions/:version_number': () => ({}),
  'POST /activities/:activity_uuid/versions/:version_number/restore': () => ({}),
  ...Object.fromEntries(
    (
      [
        ['image', 'i.png', SAMPLE_FILES.png],
        ['video', 'v.mp4', SAMPLE_FILES.mp4],
        ['pdf', 'x.pdf', SAMPLE_FILES.pdf],
        ['audio', 'a.mp3', SAMPLE_FILES.mp3],
      ] as const
    ).map(([kind, filename, content]) => [
      `POST /blocks/${kind}`,
      (w: World) => ({
        form: {
          fields: { activity_uuid: w.params.activity_uuid! },
          files: [{ field: 'file_object', filename, content }],
        },
      }),
    ]),
  ),
  'GET /blocks/:block_uuid': () => ({}),
  'GET /blocks/:block_uuid/file': () => ({}),
  'DELETE /blocks/:block_uuid': () => ({}),

  'POST /assignments/': (w) => ({
    json: {
      title: 'T',
      description: 'D',
      grading_type: 'NUMERIC',
      org_id: w.b.org.id,
      course_id: w.p.course.id,
      chapter_id: w.p.chapter.id,
      activity_id: Number(w.params.shell_id),
    },
  }),
  'GET /assignments/:assignment_uuid': () => ({}),
  'GET /assignments/activity/:activity_uuid': (w) => ({
    params: { activity_uuid: w.params.assignment_activity_uuid! },
  }),
  'GET /assignments/course/:course_uuid': () => ({}),
  'PUT /assignments/:assignment_uuid': () => ({ json: { title: 'T2' } }),
  'DELETE /assignments/:assignment_uuid': () => ({}),
  'POST /assignments/:assignment_uuid/tasks': () => ({
    json: { title: 'T', description: 'D', hint: '', assignment_type: 'OTHER' },
  }),
  'GET /assignments/:assignment_uuid/tasks': () => ({}),
  'GET /assignments/task/:assignment_task_uuid': () => ({}),
  'GET /assignments/task/:assignment_task_uuid/ref_file': () => ({}),
  'PUT /assignments/:assignment_uuid/tasks/:assignment_task_uuid': () => ({ json: { title: 'T2' } }),
  'DELETE /assignments/:assignment_uuid/tasks/:assignment_task_uuid': () => ({}),
  'POST /assignments/:assignment_uuid/tasks/:assignment_task_uuid/ref_file': () => ({
    form: { fields: {}, files: [{ field: 'reference_file', filename: 'x.pdf', content: SAMPLE_FILES.pdf }] },
  }),
  'PUT /assignments/:assignment_uuid/tasks/:assignment_task_uuid/submissions': () => ({
    json: { task_submission: { answer: 'x' } },
  }),
  'POST /assignments/:assignment_uuid/tasks/:assignment_task_uuid/file_submission': (w) => ({
    params: { assignment_task_uuid: w.params.file_task_uuid! },
    form: { fields: {}, files: [{ field: 'submission_file', filename: 'x.pdf', content: SAMPLE_FILES.pdf }] },
  }),
  'GET /assignments/:assignment_uuid/tasks/:assignment_task_uuid/submissions/user/:user_id/files/:file_uuid':
    () => ({}),
  'POST /assignments/:assignment_uuid/submissions': () => ({}),
  'GET /assignments/:assignment_uuid/submissions': () => ({}),
  'GET /assignments/:assignment_uuid/submissions/me': () => ({}),
  'GET /assignments/:assignment_uuid/submissions/me/tasks/:assignment_task_uuid': () => ({}),
  'POST /assignments/:assignment_uuid/submissions/me/retry': () => ({}),
  'GET /assignments/:assignment_uuid/submissions/:user_id': () => ({}),
  'PUT /assignments/:assignment_uuid/submissions/:user_id': () => ({ json: { overall_feedback: 'x' } }),
  'DELETE /assignments/:assignment_uuid/submissions/:user_id': () => ({}),
  'GET /assignments/:assignment_uuid/tasks/:assignment_task_uuid/submissions': () => ({}),
  'GET /assignments/:assignment_uuid/tasks/:assignment_task_uuid/submissions/user/:user_id': () => ({}),
  'GET /assignments/:assignment_uuid/submissions/:user_id/grade': () => ({}),
  'POST /assignments/:assignment_uuid/submissions/:user_id/grade': () => ({ json: {} }),
  'POST /assignments/:assignment_uuid/submissions/:user_id/done': () => ({}),

  'POST /certifications': (w) => ({ json: { course_uuid: w.params.other_course_uuid, config: {} } }),
  'GET /certifications/course/:course_uuid': () => ({}),
  'PUT /certifications/:certification_uuid': () => ({ json: { config: {} } }),
  'DELETE /certifications/:certification_uuid': () => ({}),
  'GET /certifications/user/course/:course_uuid': () => ({}),

  'POST /boards/': (w) => ({ query: { org_id: String(w.b.org.id) }, json: { name: 'Board' } }),
  'GET /boards/org/:org_id': () => ({}),
  'GET /boards/:board_uuid': () => ({}),
  'PUT /boards/:board_uuid': () => ({ json: { name: 'Renamed' } }),
  'DELETE /boards/:board_uuid': () => ({}),
  'GET /boards/:board_uuid/members': () => ({}),
  'POST /boards/:board_uuid/members': (w) => ({ json: { user_id: w.learner.user.id, role: 'viewer' } }),
  'POST /boards/:board_uuid/members/batch': (w) => ({
    json: { members: [{ user_id: w.learner.user.id, role: 'viewer' }] },
  }),
  'DELETE /boards/:board_uuid/members/:user_id': () => ({}),
  'GET /boards/:board_uuid/document': () => ({}),
  // An empty Yjs update: valid, so the request reaches the organization check.
  'POST /boards/:board_uuid/document/updates': () => ({ binary: Buffer.from([0, 0]) }),
  'GET /boards/:board_uuid/live': () => ({}),

  'POST /trail/add_course/:course_uuid': () => ({}),
  'DELETE /trail/remove_course/:course_uuid': () => ({}),
  'POST /trail/add_activity/:activity_uuid': () => ({}),
  'DELETE /trail/remove_activity/:activity_uuid': () => ({}),
  'GET /trail/org/:org_id/trail': () => ({}),
  'POST /admin/:org_slug/enrollments/bulk': (w) => ({
    json: { course_uuid: w.params.course_uuid, user_ids: [w.learner.user.id] },
  }),
  'POST /admin/:org_slug/enrollments/:user_id/:course_uuid': () => ({}),
  'DELETE /admin/:org_slug/enrollments/:user_id/:course_uuid': () => ({}),
  'POST /admin/:org_slug/progress/:user_id/activities/:activity_uuid/complete': () => ({}),
  'DELETE /admin/:org_slug/progress/:user_id/activities/:activity_uuid/complete': () => ({}),
  'GET /admin/:org_slug/progress/:user_id/:course_uuid': () => ({}),

  'POST /usergroups/': (w) => ({ json: { name: `G ${uniq()}`, org_id: w.b.org.id } }),
  'GET /usergroups/org/:org_id': () => ({}),
  'GET /usergroups/:usergroup_id': () => ({}),
  'PUT /usergroups/:usergroup_id': () => ({ json: { name: `G ${uniq()}` } }),
  'DELETE /usergroups/:usergroup_id': () => ({}),
  'POST /usergroups/:usergroup_id/add_users': (w) => ({ query: { user_ids: String(w.learner.user.id) } }),
  'DELETE /usergroups/:usergroup_id/remove_users': (w) => ({
    query: { user_ids: String(w.learner.user.id) },
  }),
  'GET /usergroups/:usergroup_id/users': () => ({}),
  'POST /usergroups/:usergroup_id/add_resources': (w) => ({
    query: { resource_uuids: w.params.activity_uuid! },
  }),
  'DELETE /usergroups/:usergroup_id/remove_resources': (w) => ({
    query: { resource_uuids: w.params.activity_uuid! },
  }),
  'GET /usergroups/:usergroup_id/resources': () => ({}),
  'GET /usergroups/resource/:resource_uuid': () => ({}),

  'POST /collections': (w) => ({
    json: { org_id: w.b.org.id, name: 'Escape', public: true, courses: [w.p.course.id] },
  }),
  'GET /collections/org/:org_id/page/:page/limit/:limit': () => ({}),
  'GET /collections/:collection_uuid': () => ({}),
  'PUT /collections/:collection_uuid': () => ({ json: { name: 'Renamed' } }),
  'DELETE /collections/:collection_uuid': () => ({}),
  'POST /communities/': (w) => ({ query: { org_id: String(w.b.org.id) }, json: { name: `C ${uniq()}` } }),
  'GET /communities/org/:org_id': () => ({}),
  'GET /communities/course/:course_uuid': () => ({}),
  'GET /communities/:community_uuid': () => ({}),
  'PUT /communities/:community_uuid': () => ({ json: { name: `C ${uniq()}` } }),
  'DELETE /communities/:community_uuid': () => ({}),
  'POST /communities/:community_uuid/discussions': () => ({ json: { title: 'T', content: 'C' } }),
  'GET /communities/:community_uuid/discussions': () => ({}),
  'GET /discussions/:discussion_uuid': () => ({}),
  'PUT /discussions/:discussion_uuid': () => ({ json: { title: 'T2' } }),
  'DELETE /discussions/:discussion_uuid': () => ({}),
  'PUT /discussions/:discussion_uuid/pin': () => ({ json: { is_pinned: true } }),
  'PUT /discussions/:discussion_uuid/lock': () => ({ json: { is_locked: true } }),
  'POST /discussions/:discussion_uuid/vote': () => ({}),
  'DELETE /discussions/:discussion_uuid/vote': () => ({}),
  'POST /discussions/:discussion_uuid/comments': () => ({ json: { content: 'C' } }),
  'GET /discussions/:discussion_uuid/comments': () => ({}),
  'PUT /comments/:comment_uuid': () => ({ json: { content: 'C2' } }),
  'DELETE /comments/:comment_uuid': () => ({}),
  'POST /comments/:comment_uuid/vote': () => ({}),
  'DELETE /comments/:comment_uuid/vote': () => ({}),

  'POST /podcasts/': (w) => ({
    query: { org_id: String(w.b.org.id) },
    form: { fields: { name: 'Escape', public: 'true' }, files: [png('thumbnail')] },
  }),
  'GET /podcasts/org_slug/:slug/page/:page/limit/:limit': () => ({}),
  'GET /podcasts/:podcast_uuid': () => ({}),
  'PUT /podcasts/:podcast_uuid': (w) => ({ ...shownPodcast(w), json: { name: 'Renamed' } }),
  'DELETE /podcasts/:podcast_uuid': (w) => shownPodcast(w),
  'GET /podcasts/:podcast_uuid/thumbnail': () => ({}),
  // Only public, published podcasts have a feed: the hidden one answers 404 to anyone.
  'GET /podcasts/:podcast_uuid/feed.xml': () => ({}),
  'POST /podcasts/:podcast_uuid/episodes': (w) => ({
    ...shownPodcast(w),
    form: { fields: { title: 'Escape', published: 'true' }, files: [audioPart()] },
  }),
  'GET /podcasts/:podcast_uuid/episodes': () => ({}),
  'PUT /podcasts/:podcast_uuid/episodes/order': (w) => ({
    ...shownPodcast(w),
    json: { episode_uuids: [w.params.shown_episode_uuid!] },
  }),
  'GET /podcasts/episodes/:episode_uuid': () => ({}),
  'PUT /podcasts/episodes/:episode_uuid': (w) => ({ ...shownPodcast(w), json: { title: 'Renamed' } }),
  'DELETE /podcasts/episodes/:episode_uuid': (w) => shownPodcast(w),
  'GET /podcasts/episodes/:episode_uuid/audio': () => ({}),
  'PUT /podcasts/episodes/:episode_uuid/audio': (w) => ({
    ...shownPodcast(w),
    form: { fields: {}, files: [audioPart()] },
  }),
  'GET /podcasts/episodes/:episode_uuid/thumbnail': () => ({}),

  'POST /playgrounds/': (w) => ({ query: { org_id: String(w.b.org.id) }, json: { name: 'Escape' } }),
  'GET /playgrounds/org/:org_id': () => ({}),
  'GET /playgrounds/:playground_uuid': () => ({}),
  'PUT /playgrounds/:playground_uuid': () => ({ json: { name: 'Renamed' } }),
  'DELETE /playgrounds/:playground_uuid': () => ({}),
  'GET /playgrounds/:playground_uuid/view': () => ({}),
  'POST /playgrounds/:playground_uuid/reactions': () => ({ json: { emoji: '👍' } }),
  'GET /playgrounds/:playground_uuid/reactions': () => ({}),
  'POST /playgrounds/:playground_uuid/generate': () => ({ json: { prompt: 'A page' } }),

  'POST /scorm/:activity_uuid/runtime/initialize': scormActivity,
  'POST /scorm/:activity_uuid/runtime/commit': (w) => ({
    ...scormActivity(w),
    json: { 'cmi.core.lesson_status': 'completed' },
  }),
  'POST /scorm/:activity_uuid/runtime/terminate': (w) => ({ ...scormActivity(w), json: {} }),
  'GET /scorm/:activity_uuid/results': scormActivity,
};

/** B's SCORM activity (1.2), in the unpublished members-only course. */
function scormActivity(w: World): Request {
  return { params: { activity_uuid: w.params.scorm_activity_uuid! } };
}

/**
 * A change to a podcast the caller may not even see answers 404, as if it did not exist; changes therefore
 * aim at B's public, published podcast and its episode, which anyone sees, so only the organization check
 * stands in their way.
 */
function shownPodcast(w: World): Request {
  return {
    params: { podcast_uuid: w.params.shown_podcast_uuid!, episode_uuid: w.params.shown_episode_uuid! },
  };
}

function webhookRoutes(base: string): Record<string, (w: World) => Request> {
  return {
    [`GET ${base}/events`]: () => ({}),
    [`POST ${base}`]: () => ({ json: { url: 'https://public.example/escape', events: ['ping'] } }),
    [`GET ${base}`]: () => ({}),
    [`GET ${base}/:webhook_uuid`]: () => ({}),
    [`PUT ${base}/:webhook_uuid`]: () => ({ json: { is_active: false } }),
    [`DELETE ${base}/:webhook_uuid`]: () => ({}),
    [`POST ${base}/:webhook_uuid/regenerate-secret`]: () => ({}),
    [`POST ${base}/:webhook_uuid/test`]: () => ({}),
    [`GET ${base}/:webhook_uuid/deliveries`]: () => ({}),
    [`POST ${base}/:webhook_uuid/deliveries/:delivery_id/redeliver`]: () => ({}),
  };
}

describe('a swapped session stays inside the API token’s organization, on every route', () => {
  let t: TestApp;
  let w: World;
  let swapped: string;

  before(async () => {
    t = await buildWebhookTestApp();
    const b = await createOrg(t);
    const a = await createOrg(t);
    const person = b.admin;
    // The admin of B is also a learner in A, where the token lives.
    await t.services.db
      .transaction()
      .execute((trx) =>
        t.services.invites.join(trx, a.org.id, person.user.id, { role: 'learner', method: 'email' }),
      );
    const learner = await addMember(t, b.org.id, 'learner');
    // Unpublished and members-only, so that any read that gets through is a leak.
    const p = await place(t, { o: b, public: false, published: false });
    const other = await place(t, { o: b, public: false, published: false });
    const page = await createPageActivity(t, p);
    const shell = await createActivity(t, person.jwt, {
      name: 'Shell',
      chapter_id: p.chapter.id,
      activity_type: 'TYPE_ASSIGNMENT',
      activity_sub_type: 'SUBTYPE_ASSIGNMENT_ANY',
    });
    const { shell: assignmentShell, assignment } = await buildAssignment(t, {
      p,
      fields: { title: 'Homework', description: 'Tasks', grading_type: 'NUMERIC', published: true },
    });
    const task = await addTask(t, p.o.admin.jwt, assignment, SHORT_ANSWER);
    const fileTask = await addTask(t, p.o.admin.jwt, assignment, FILE_SUBMISSION);
    const block = await createImageBlock(t, person.jwt, page.activity_uuid);
    // A content change keeps the previous content as version 1.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${API}/activities/${page.activity_uuid}`,
      headers: bearer(person.jwt),
      payload: { content: { type: 'doc', content: [{ type: 'paragraph' }] } },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    const group = await createGroup(t, b);
    const certification = await createCertification(t, person.jwt, p.course);
    const collection = await createCollection(t, b, [p.course], { public: false });
    const board = await createBoard(t, person.jwt, b.org.id);
    const endpoint = await createEndpoint(t, b, 'https://public.example/hook');
    const tokenOfB = await createApiToken(t, b, ALL_RIGHTS);
    const invite = await t.app.inject({
      method: 'POST',
      url: `${API}/orgs/${b.org.id}/invites`,
      headers: bearer(person.jwt),
      payload: { emails: [] },
    });
    assert.equal(invite.statusCode, 200, invite.body);
    const update = await t.app.inject({
      method: 'POST',
      url: `${API}/courses/${p.course.course_uuid}/updates`,
      headers: bearer(person.jwt),
      payload: { title: 'News', content: 'Text' },
    });
    assert.equal(update.statusCode, 200, update.body);
    // A private community of the course, with a discussion and a comment.
    const community = await t.app.inject({
      method: 'POST',
      url: `${API}/communities/?org_id=${b.org.id}`,
      headers: bearer(person.jwt),
      payload: { name: 'Class', public: false, course_uuid: p.course.course_uuid },
    });
    assert.equal(community.statusCode, 200, community.body);
    const communityUuid = community.json<{ community_uuid: string }>().community_uuid;
    const discussion = await t.app.inject({
      method: 'POST',
      url: `${API}/communities/${communityUuid}/discussions`,
      headers: bearer(person.jwt),
      payload: { title: 'T', content: 'C' },
    });
    assert.equal(discussion.statusCode, 200, discussion.body);
    const discussionUuid = discussion.json<{ discussion_uuid: string }>().discussion_uuid;
    const comment = await t.app.inject({
      method: 'POST',
      url: `${API}/discussions/${discussionUuid}/comments`,
      headers: bearer(person.jwt),
      payload: { content: 'C' },
    });
    assert.equal(comment.statusCode, 200, comment.body);
    // A members-only, unpublished podcast with a thumbnail, and an episode with its audio and thumbnail; and
    // a public, published one with a published episode, for the changes (see `shownPodcast`).
    const podcast = await createPodcast(t, person.jwt, b.org.id, {
      public: false,
      published: false,
      files: [png('thumbnail')],
    });
    const episode = await postEpisode(t, person.jwt, podcast.podcast_uuid, { title: 'Episode' }, [
      audioPart(),
      png('thumbnail'),
    ]);
    assert.equal(episode.statusCode, 200, episode.body);
    const shownPodcast = await createPodcast(t, person.jwt, b.org.id);
    const shownEpisode = await createEpisode(t, person.jwt, shownPodcast.podcast_uuid);
    // Unpublished and restricted to a user group: only B's editors may read it.
    const playground = await createPlayground(t, b, {
      body: { access_type: 'restricted', html_content: '<!doctype html><p>Private</p>' },
    });
    const scorm = await createScormActivity(t, p);
    const { token } = await createApiToken(t, a, ALL_RIGHTS);
    swapped = await swapToken(t, a.org.slug, token, person.user.id);
    w = {
      a,
      b,
      p,
      person,
      learner,
      params: {
        org_id: String(b.org.id),
        org_slug: b.org.slug,
        slug: b.org.slug,
        user_id: String(learner.user.id),
        invite_code_uuid: invite.json<{ invite_code_uuid: string }>().invite_code_uuid,
        invite_code: invite.json<{ invite_code: string }>().invite_code,
        token_uuid: tokenOfB.token_uuid,
        webhook_uuid: endpoint.webhook_uuid,
        delivery_id: `dlv_${'0'.repeat(32)}`,
        course_uuid: p.course.course_uuid,
        other_course_uuid: other.course.course_uuid,
        page: '1',
        limit: '10',
        chapter_id: String(p.chapter.id),
        courseupdate_uuid: update.json<{ courseupdate_uuid: string }>().courseupdate_uuid,
        activity_uuid: page.activity_uuid,
        assignment_activity_uuid: assignmentShell.activity_uuid,
        file_task_uuid: fileTask.assignment_task_uuid,
        shell_id: String(shell.id),
        version_number: '1',
        block_uuid: block.block_uuid,
        assignment_uuid: assignment.assignment_uuid,
        assignment_task_uuid: task.assignment_task_uuid,
        file_uuid: `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.pdf`,
        certification_uuid: certification.certification_uuid,
        board_uuid: board.board_uuid,
        usergroup_id: String(group.id),
        resource_uuid: page.activity_uuid,
        collection_uuid: collection.collection_uuid,
        community_uuid: communityUuid,
        discussion_uuid: discussionUuid,
        comment_uuid: comment.json<{ comment_uuid: string }>().comment_uuid,
        podcast_uuid: podcast.podcast_uuid,
        episode_uuid: episode.json<Episode>().episode_uuid,
        shown_podcast_uuid: shownPodcast.podcast_uuid,
        shown_episode_uuid: shownEpisode.episode_uuid,
        playground_uuid: playground.playground_uuid,
        scorm_activity_uuid: scorm.activity_uuid,
      },
    };
  });
  after(() => t?.close());

  function send(
    method: string,
    url: string,
    request: Request,
    auth?: string,
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = auth === undefined ? {} : bearer(auth);
    let payload: string | Buffer | undefined;
    if (request.form !== undefined) {
      const body = multipartBody(request.form.fields, request.form.files ?? []);
      Object.assign(headers, body.headers);
      payload = body.payload;
    } else if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(request.json);
    } else if (request.binary !== undefined) {
      headers['content-type'] = 'application/octet-stream';
      payload = request.binary;
    }
    const query = request.query === undefined ? '' : `?${new URLSearchParams(request.query).toString()}`;
    return t.app.inject({
      method: method as 'GET',
      url: `${url}${query}`,
      headers,
      ...(payload !== undefined && { payload }),
    });
  }

  it('has an entry for every registered route', () => {
    const routes = t.routes
      .filter((r) => r.url.startsWith(API))
      .map((r) => `${r.method} ${r.url.slice(API.length)}`);
    const missing = routes.filter((key) => !(key in REQUESTS));
    assert.deepEqual(missing, [], 'routes without an entry: add one to REQUESTS');
    const stale = Object.keys(REQUESTS).filter((key) => !routes.includes(key));
    assert.deepEqual(stale, [], 'entries for routes that no longer exist');
  });

  it('refuses, or answers as to anyone, every request aimed at another organization', async () => {
    const failures: string[] = [];
    for (const route of t.routes) {
      if (!route.url.startsWith(API)) continue;
      const key = `${route.method} ${route.url.slice(API.length)}`;
      const build = REQUESTS[key];
      if (build === undefined || build === null) continue;
      const request = build(w);
      const url = route.url.replace(/:([a-z_]+)/g, (_m, name: string) => {
        const value = request.params?.[name] ?? w.params[name];
        if (value === undefined) throw new Error(`no value for :${name} in ${key}`);
        return encodeURIComponent(value);
      });
      const response = await send(route.method, url, request, swapped);
      const code = String(response.headers['content-type']).includes('json')
        ? response.json<{ code?: string }>().code
        : undefined;
      if (response.statusCode === 403 && code !== undefined && CONFINED.has(code)) continue;
      if (request.refusal !== undefined && response.statusCode === 403 && code === request.refusal.code)
        continue;
      if (key === 'GET /users/me' && response.statusCode === 200) {
        const orgs = response.json<{ orgs: { org_id: number }[] }>().orgs.map((o) => o.org_id);
        if (orgs.length === 1 && orgs[0] === w.a.org.id) continue;
      }
      // Otherwise the session must have been treated as nobody in particular.
      const anonymous = await send(route.method, url, build(w));
      if (response.statusCode === anonymous.statusCode && response.statusCode !== 401) continue;
      failures.push(
        `${key} → ${response.statusCode} ${response.body.slice(0, 160)} (anonymous: ${anonymous.statusCode})`,
      );
    }
    assert.deepEqual(failures, []);
  });
});

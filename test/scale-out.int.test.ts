/**
 * Scale-out on PostgreSQL [issue 7]: two API processes and two delivery workers on one database behave as one
 * service. A write through either API is read at once through the other (also after the other has served the
 * same data, so a per-process cache would show); concurrent writes to one learner's enrolment or course
 * through both APIs have one outcome; every webhook delivery caused through both APIs arrives, shared by both
 * workers; login lockout and the rate limits are counted across processes.
 *
 * Everything is set up through HTTP from an empty database; the database is read directly only for what the
 * API does not show (outbox rows, enrolment and completion rows, the first boot).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Database } from '../src/db.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import { startHttpsReceiver, type HttpsReceiver } from './https-receiver.ts';
import { killAll, sleep } from './lms-process.ts';
import {
  ADMIN,
  call,
  deliveredBy,
  ok,
  startCluster,
  type Api,
  type Cluster,
  type Reply,
} from './scale-out-cluster.ts';
import {
  CUSTOM,
  ScaleOut,
  type Activity,
  type Chapter,
  type Endpoint,
  type Learner,
  type Org,
  type Run,
  type Tree,
} from './scale-out-fixtures.ts';
import { createTestDatabase, testDialect, type TestDatabase } from './test-database.ts';
import { envelopeOf, hasValidSignature } from './webhook-helpers.ts';

const TIMEOUT = { timeout: 60_000 };

after(killAll);

const byNumber = (x: number, y: number) => x - y;

/** Statuses in ascending order, for comparing racing requests whatever finished first. */
function statuses(replies: Reply[]): number[] {
  return replies.map((r) => r.status).sort(byNumber);
}

function summaries(replies: Reply[]): string {
  return replies.map((r) => r.summary).join('\n');
}

function countBy(replies: Reply[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const reply of replies) counts[reply.status] = (counts[reply.status] ?? 0) + 1;
  return counts;
}

describe(
  'two API processes and two workers on one PostgreSQL database',
  { skip: testDialect() !== 'postgres' && 'scale-out needs PostgreSQL: SQLite is one writer process' },
  () => {
    let testDb: TestDatabase;
    let handle: ReturnType<typeof openDatabase<Database>>;
    let cluster: Cluster;
    let receiver: HttpsReceiver;
    let s: ScaleOut;
    let A: Api;
    let B: Api;
    let admin: string;
    let school: Org;
    let schoolHook: Endpoint;

    before(async () => {
      receiver = await startHttpsReceiver();
      testDb = await createTestDatabase();
      if (testDb.database.kind !== 'postgres') throw new Error('LMS_TEST_DB=postgres expected');
      cluster = await startCluster(testDb.database.url);
      [A, B] = cluster.apis;
      handle = openDatabase<Database>(testDb.database);
      const session = await ok<{ tokens: { access_token: string } }>(A, 'POST', '/auth/login', {
        form: { username: ADMIN.email, password: ADMIN.password },
        ip: '192.0.2.1',
      });
      admin = session.tokens.access_token;
      s = new ScaleOut(A, B, admin, receiver, handle.db);
      school = await s.createOrg(B, 'school');
      schoolHook = await s.createEndpoint(A, school, [
        'course_enrolled',
        'course_completed',
        'assignment_submitted',
      ]);
    });
    after(async () => {
      await cluster?.stop();
      await receiver?.close();
      await handle?.close();
      await testDb?.drop();
    });

    it(
      'starts together on an empty database: one first boot, both APIs and both workers up',
      TIMEOUT,
      async () => {
        const [fromA, fromB] = await Promise.all(
          [A, B].map((api) => ok<{ id: number }>(api, 'GET', '/orgs/slug/default')),
        );
        assert.equal(fromA!.id, fromB!.id);
        const defaults = await handle.db
          .selectFrom('organizations')
          .select('id')
          .where('slug', '=', 'default')
          .execute();
        assert.equal(defaults.length, 1, 'first boot created one default organization');
        for (const worker of cluster.workers) {
          assert.equal(worker.child.exitCode, null, `a worker exited at start:\n${worker.stderr}`);
        }
        // Each API queues a ping; the workers deliver both.
        const pinged = await Promise.all(
          [A, B].map((api) =>
            ok<{ delivery_id: string }>(
              api,
              'POST',
              `/orgs/${school.id}/webhooks/${schoolHook.webhook_uuid}/test`,
              {
                token: admin,
              },
            ),
          ),
        );
        await s.arrived(
          schoolHook.path,
          pinged.map((p) => p.delivery_id),
          15_000,
        );
      },
    );

    it('content written through one API is read at once through the other', TIMEOUT, async () => {
      const listUrl = `/courses/org_slug/${school.slug}/page/1/limit/50`;
      type List = { items: { course_uuid: string }[]; total: number };
      const listed = await ok<List>(B, 'GET', listUrl, { token: admin });
      const course = await s.createCourse(A, school, 'Scale course');
      assert.deepEqual(await ok(B, 'GET', `/courses/${course.course_uuid}`, { token: admin }), course);
      const list = await ok<List>(B, 'GET', listUrl, { token: admin });
      assert.equal(list.total, listed.total + 1, 'B counts the course A created');
      assert.ok(
        list.items.some((c) => c.course_uuid === course.course_uuid),
        'B lists the course A created',
      );

      const chapter = await ok<Chapter>(B, 'POST', '/chapters/', {
        token: admin,
        json: { name: 'Week 1', course_id: course.id, org_id: school.id },
      });
      assert.equal((await ok<Chapter>(A, 'GET', `/chapters/${chapter.id}`, { token: admin })).name, 'Week 1');
      const activity = await ok<Activity>(A, 'POST', '/activities/', {
        token: admin,
        json: { ...CUSTOM, name: 'Read this', chapter_id: chapter.id, content: { text: 'v1' } },
      });
      assert.deepEqual(
        await ok(B, 'GET', `/activities/${activity.activity_uuid}`, { token: admin }),
        activity,
      );

      // Both APIs have served the tree now; each change through one shows at once through the other.
      const shape = async (api: Api) => {
        const tree = await ok<Tree>(
          api,
          'GET',
          `/courses/${course.course_uuid}/meta?with_unpublished_activities=true`,
          {
            token: admin,
          },
        );
        return [
          tree.name,
          tree.published,
          tree.chapters.map((c) => [c.name, c.activities.map((a) => a.name)]),
        ];
      };
      assert.deepEqual(await shape(A), await shape(B));
      await ok(B, 'PUT', `/courses/${course.course_uuid}`, {
        token: admin,
        json: { name: 'Renamed', published: true },
      });
      assert.deepEqual(await shape(A), ['Renamed', true, [['Week 1', ['Read this']]]]);
      await ok(A, 'PUT', `/chapters/${chapter.id}`, { token: admin, json: { name: 'Week one' } });
      await ok(A, 'POST', '/activities/', {
        token: admin,
        json: { ...CUSTOM, name: 'Then this', chapter_id: chapter.id },
      });
      assert.deepEqual(await shape(B), ['Renamed', true, [['Week one', ['Read this', 'Then this']]]]);
      await ok(B, 'PUT', `/activities/${activity.activity_uuid}`, {
        token: admin,
        json: { content: { text: 'v2' } },
      });
      const read = await ok<Activity>(A, 'GET', `/activities/${activity.activity_uuid}`, { token: admin });
      assert.deepEqual(read.content, { text: 'v2' });
    });

    it(
      'enrolment and progress written through one API are read at once through the other',
      TIMEOUT,
      async () => {
        const { course, activities } = await s.takeableCourse(school, 3);
        const [learner] = await s.provision(school, 1);
        const jwt = await s.sessionOf(B, school, learner!);
        const trailRun = async (api: Api) =>
          (await ok<{ runs: Run[] }>(api, 'GET', `/trail/org/${school.id}/trail`, { token: jwt })).runs.find(
            (r) => r.course.course_uuid === course.course_uuid,
          );
        const adminRun = (api: Api) =>
          ok<Run>(api, 'GET', `/admin/${school.slug}/progress/${learner!.id}/${course.course_uuid}`, {
            token: admin,
          });
        const completeUrl = (a: Activity) =>
          `/admin/${school.slug}/progress/${learner!.id}/activities/${a.activity_uuid}/complete`;

        assert.equal(await trailRun(B), undefined);
        await ok(A, 'POST', `/trail/add_course/${course.course_uuid}`, { token: jwt });
        assert.equal((await trailRun(B))?.activities_done, 0);
        assert.equal((await adminRun(A)).activities_done, 0);
        await ok(B, 'POST', `/trail/add_activity/${activities[0]!.activity_uuid}`, { token: jwt });
        assert.equal((await adminRun(A)).activities_done, 1);
        await ok(A, 'POST', completeUrl(activities[1]!), { token: admin });
        assert.equal((await trailRun(B))?.activities_done, 2);
        await ok(B, 'POST', completeUrl(activities[2]!), { token: admin });
        const run = await trailRun(A);
        assert.deepEqual([run?.activities_done, run?.completed, run?.status], [3, true, 'completed']);
      },
    );

    it(
      'an assignment answered through B and submitted through A is read at once through both',
      TIMEOUT,
      async () => {
        const { course, chapter } = await s.takeableCourse(school, 1);
        const shell = await ok<Activity>(A, 'POST', '/activities/', {
          token: admin,
          json: {
            activity_type: 'TYPE_ASSIGNMENT',
            activity_sub_type: 'SUBTYPE_ASSIGNMENT_ANY',
            name: 'Homework',
            chapter_id: chapter.id,
            content: {},
            published: true,
          },
        });
        const assignment = await ok<{ assignment_uuid: string }>(B, 'POST', '/assignments/', {
          token: admin,
          json: {
            title: 'Homework',
            description: 'Answer',
            grading_type: 'NUMERIC',
            published: true,
            org_id: school.id,
            course_id: course.id,
            chapter_id: chapter.id,
            activity_id: shell.id,
          },
        });
        const url = `/assignments/${assignment.assignment_uuid}`;
        const task = await ok<{ assignment_task_uuid: string }>(A, 'POST', `${url}/tasks`, {
          token: admin,
          json: {
            title: 'Sky',
            description: 'Name a colour of the sky',
            hint: '',
            assignment_type: 'SHORT_ANSWER',
            contents: { prompt: 'Name a colour of the sky', correct_answers: ['blue'], match_mode: 'exact' },
          },
        });
        const [learner] = await s.provision(school, 1);
        const jwt = await s.sessionOf(A, school, learner!);
        await ok(B, 'POST', `/admin/${school.slug}/enrollments/${learner!.id}/${course.course_uuid}`, {
          token: admin,
        });

        const answerUrl = `${url}/tasks/${task.assignment_task_uuid}/submissions`;
        await ok(B, 'PUT', answerUrl, { token: jwt, json: { task_submission: { answer: 'blue' } } });
        const mine = await ok<{ task_submission: unknown }>(
          A,
          'GET',
          `${url}/submissions/me/tasks/${task.assignment_task_uuid}`,
          { token: jwt },
        );
        assert.deepEqual(mine.task_submission, { answer: 'blue' });
        await ok(A, 'POST', `${url}/submissions`, { token: jwt });
        type Submission = {
          status: string;
          submitted_at: string | null;
          tasks: { task_submission: unknown }[];
        };
        for (const read of [
          await ok<Submission>(B, 'GET', `${url}/submissions/me`, { token: jwt }),
          await ok<Submission>(B, 'GET', `${url}/submissions/${learner!.id}`, { token: admin }),
        ]) {
          assert.notEqual(read.status, 'PENDING', JSON.stringify(read));
          assert.notEqual(read.submitted_at, null);
          assert.deepEqual(
            read.tasks.map((t) => t.task_submission),
            [{ answer: 'blue' }],
          );
        }
        const again = await call(B, 'POST', `${url}/submissions`, { token: jwt });
        assert.equal(again.status, 400, `B refuses a second submit: ${again.summary}`);
        const submitted = await s.outbox(schoolHook, 'assignment_submitted');
        assert.equal(submitted.filter((e) => e.data.user.user_uuid === learner!.user_uuid).length, 1);
      },
    );

    it('one learner enrolled through A and B at once: exactly one 200 and one 400', TIMEOUT, async () => {
      const { course } = await s.takeableCourse(school, 1);
      const learners = await s.provision(school, 12);
      // Eight through the admin path, four on their own through /trail; each pair races A against B.
      const jwts = await Promise.all(learners.slice(8).map((l) => s.sessionOf(A, school, l)));
      const pairs = await Promise.all([
        ...learners.slice(0, 8).map((l) =>
          Promise.all(
            [A, B].map((api) =>
              call(api, 'POST', `/admin/${school.slug}/enrollments/${l.id}/${course.course_uuid}`, {
                token: admin,
              }),
            ),
          ),
        ),
        ...jwts.map((jwt) =>
          Promise.all(
            [A, B].map((api) => call(api, 'POST', `/trail/add_course/${course.course_uuid}`, { token: jwt })),
          ),
        ),
      ]);
      for (const pair of pairs) {
        assert.deepEqual(statuses(pair), [200, 400], summaries(pair));
        assert.equal(pair.find((r) => r.status === 400)!.body.code, 'already_enrolled', summaries(pair));
      }
      const rows = await handle.db
        .selectFrom('course_enrollments')
        .select('user_id')
        .where('course_id', '=', course.id)
        .execute();
      assert.deepEqual(
        rows.map((r) => r.user_id).sort(byNumber),
        learners.map((l) => l.id).sort(byNumber),
        'one enrolment row per learner',
      );
      const enrolled = (await s.outbox(schoolHook, 'course_enrolled')).filter(
        (e) => e.data.course.course_uuid === course.course_uuid,
      );
      assert.deepEqual(
        enrolled.map((e) => e.data.user.user_uuid).sort(),
        learners.map((l) => l.user_uuid).sort(),
        'one course_enrolled per learner',
      );
    });

    it(
      'the last two steps done through A and B at once complete the course exactly once',
      TIMEOUT,
      async () => {
        const { course, activities } = await s.takeableCourse(school, 4);
        const learners = await s.provision(school, 16);
        const jwts = await Promise.all(learners.map((l) => s.sessionOf(B, school, l)));
        const complete = (api: Api, learner: Learner, step: number) =>
          call(
            api,
            'POST',
            `/admin/${school.slug}/progress/${learner.id}/activities/${activities[step]!.activity_uuid}/complete`,
            { token: admin },
          );
        await Promise.all(
          learners.map(async (l) => {
            for (const [step, api] of [A, B].entries()) {
              const reply = await complete(api, l, step);
              assert.equal(reply.status, 200, reply.summary);
            }
          }),
        );
        // Step 3 on the admin path through A, step 4 by the learner through B, at the same moment.
        const finals = await Promise.all(
          learners.map((l, i) =>
            Promise.all([
              complete(A, l, 2),
              call(B, 'POST', `/trail/add_activity/${activities[3]!.activity_uuid}`, { token: jwts[i] }),
            ]),
          ),
        );
        for (const pair of finals) assert.deepEqual(statuses(pair), [200, 200], summaries(pair));

        for (const [i, l] of learners.entries()) {
          const api = i % 2 === 0 ? A : B;
          const run = await ok<Run>(
            api,
            'GET',
            `/admin/${school.slug}/progress/${l.id}/${course.course_uuid}`,
            {
              token: admin,
            },
          );
          assert.deepEqual(
            [run.activities_done, run.completed],
            [4, true],
            `learner ${l.id} read through ${api.name}`,
          );
        }
        const completions = await handle.db
          .selectFrom('course_completions')
          .select('user_id')
          .where('course_id', '=', course.id)
          .execute();
        assert.deepEqual(
          completions.map((c) => c.user_id).sort(byNumber),
          learners.map((l) => l.id).sort(byNumber),
          'one completion row per learner',
        );
        const completed = (await s.outbox(schoolHook, 'course_completed')).filter(
          (e) => e.data.course.course_uuid === course.course_uuid,
        );
        assert.deepEqual(
          completed.map((e) => e.data.user.user_uuid).sort(),
          learners.map((l) => l.user_uuid).sort(),
          'one course_completed per learner',
        );
        await s.arrived(
          schoolHook.path,
          completed.map((e) => e.delivery_id),
        );
      },
    );

    it(
      'no delivery is lost: 300 enrolments through both APIs reach two endpoints through both workers',
      TIMEOUT,
      async (ctx) => {
        const org = await s.createOrg(A, 'fanout');
        const endpoints = [
          await s.createEndpoint(A, org, ['course_enrolled']),
          await s.createEndpoint(B, org, ['course_enrolled']),
        ];
        const course = await s.createCourse(B, org, 'Popular');
        const learners = await s.provision(org, 300);
        const started = Date.now();
        // Six bulk calls of 50 at once, three through each API.
        const bulks = await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            ok<{ results: { status: string }[] }>(
              i % 2 === 0 ? A : B,
              'POST',
              `/admin/${org.slug}/enrollments/bulk`,
              {
                token: org.token,
                json: {
                  course_uuid: course.course_uuid,
                  user_ids: learners.slice(i * 50, i * 50 + 50).map((l) => l.id),
                },
              },
            ),
          ),
        );
        const results = bulks.flatMap((b) => b.results.map((r) => r.status));
        assert.deepEqual([results.length, [...new Set(results)]], [300, ['enrolled']]);

        const everyLearner = learners.map((l) => l.user_uuid).sort();
        const expected: string[] = [];
        let requests = 0;
        let repeats = 0;
        for (const endpoint of endpoints) {
          const rows = await s.outbox(endpoint, 'course_enrolled');
          assert.deepEqual(
            rows.map((r) => r.data.user.user_uuid).sort(),
            everyLearner,
            `outbox of ${endpoint.path}`,
          );
          const ids = rows.map((r) => r.delivery_id);
          expected.push(...ids);
          const received = await s.arrived(endpoint.path, ids);
          requests += received.length;
          repeats += received.length - new Set(received).size;
          const bodies = receiver.requests.filter((r) => r.path === endpoint.path);
          for (const request of bodies) {
            assert.ok(
              await hasValidSignature(endpoint.secret, request),
              `signed with the secret of ${endpoint.path}`,
            );
          }
          const users = new Set(
            bodies.map((r) => envelopeOf<{ user: { user_uuid: string } }>(r).data.user.user_uuid),
          );
          assert.equal(users.size, 300, `${endpoint.path} heard of every learner`);
        }
        const elapsed = Date.now() - started;

        // Each worker logs what it delivered; the line follows the receipt by a moment.
        const expectedIds = new Set(expected);
        const shares = () =>
          cluster.workers.map((w) => deliveredBy(w).filter((id) => expectedIds.has(id)).length);
        const logged = () => shares().reduce((sum, n) => sum + n, 0);
        for (let waited = 0; waited < 5000 && logged() < requests; waited += 100) await sleep(100);
        const [first, second] = shares();
        assert.ok(first! > 0 && second! > 0, `both workers took a share: ${first} + ${second}`);
        const byWorkers = new Set(cluster.workers.flatMap((w) => deliveredBy(w)));
        assert.deepEqual(
          expected.filter((id) => !byWorkers.has(id)),
          [],
          'every delivery is logged as delivered by a worker',
        );
        ctx.diagnostic(
          `${expected.length} deliveries: ${requests} requests within ${elapsed} ms of the bulk calls, ` +
            `workers ${first} + ${second}, ${repeats} repeats (at-least-once)`,
        );
      },
    );

    it(
      '10 failed passwords spread over A and B lock the account on both, for the right password too',
      TIMEOUT,
      async () => {
        const [user] = await s.provision(school, 1, 'right-password-1');
        const attempt = (api: Api, password: string, i: number) =>
          call(api, 'POST', '/auth/login', {
            form: { username: user!.email, password },
            ip: `198.51.100.${i}`,
          });
        for (let i = 1; i <= 9; i++) {
          const reply = await attempt(i % 2 === 0 ? A : B, 'wrong-password', i);
          assert.equal(reply.status, 401, `failure ${i}: ${reply.summary}`);
        }
        const tenth = await attempt(A, 'wrong-password', 10);
        assert.equal(tenth.status, 423, `the tenth failure locks: ${tenth.summary}`);
        const afterwards = [
          { api: A, password: 'wrong-password' },
          { api: B, password: 'wrong-password' },
          { api: A, password: 'right-password-1' },
          { api: B, password: 'right-password-1' },
        ];
        for (const [i, { api, password }] of afterwards.entries()) {
          const reply = await attempt(api, password, 20 + i);
          assert.equal(reply.status, 423, `locked on ${api.name} (${password}): ${reply.summary}`);
          const retryAfter = Number(reply.headers.get('retry-after'));
          assert.ok(
            retryAfter > 840 && retryAfter <= 900,
            `Retry-After ${reply.headers.get('retry-after')} (15 min)`,
          );
        }
      },
    );

    it(
      '12 failed passwords at once through A and B: 9 refused, 3 locked, and the lock holds',
      TIMEOUT,
      async () => {
        const [user] = await s.provision(school, 1, 'right-password-1');
        const attempt = (api: Api, password: string, i: number) =>
          call(api, 'POST', '/auth/login', {
            form: { username: user!.email, password },
            ip: `198.51.101.${i}`,
          });
        const burst = await Promise.all(
          Array.from({ length: 12 }, (_, i) => attempt(i % 2 === 0 ? A : B, 'wrong', i)),
        );
        // Each failure is counted in one statement, so no failure is lost between the processes.
        assert.deepEqual(countBy(burst), { 401: 9, 423: 3 }, summaries(burst));
        for (const api of [A, B]) {
          const reply = await attempt(api, 'right-password-1', 50);
          assert.equal(reply.status, 423, reply.summary);
          assert.ok(Number(reply.headers.get('retry-after')) > 0, 'Retry-After on 423');
        }
      },
    );

    it('the per-IP login limit (30 per 5 minutes) is counted across A and B', TIMEOUT, async () => {
      // A new unknown email each time: unknown emails lock after ten failures like accounts do, and this test
      // is about the address's budget.
      let n = 0;
      const attempt = (api: Api, ip: string) =>
        call(api, 'POST', '/auth/login', {
          form: { username: `nobody-${n++}@scale.example`, password: 'whatever-1' },
          ip,
        });
      // 40 at once from one address, 20 through each API: per-process counting would let all 40 through.
      const burst = await Promise.all(
        Array.from({ length: 40 }, (_, i) => attempt(i % 2 === 0 ? A : B, '203.0.113.7')),
      );
      assert.deepEqual(countBy(burst), { 401: 30, 429: 10 }, summaries(burst));
      for (const api of [A, B]) {
        const blocked = await attempt(api, '203.0.113.7');
        assert.equal(blocked.status, 429, blocked.summary);
        assert.ok(Number(blocked.headers.get('retry-after')) > 0, 'Retry-After on 429');
        const other = await attempt(api, '203.0.113.8');
        assert.equal(other.status, 401, `another address is not limited: ${other.summary}`);
      }
    });

    it(
      'the webhook create limit (20 per hour per organization) is counted across A and B',
      TIMEOUT,
      async () => {
        const org = await s.createOrg(B, 'hooks');
        const create = (api: Api, i: number) =>
          call(api, 'POST', `/orgs/${org.id}/webhooks`, {
            token: admin,
            json: { url: receiver.url(`/limit-${i}`), events: ['ping'] },
          });
        const burst = await Promise.all(Array.from({ length: 26 }, (_, i) => create(i % 2 === 0 ? A : B, i)));
        assert.deepEqual(countBy(burst), { 200: 20, 429: 6 }, summaries(burst));
        for (const api of [A, B]) {
          const refused = await create(api, 100);
          assert.equal(refused.status, 429, refused.summary);
          assert.ok(Number(refused.headers.get('retry-after')) > 0, 'Retry-After on 429');
        }
        assert.equal(
          (await ok<unknown[]>(A, 'GET', `/orgs/${org.id}/webhooks`, { token: admin })).length,
          20,
        );
      },
    );
  },
);

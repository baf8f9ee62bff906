/**
 * No stale tree, ever, across processes (docs/architecture.md, "Cached trees and course lists"): random
 * changes of one course go through either of two API processes on one PostgreSQL database while both serve
 * its tree and its organization's course list to several kinds of reader; reads also race each change. After
 * each acknowledged change, every view through both APIs must equal what a third process with the cache
 * turned off (COURSE_CACHE_MB=0) builds fresh, and an ETag seen before the change must not earn a 304 when
 * the bytes moved.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { ALL_RIGHTS } from './factories.ts';
import { killAll, newInstance, startServer, type Instance } from './lms-process.ts';
import { call, type Api, type CallOptions } from './scale-out-cluster.ts';
import { testDialect } from './test-database.ts';

const ADMIN = { email: 'owner@cache.example', password: 'first-password-1' };
const LOCKS = ['public', 'authenticated', 'restricted'] as const;

/** `call` with If-None-Match when given an ETag. */
function send(api: Api, method: string, url: string, options: CallOptions & { etag?: string } = {}) {
  const { etag, ...rest } = options;
  return call(api, method, url, {
    ...rest,
    ...(etag !== undefined && { headers: { 'if-none-match': etag } }),
  });
}

async function ok<T>(api: Api, method: string, url: string, options: CallOptions = {}): Promise<T> {
  const reply = await call(api, method, url, options);
  assert.ok(reply.status < 300, reply.summary);
  return reply.body as T;
}

type Action =
  | { kind: 'renameCourse'; name: string }
  | { kind: 'addChapter'; lock: string }
  | { kind: 'editChapter'; pick: number; lock: string; name: string }
  | { kind: 'addActivity'; pick: number; published: boolean; lock: string }
  | { kind: 'editActivity'; pick: number; published: boolean; lock: string; text: string }
  | { kind: 'deleteActivity'; pick: number }
  | { kind: 'reorder'; seed: number }
  | { kind: 'link'; pick: number }
  | { kind: 'unlink'; pick: number };

const word = fc.string({ minLength: 1, maxLength: 8 });
const lock = fc.constantFrom(...LOCKS);
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('renameCourse' as const), name: word }),
  fc.record({ kind: fc.constant('addChapter' as const), lock }),
  fc.record({ kind: fc.constant('editChapter' as const), pick: fc.nat(), lock, name: word }),
  fc.record({ kind: fc.constant('addActivity' as const), pick: fc.nat(), published: fc.boolean(), lock }),
  fc.record({
    kind: fc.constant('editActivity' as const),
    pick: fc.nat(),
    published: fc.boolean(),
    lock,
    text: word,
  }),
  fc.record({ kind: fc.constant('deleteActivity' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('reorder' as const), seed: fc.nat() }),
  fc.record({ kind: fc.constant('link' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('unlink' as const), pick: fc.nat() }),
);

interface TreeShape {
  chapters: { id: number; chapter_uuid: string; activities: { id: number; activity_uuid: string }[] }[];
}

describe(
  'cached trees across two API processes on PostgreSQL',
  { skip: testDialect() !== 'postgres' && 'two API processes need PostgreSQL' },
  () => {
    let instance: Instance;
    let A: Api;
    let B: Api;
    let fresh: Api;
    let admin: string;
    let learner: string;
    let orgId: number;
    let groupId: number;
    let course: { id: number; course_uuid: string };

    before(async () => {
      instance = await newInstance({
        SECRET_KEY: 'course-cache-secret-key-that-is-long-enough-0123',
        LMS_ADMIN_EMAIL: ADMIN.email,
        LMS_ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
      });
      const start = async (name: string, extra = {}): Promise<Api> => ({
        name,
        ...(await startServer(instance, extra)),
      });
      A = await start('A');
      [B, fresh] = await Promise.all([start('B'), start('fresh', { COURSE_CACHE_MB: '0' })]);
      const session = await ok<{ tokens: { access_token: string } }>(A, 'POST', '/auth/login', {
        form: { username: ADMIN.email, password: ADMIN.password },
      });
      admin = session.tokens.access_token;
      orgId = (await ok<{ id: number }>(A, 'GET', '/orgs/slug/default')).id;
      const { token } = await ok<{ token: string }>(B, 'POST', `/orgs/${orgId}/api-tokens`, {
        token: admin,
        json: { name: 'cache', rights: ALL_RIGHTS },
      });
      const user = await ok<{ id: number }>(A, 'POST', '/admin/default/users', {
        token: admin,
        json: { email: 'learner@cache.example', username: 'cache_learner' },
      });
      learner = (
        await ok<{ access_token: string }>(B, 'POST', '/admin/default/auth/token', {
          token,
          json: { user_id: user.id },
        })
      ).access_token;
      groupId = (
        await ok<{ id: number }>(A, 'POST', '/usergroups/', {
          token: admin,
          json: { name: 'G', org_id: orgId },
        })
      ).id;
      await ok(B, 'POST', `/usergroups/${groupId}/add_users?user_ids=${user.id}`, { token: admin });
      course = await ok(A, 'POST', `/courses/?org_id=${orgId}`, {
        token: admin,
        multipart: { name: 'Cached', description: 'd', about: 'a', public: 'true' },
      });
      await ok(B, 'PUT', `/courses/${course.course_uuid}`, { token: admin, json: { published: true } });
      await ok(A, 'POST', '/chapters/', {
        token: admin,
        json: { name: 'First', course_id: course.id, org_id: orgId },
      });
    });
    after(async () => {
      await killAll();
      await instance?.close();
    });

    /** Every view, as each kind of reader asks for it. */
    const views = (): [string, string | undefined][] => [
      [`/courses/${course.course_uuid}/meta?with_unpublished_activities=true`, admin],
      [`/courses/${course.course_uuid}/meta?slim=true`, admin],
      [`/courses/${course.course_uuid}/meta`, learner],
      [`/courses/${course.course_uuid}/meta`, undefined],
      ['/courses/org_slug/default/page/1/limit/10', admin],
      ['/courses/org_slug/default/page/1/limit/10', undefined],
    ];

    /** The course's current tree, as its editor sees it (fresh). */
    const shape = () =>
      ok<TreeShape>(
        fresh,
        'GET',
        `/courses/${course.course_uuid}/meta?with_unpublished_activities=true&slim=true`,
        {
          token: admin,
        },
      );

    async function apply(server: Api, a: Action): Promise<void> {
      const tree = await shape();
      const chapters = tree.chapters;
      const activities = chapters.flatMap((c) => c.activities);
      const uuids = [
        course.course_uuid,
        ...chapters.map((c) => c.chapter_uuid),
        ...activities.map((x) => x.activity_uuid),
      ];
      const at = <T>(list: T[], pick: number) => list[pick % list.length];
      const o = { token: admin };
      switch (a.kind) {
        case 'renameCourse':
          return void (await ok(server, 'PUT', `/courses/${course.course_uuid}`, {
            ...o,
            json: { name: a.name },
          }));
        case 'addChapter':
          return void (await ok(server, 'POST', '/chapters/', {
            ...o,
            json: { name: 'C', course_id: course.id, org_id: orgId, lock_type: a.lock },
          }));
        case 'editChapter': {
          const chapter = at(chapters, a.pick);
          if (chapter === undefined) return;
          return void (await ok(server, 'PUT', `/chapters/${chapter.id}`, {
            ...o,
            json: { name: a.name, lock_type: a.lock },
          }));
        }
        case 'addActivity': {
          const chapter = at(chapters, a.pick);
          if (chapter === undefined) return;
          return void (await ok(server, 'POST', '/activities/', {
            ...o,
            json: {
              activity_type: 'TYPE_CUSTOM',
              activity_sub_type: 'SUBTYPE_CUSTOM',
              name: 'A',
              chapter_id: chapter.id,
              published: a.published,
              lock_type: a.lock,
              content: { text: 'new' },
            },
          }));
        }
        case 'editActivity': {
          const activity = at(activities, a.pick);
          if (activity === undefined) return;
          return void (await ok(server, 'PUT', `/activities/${activity.activity_uuid}`, {
            ...o,
            json: { published: a.published, lock_type: a.lock, content: { text: a.text } },
          }));
        }
        case 'deleteActivity': {
          const activity = at(activities, a.pick);
          if (activity === undefined) return;
          return void (await ok(server, 'DELETE', `/activities/${activity.activity_uuid}`, o));
        }
        case 'reorder': {
          const order = chapters.map((c) => ({
            chapter_id: c.id,
            activities_order_by_ids: c.activities.map((x) => ({ activity_id: x.id })),
          }));
          // Rotate the chapters and each chapter's activities by the seed.
          const rotate = <T>(list: T[]) => list.map((_, i) => list[(i + a.seed) % list.length]!);
          const json = {
            chapter_order_by_ids: rotate(order).map((c) => ({
              ...c,
              activities_order_by_ids: rotate(c.activities_order_by_ids),
            })),
          };
          return void (await ok(server, 'PUT', `/chapters/course/${course.course_uuid}/order`, {
            ...o,
            json,
          }));
        }
        case 'link':
        case 'unlink': {
          const uuid = at(uuids, a.pick)!;
          const path = a.kind === 'link' ? 'add_resources' : 'remove_resources';
          return void (await ok(
            server,
            a.kind === 'link' ? 'POST' : 'DELETE',
            `/usergroups/${groupId}/${path}?resource_uuids=${uuid}`,
            o,
          ));
        }
      }
    }

    it('serves no stale tree or list through either process', { timeout: 120_000 }, async () => {
      const seen = new Map<string, { etag: string; text: string }>();
      const check = async () => {
        for (const [url, token] of views()) {
          const truth = await send(fresh, 'GET', url, { token });
          for (const server of [A, B, A, B]) {
            const key = `${server.base} ${url} ${token ?? ''}`;
            const before = seen.get(key);
            const got = await send(server, 'GET', url, { token, ...(before && { etag: before.etag }) });
            if (got.status === 304) {
              assert.equal(before!.text, truth.text, `304 for a stale answer: ${url}`);
              continue;
            }
            assert.equal(got.status, truth.status, url);
            assert.equal(got.text, truth.text, `stale or foreign answer through ${server.name}: ${url}`);
            const etag = got.headers.get('etag');
            if (etag !== null) seen.set(key, { etag, text: got.text });
          }
        }
      };
      await check();
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(action, fc.boolean()), { minLength: 5, maxLength: 12 }),
          async (steps) => {
            for (const [a, throughA] of steps) {
              // Reads race the change (their answers may be either side of it); the checks after it may not.
              const racing = views().map(([url, token], i) =>
                send(i % 2 === 0 ? A : B, 'GET', url, { token }),
              );
              await Promise.all([apply(throughA ? A : B, a), ...racing]);
              await check();
            }
          },
        ),
        { numRuns: 4, endOnFailure: true },
      );
    });
  },
);

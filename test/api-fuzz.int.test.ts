/**
 * Every route of the OpenAPI document, fuzzed: path values (the seed's ids and uuids, another organization's,
 * malformed ones), query strings from the route's schema and beyond it, JSON bodies from the body schema and
 * awkward ones (deep nesting, huge strings, NUL, lone surrogates, `__proto__`, 1e308, -0, broken JSON), multipart
 * forms on the upload routes, credentials (anonymous, the admin's, instructor's and learner's JWTs, the admin's
 * cookie, a full-rights API token, a refresh-token cookie, broken ones) and several content types. Whatever is sent, no answer may be a
 * 5xx, a body said to be JSON must parse, every error must have the contract's shape [CONTRACT 2], and no body
 * may carry a stack trace or SQL.
 *
 * Bounded for CI: a fixed seed and FUZZ_RUNS requests per route, within FUZZ_BUDGET_MS for the whole test (the
 * time left is shared among the routes still to run). Locally:
 *   FUZZ_SEED=7 FUZZ_RUNS=200 FUZZ_BUDGET_MS=0 node --import tsx --test test/api-fuzz.int.test.ts
 * A budget of 0 means none; FUZZ_STATS=1 prints each route's statuses; FUZZ_ROUTE='PUT /api/v1/courses/'
 * runs only the routes whose `METHOD path` contains it. A failure lists each distinct bad answer of the route
 * with the exact request that got it and its number in the route's sequence (the same FUZZ_SEED replays the same
 * sequence). Nothing is shrunk: every request runs against a database the earlier ones changed, so a shrunk
 * request would prove little, and shrinking would spend the budget.
 *
 * Nothing is skipped: mutating and deleting routes run like the others. When a request has broken what later
 * routes rely on (deleted the course, logged the admin out, demoted someone, narrowed the token), the next
 * route gets a newly seeded organization rather than losing its coverage; a delete inside one route's runs
 * only leaves that route's later runs with a 404 to answer.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { pino } from 'pino';
import { buildTestApp } from './build-test-app.ts';
import {
  describeRequest,
  problemsWith,
  requestsFor,
  routesOf,
  unknownUploads,
  type OpenApiDocument,
} from './fuzz-requests.ts';
import { seedIntact, seedOrganization, seedWorld } from './fuzz-seed.ts';
import { testResolver } from './webhook-helpers.ts';

function intEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, got ${raw}`);
  return value;
}

const SEED = intEnv('FUZZ_SEED', 20260302);
const RUNS = intEnv('FUZZ_RUNS', 100);
/** For the whole test, building the app and the seed included (a few seconds on PostgreSQL). */
const BUDGET_MS = intEnv('FUZZ_BUDGET_MS', 45_000);
/** FUZZ_STATS=1 prints how often each route answered each status, to see what the requests reach. */
const STATS = process.env.FUZZ_STATS === '1';
/** Only the routes whose `METHOD path` contains this text, to replay one route's sequence. */
const ONLY = process.env.FUZZ_ROUTE ?? '';
/**
 * Even past the budget each route gets this long, so every route is tried at least once: fast-check counts
 * the time to generate the first request too, and on a loaded machine a large body (a task's per-type
 * contents) took more than 50 ms, which ended the property before its first request.
 */
const FLOOR_MS = 1_000;

/** FNV-1a: each route's own seed, so a route's requests do not depend on which routes ran before it. */
function routeSeed(route: string): number {
  let hash = 0x811c9dc5;
  for (const ch of `${SEED} ${route}`) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** The message of a logged error (a pino JSON line), or the line itself. */
function loggedMessage(line: string): string {
  try {
    const entry = JSON.parse(line) as { err?: { message?: string }; msg?: string };
    return entry.err?.message ?? entry.msg ?? line;
  } catch {
    return line;
  }
}

const cut = (text: string, n: number) =>
  text.length <= n ? text : `${text.slice(0, n)}… (${text.length} chars)`;

test('no route answers a fuzzed request with a 5xx or a malformed answer', async (t) => {
  const started = Date.now();
  // The server's error log, so a failure shows the stack the client must never see.
  const serverErrors: string[] = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => void serverErrors.push(line) });
  const app = await buildTestApp({ build: { logger, webhookNetwork: { resolve: testResolver() } } });
  t.after(() => app.close());

  let world = await seedWorld(app);
  const document = (
    await app.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
  ).json<OpenApiDocument>();
  const all = routesOf(document);
  assert.ok(all.length > 100, `only ${all.length} routes in the OpenAPI document`);
  assert.deepEqual(unknownUploads(all), [], 'upload routes of fuzz-requests.ts missing from the document');
  const routes = all.filter((route) => `${route.method} ${route.path}`.includes(ONLY));

  const deadline = started + (BUDGET_MS > 0 ? BUDGET_MS : Infinity);
  if (STATS) t.diagnostic(`app and seed: ${Date.now() - started} ms`);
  let changed = false;
  for (const [index, route] of routes.entries()) {
    const name = `${route.method} ${route.path}`;
    await t.test(name, async () => {
      // Only a request that changed something can have broken the seed: a route that got no 2xx to a
      // non-GET request leaves it as it was, and the check (some thirty reads) is skipped.
      if (changed) {
        const broken = await seedIntact(app, world.seed);
        if (broken !== undefined) {
          if (STATS) t.diagnostic(`seed rebuilt: ${broken}`);
          world = { ...world, seed: await seedOrganization(app, world.other) };
        }
        changed = false;
      }
      const share = (deadline - Date.now()) / (routes.length - index);
      const seed = routeSeed(name);
      // Every distinct problem of the route with the first request that showed it: one failure does not hide
      // the others (a route failing on malformed paths may also fail on some body).
      const failures = new Map<string, string>();
      const statuses = new Map<number, number>();
      let run = 0;
      await fc.assert(
        fc.asyncProperty(requestsFor(route, world.seed), async (request) => {
          serverErrors.length = 0;
          run += 1;
          const response = await app.app.inject({
            method: request.method,
            url: request.url,
            headers: request.headers,
            ...(request.payload !== undefined && { payload: request.payload }),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (!['GET', 'HEAD'].includes(request.method) && response.statusCode < 300) changed = true;
          const problems = problemsWith(response, request.method);
          if (problems.length === 0) return;
          // A 500's cause (the logged error's message) tells apart bugs that answer alike.
          const kind = `${response.statusCode} ${problems.join('; ')} ${serverErrors.map(loggedMessage).join(' ')}`;
          if (failures.has(kind)) return;
          const logged = serverErrors.map((line) => cut(line, 3000)).join('\n');
          failures.set(
            kind,
            [
              `${problems.join('; ')}`,
              `--- request ${run} of the route`,
              describeRequest(request),
              '--- response',
              `${response.statusCode} ${String(response.headers['content-type'] ?? '')}`,
              cut(response.body, 2000),
              ...(logged === '' ? [] : ['--- server log', logged]),
            ].join('\n'),
          );
        }),
        {
          seed,
          numRuns: RUNS,
          ...(Number.isFinite(share) && {
            interruptAfterTimeLimit: Math.max(FLOOR_MS, Math.floor(share)),
            markInterruptAsFailure: false,
          }),
        },
      );
      if (STATS) {
        const counts = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
        t.diagnostic(`${name}: ${counts.join(' ')}`);
      }
      if (failures.size > 0) {
        assert.fail(
          `${failures.size} kind(s) of bad answer (FUZZ_SEED=${SEED}, route seed ${seed}):\n\n` +
            [...failures.values()].join('\n\n'),
        );
      }
    });
  }
});

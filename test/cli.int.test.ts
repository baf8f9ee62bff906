/**
 * The `lms` command as operators run it: real processes on a free port, a fresh DATA_DIR each, on SQLite
 * or (LMS_TEST_DB=postgres) a fresh PostgreSQL database.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pino } from 'pino';
import { buildServices } from '../src/build-services.ts';
import { ensureFirstBoot } from '../src/bootstrap.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database } from '../src/db.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import type { Services } from '../src/services.ts';
import {
  START_TIMEOUT_MS,
  TEST_TIMEOUT,
  exitOf,
  killAll,
  lms,
  login,
  newInstance,
  request,
  run,
  sleep,
  startServer,
  stopServer,
  waitFor,
  type Instance,
  type Lms,
  type Member,
  type Server,
} from './lms-process.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

async function countRows(instance: Instance) {
  const handle = openDatabase<Database>(instance.testDb.database);
  try {
    const count = async (table: 'organizations' | 'users') =>
      Number(
        (
          await handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { organizations: await count('organizations'), users: await count('users') };
  } finally {
    await handle.close();
  }
}

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

after(killAll);

describe('lms serve: first boot, API tokens, restart, operator commands, shutdown', () => {
  const ADMIN_EMAIL = 'owner@school.example';
  const ADMIN_PASSWORD = 'first-password-1';
  const NEW_PASSWORD = 'second-password-2';
  let instance: Instance;
  let server: Server;
  let orgId: number;
  let orgUuid: string;
  let jwt: string;
  let secretKey: string;

  before(async () => {
    instance = await newInstance({ LMS_ADMIN_EMAIL: ADMIN_EMAIL, LMS_ADMIN_PASSWORD: ADMIN_PASSWORD });
  });
  after(() => instance?.close());

  it('answers GET /api/v1/health with 200 within a few seconds of starting', TEST_TIMEOUT, async () => {
    server = await startServer(instance);
    const health = await request(server, 'GET', '/health');
    assert.equal(health.status, 200);
    assert.deepEqual(health.body, { status: 'ok', database: 'ok', version: '0.1.0' });
  });

  it('creates organization "default" and the configured admin on first boot', TEST_TIMEOUT, async () => {
    const org = await request(server, 'GET', '/orgs/slug/default');
    assert.equal(org.status, 200);
    assert.equal(org.body.slug, 'default');
    assert.equal(org.body.plan, 'free');
    orgId = org.body.id;
    orgUuid = org.body.org_uuid;

    const session = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    assert.equal(session.status, 200);
    assert.equal(session.body.user.email, ADMIN_EMAIL);
    jwt = session.body.tokens.access_token;

    const members = await request(server, 'GET', `/orgs/${orgId}/users`, { token: jwt });
    assert.equal(members.status, 200);
    assert.deepEqual(
      (members.body.items as Member[]).map((m) => [m.user.email, m.role]),
      [[ADMIN_EMAIL, 'admin']],
    );
    assert.deepEqual(await countRows(instance), { organizations: 1, users: 1 });
    assert.equal(occurrences(server.proc.stdout, 'first boot: created organization'), 1);
    assert.doesNotMatch(server.proc.stdout, /generated password/);
    assert.doesNotMatch(server.proc.stdout, new RegExp(ADMIN_PASSWORD));
    secretKey = readFileSync(path.join(instance.env.DATA_DIR!, 'secret_key'), 'utf8');
  });

  it('lets the admin create an API token that holds only the rights it was given', TEST_TIMEOUT, async () => {
    const created = await request(server, 'POST', `/orgs/${orgId}/api-tokens`, {
      token: jwt,
      json: { name: 'directory sync', rights: { users: { action_read: true } } },
    });
    assert.equal(created.status, 200);
    const token: string = created.body.token;
    assert.match(token, /^svc_[A-Za-z0-9_-]{43}$/);

    const members = await request(server, 'GET', `/orgs/${orgId}/users`, { token });
    assert.equal(members.status, 200);
    assert.deepEqual(
      (members.body.items as Member[]).map((m) => m.user.email),
      [ADMIN_EMAIL],
    );

    const change = { json: { signup_mechanism: 'inviteOnly' } };
    const refused = await request(server, 'PUT', `/orgs/${orgId}/signup_mechanism`, { token, ...change });
    assert.equal(refused.status, 403);
    assert.equal(typeof refused.body.code, 'string');
    assert.equal((await request(server, 'GET', '/orgs/slug/default')).body.signup_mechanism, 'open');

    // The same change with the admin's session goes through: the 403 above is about the token's rights.
    const allowed = await request(server, 'PUT', `/orgs/${orgId}/signup_mechanism`, {
      token: jwt,
      ...change,
    });
    assert.equal(allowed.status, 200);
    assert.equal(allowed.body.signup_mechanism, 'inviteOnly');
  });

  it(
    'restarts on the same data without a second organization or admin, keeping the secret key',
    TEST_TIMEOUT,
    async () => {
      assert.deepEqual(await stopServer(server), { code: 0, signal: null });
      server = await startServer(instance);

      assert.doesNotMatch(server.proc.stdout, /first boot/);
      assert.match(server.proc.stdout, /using the key stored in/);
      assert.equal(readFileSync(path.join(instance.env.DATA_DIR!, 'secret_key'), 'utf8'), secretKey);
      assert.deepEqual(await countRows(instance), { organizations: 1, users: 1 });

      const org = await request(server, 'GET', '/orgs/slug/default');
      assert.equal(org.status, 200);
      assert.equal(org.body.id, orgId);
      assert.equal(org.body.org_uuid, orgUuid);

      const me = await request(server, 'GET', '/users/me', { token: jwt });
      assert.equal(me.status, 200, 'a JWT issued before the restart still works');
      assert.equal(me.body.email, ADMIN_EMAIL);
    },
  );

  it('`org set-plan default pro` sets the plan', TEST_TIMEOUT, async () => {
    const result = await run(['org', 'set-plan', 'default', 'pro'], instance.env);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /default is now on the pro plan/);
    const org = await request(server, 'GET', '/orgs/slug/default');
    assert.equal(org.body.plan, 'pro');
  });

  it('`org set-plan default gold` fails, naming the plan and the valid ones', TEST_TIMEOUT, async () => {
    const result = await run(['org', 'set-plan', 'default', 'gold'], instance.env);
    assert.equal(result.code, 2);
    assert.match(result.stderr, /unknown plan "gold"; the plans are free, standard, pro, enterprise/);
    assert.equal(result.stdout, '');
    assert.equal((await request(server, 'GET', '/orgs/slug/default')).body.plan, 'pro');
  });

  it('`org set-plan` for an unknown organization fails, naming it', TEST_TIMEOUT, async () => {
    const result = await run(['org', 'set-plan', 'no-such-school', 'pro'], instance.env);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /no organization with the slug "no-such-school"/);
  });

  it('`user set-password` reads the password from stdin and ends the sessions', TEST_TIMEOUT, async () => {
    const result = await run(['user', 'set-password', ADMIN_EMAIL], instance.env, `${NEW_PASSWORD}\n`);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /password set for owner@school\.example/);
    assert.doesNotMatch(result.stdout + result.stderr, new RegExp(NEW_PASSWORD));

    const ended = await request(server, 'GET', '/users/me', { token: jwt });
    assert.equal(ended.status, 401, 'a JWT issued before the change is refused');
    assert.equal(ended.body.code, 'token_revoked');

    assert.equal((await login(server, ADMIN_EMAIL, ADMIN_PASSWORD)).status, 401);
    const fresh = await login(server, ADMIN_EMAIL, NEW_PASSWORD);
    assert.equal(fresh.status, 200);
    const me = await request(server, 'GET', '/users/me', { token: fresh.body.tokens.access_token });
    assert.equal(me.status, 200);
  });

  it('`user set-password` refuses a short password and an unknown user', TEST_TIMEOUT, async () => {
    const short = await run(['user', 'set-password', ADMIN_EMAIL], instance.env, 'short\n');
    assert.equal(short.code, 2);
    assert.match(short.stderr, /at least 8 characters/);
    const unknown = await run(
      ['user', 'set-password', 'nobody@school.example'],
      instance.env,
      `${NEW_PASSWORD}x\n`,
    );
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /nobody@school\.example/);
    assert.equal((await login(server, ADMIN_EMAIL, NEW_PASSWORD)).status, 200);
  });

  it(
    'on SIGTERM, even repeated, lets a request in flight finish, then exits with code 0',
    TEST_TIMEOUT,
    async () => {
      const url = new URL(`${server.base}/auth/login`);
      const body = new URLSearchParams({ username: ADMIN_EMAIL, password: NEW_PASSWORD }).toString();
      const seen = () => occurrences(server.proc.stdout, '"url":"/api/v1/auth/login"');
      const before = seen();
      let req: http.ClientRequest | undefined;
      const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
        req = http.request(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'POST',
            agent: false,
            timeout: 15_000,
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              'content-length': Buffer.byteLength(body),
            },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.on('timeout', () => req!.destroy(new Error('request timed out')));
        // Headers and half the body: the server has the request but cannot answer it yet.
        req.write(body.slice(0, 10));
      });
      await waitFor('the login request to arrive', server.proc, () => seen() > before, 10_000);

      server.proc.child.kill('SIGTERM');
      await waitFor(
        'the server to begin shutting down',
        server.proc,
        () => /SIGTERM received/.test(server.proc.stdout),
        10_000,
      );
      // Ctrl-C under `npm start` delivers the signal twice (terminal and npm): the repeat must not cut it short.
      server.proc.child.kill('SIGTERM');
      server.proc.child.kill('SIGINT');
      await sleep(300);
      assert.equal(server.proc.child.exitCode, null, 'the server waits for the request in flight');
      assert.equal(server.proc.child.signalCode, null, 'a repeated signal does not kill it');
      await assert.rejects(
        fetch(`${server.base}/health`, { signal: AbortSignal.timeout(2000) }),
        'no new connections are accepted while shutting down',
      );

      req!.end(body.slice(10));
      const answered = await response;
      assert.equal(answered.status, 200, answered.text);
      assert.equal(typeof JSON.parse(answered.text).tokens.access_token, 'string');
      assert.deepEqual(await exitOf(server.proc), { code: 0, signal: null });
    },
  );
});

describe('lms serve: first boot without LMS_ADMIN_PASSWORD', () => {
  let instance: Instance;
  let quiet: Instance;
  let server: Server;
  let quietServer: Server;
  before(async () => {
    [instance, quiet] = await Promise.all([newInstance(), newInstance()]);
    // Started together: each start costs seconds.
    [server, quietServer] = await Promise.all([
      startServer(instance),
      startServer(quiet, { LOG_LEVEL: 'silent' }),
    ]);
  });
  after(async () => {
    await instance?.close();
    await quiet?.close();
  });

  async function checkGeneratedPassword(proc: Lms, target: Server) {
    const output = proc.stdout + proc.stderr;
    const match = /admin admin@example\.com with the generated password (\S+) /.exec(output);
    assert.ok(match, output);
    const password = match[1]!;
    assert.ok(password.length >= 16);
    assert.equal(occurrences(output, password), 1);

    const session = await login(target, 'admin@example.com', password);
    assert.equal(session.status, 200);
    assert.equal(session.body.user.email, 'admin@example.com');
    assert.equal((await login(target, 'admin@example.com', `${password}x`)).status, 401);
    assert.deepEqual(await stopServer(target), { code: 0, signal: null });
  }

  it(
    'prints a generated password once in the log, and it signs the default admin in',
    TEST_TIMEOUT,
    async () => {
      assert.match(server.proc.stdout, /"level":40,.*generated password/);
      await checkGeneratedPassword(server.proc, server);
    },
  );

  it('prints the generated password even when LOG_LEVEL silences the log', TEST_TIMEOUT, async () => {
    assert.doesNotMatch(quietServer.proc.stdout, /Server listening/);
    await checkGeneratedPassword(quietServer.proc, quietServer);
  });
});

describe('first boot by several processes starting together', () => {
  let testDb: TestDatabase;
  let replicas: Services[] = [];
  before(async () => {
    testDb = await createTestDatabase();
    const config: Config = {
      ...loadConfig({ DATA_DIR: testDb.dataDir, SECRET_KEY: 's'.repeat(40), LOG_LEVEL: 'silent' }),
      database: testDb.database,
      adminEmail: 'owner@school.example',
      adminPassword: 'first-password-1',
    };
    // One database handle each, as separate processes would have.
    for (let i = 0; i < 3; i++) {
      replicas.push(await buildServices({ ...config }, { logger: pino({ level: 'silent' }) }));
    }
  });
  after(async () => {
    for (const replica of replicas) await replica.database.close();
    replicas = [];
    await testDb?.drop();
  });

  it('creates one organization and lets every process start', TEST_TIMEOUT, async () => {
    const db = replicas[0]!.db;
    // The losing transactions fail only when they interleave with the winner's; repeat to meet that.
    for (let round = 0; round < 8; round++) {
      await db.deleteFrom('organizations').execute();
      await db.deleteFrom('users').execute();
      const results = await Promise.all(replicas.map((replica) => ensureFirstBoot(replica)));
      assert.equal(results.filter((r) => r.created).length, 1, `round ${round}`);
      const count = await db
        .selectFrom('organizations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      assert.equal(Number(count.n), 1);
    }
  });
});

describe('lms migrate', () => {
  let instance: Instance;
  before(async () => {
    instance = await newInstance();
  });
  after(() => instance?.close());

  it('applies the migrations and exits 0 without first boot', TEST_TIMEOUT, async () => {
    if (instance.testDb.database.kind === 'sqlite') {
      assert.equal(existsSync(instance.testDb.database.file), false);
    }
    const result = await run(['migrate'], instance.env);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /migrations applied/);
    if (instance.testDb.database.kind === 'sqlite') {
      assert.equal(existsSync(instance.testDb.database.file), true);
    }
    assert.deepEqual(await countRows(instance), { organizations: 0, users: 0 });
  });
});

describe('lms: usage and configuration errors', () => {
  let instance: Instance;
  before(async () => {
    instance = await newInstance();
  });
  after(() => instance?.close());

  it('exits 2 naming PORT when PORT is not a number, before touching the data', TEST_TIMEOUT, async () => {
    const result = await run(['serve'], { ...instance.env, PORT: 'abc' });
    assert.equal(result.code, 2);
    assert.match(result.stderr, /PORT must be an integer/);
    assert.match(result.stderr, /"abc"/);
    assert.equal(existsSync(path.join(instance.env.DATA_DIR!, 'secret_key')), false);
  });

  it('exits 1 promptly when the port is taken', TEST_TIMEOUT, async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    try {
      const port = (blocker.address() as { port: number }).port;
      const proc = lms(['serve'], { ...instance.env, PORT: String(port) });
      await waitFor('the listen error', proc, () => /EADDRINUSE/.test(proc.stderr), START_TIMEOUT_MS).catch(
        (error: unknown) => {
          // It may already have exited, which the assertions below then check.
          if (proc.child.exitCode === null) throw error;
        },
      );
      assert.match(proc.stderr, /EADDRINUSE/);
      // Nothing may keep a server that cannot listen alive (the PostgreSQL pool would, for seconds).
      assert.deepEqual(await exitOf(proc, 3000), { code: 1, signal: null });
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('exits 2 with the usage for an unknown command', TEST_TIMEOUT, async () => {
    const result = await run(['frobnicate'], instance.env);
    assert.equal(result.code, 2);
    assert.match(result.stderr, /unknown command "frobnicate"/);
    assert.match(result.stderr, /Usage: lms <command>/);
  });

  it(
    'prints the usage: on --help to stdout with 0, without a command to stderr with 2',
    TEST_TIMEOUT,
    async () => {
      const [help, none] = await Promise.all([run(['--help'], instance.env), run([], instance.env)]);
      assert.equal(help.code, 0);
      assert.match(help.stdout, /Usage: lms <command>/);
      assert.equal(none.code, 2);
      assert.match(none.stderr, /Usage: lms <command>/);
      assert.equal(none.stdout, '');
    },
  );

  it('exits 2 for a command missing its arguments', TEST_TIMEOUT, async () => {
    const result = await run(['org', 'set-plan', 'default'], instance.env);
    assert.equal(result.code, 2);
    assert.match(result.stderr, /expected: org set-plan <slug> <plan>/);
  });
});

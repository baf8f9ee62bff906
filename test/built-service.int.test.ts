/**
 * The compiled service, as `npm start` runs it: bin/lms.js runs dist/ with no TypeScript loader, refuses a missing
 * or out-of-date build, and loads at start only what the embedded default needs; the optional parts (docs UI,
 * PostgreSQL driver, mail, outbound HTTP, upload sniffing, Argon2, S3, OpenID, the sandbox) wait for first use.
 * Builds dist/ first when it is not current, so the build itself is proven too.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { adminSession } from '../bench/lib/client.ts';
import { seedCourse } from '../bench/lib/seed.ts';
import { startService, type ServiceProcess } from '../bench/lib/server.ts';
import { startHttpsReceiver, TEST_TLS } from './https-receiver.ts';
import { ROOT, sleep } from './lms-process.ts';
import { createTestDatabase, testDialect, type TestDatabase } from './test-database.ts';

const PROBE = path.join(ROOT, 'test', 'fixtures', 'loaded-modules.mjs');
const DIALECT = testDialect();
/** Packages the service must not load before they are used; each database needs its own driver only. */
const OPTIONAL = [
  'tsx',
  'typescript',
  DIALECT === 'sqlite' ? 'pg' : 'better-sqlite3',
  'nodemailer',
  'undici',
  'file-type',
  '@node-rs/argon2',
  '@fastify/swagger-ui',
  '@fastify/static',
  '@aws-sdk/client-s3',
  'openid-client',
  'quickjs-emscripten-core',
  '@jitl/quickjs-wasmfile-release-sync',
  'fast-xml-parser',
  'yauzl',
  'linkify-it',
  'eventsource-parser',
];

/** Which packages each file of the bundle holds, as the build wrote it down. */
const bundled = (): Record<string, string[]> =>
  JSON.parse(readFileSync(path.join(ROOT, 'dist', 'bundle-manifest.json'), 'utf8')) as Record<
    string,
    string[]
  >;

/** The packages a loaded file brings: its own (node_modules) or those bundled into it (dist/service). */
function packagesOf(file: string): string[] {
  const installed = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file);
  if (installed !== null) return [installed[1]!];
  // Beside the bundle's files, the worker threads' own (.mjs), which import their packages from node_modules.
  if (path.dirname(file) === path.join(ROOT, 'dist', 'service') && file.endsWith('.js')) {
    const packages = bundled()[path.basename(file)];
    if (packages === undefined) throw new Error(`${file} is not in the bundle's manifest`);
    return packages.filter((name) => name !== '.');
  }
  return [];
}

function lms(cwd: string, args: string[]) {
  return spawnSync(process.execPath, ['bin/lms.js', ...args], { cwd, encoding: 'utf8', timeout: 30_000 });
}

describe('the compiled service', { timeout: 180_000 }, () => {
  const work = mkdtempSync(path.join(tmpdir(), 'lms-built-test-'));
  after(() => rmSync(work, { recursive: true, force: true }));

  before(() => {
    if (lms(ROOT, ['help']).status === 0) return;
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(build.status, 0, `npm run build failed:\n${build.stdout}\n${build.stderr}`);
  });

  it('refuses a missing or out-of-date build with what to do, and runs a current one', () => {
    const checkout = path.join(work, 'checkout');
    mkdirSync(path.join(checkout, 'bin'), { recursive: true });
    mkdirSync(path.join(checkout, 'src'), { recursive: true });
    for (const file of ['lms.js', 'build-state.js']) {
      copyFileSync(path.join(ROOT, 'bin', file), path.join(checkout, 'bin', file));
    }
    const source = path.join(checkout, 'src', 'cli.ts');
    writeFileSync(source, 'export {};\n');

    const missing = lms(checkout, ['help']);
    assert.equal(missing.status, 2);
    assert.match(missing.stderr, /there is no compiled service in dist\/.*npm run build/);

    mkdirSync(path.join(checkout, 'dist', 'service'), { recursive: true });
    writeFileSync(
      path.join(checkout, 'dist', 'service', 'cli.js'),
      "export async function main(argv) { console.log('compiled', argv.join(' ')); return 0; }\n",
    );
    const stamp = path.join(checkout, 'dist', 'build.json');
    writeFileSync(stamp, '{}\n');
    const past = new Date(Date.now() - 60_000);
    utimesSync(stamp, past, past);
    const stale = lms(checkout, ['help']);
    assert.equal(stale.status, 2);
    assert.match(stale.stderr, /dist\/ is older than src\/cli\.ts.*npm run build/);

    utimesSync(source, new Date(past.getTime() - 60_000), new Date(past.getTime() - 60_000));
    const current = lms(checkout, ['help', 'me']);
    assert.equal(current.status, 0, current.stderr);
    assert.equal(current.stdout, 'compiled help me\n');
  });

  it('loads every file of the bundle, the parts loaded on first use included', () => {
    const files = Object.keys(bundled()).map((file) => path.join(ROOT, 'dist', 'service', file));
    assert.ok(files.length > 10, files.join(' '));
    // Loading a file runs its modules' top-level code: a package that cannot live in a bundle fails here.
    const script = `for (const file of ${JSON.stringify(files)}) await import(file); process.exit(0);`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(child.status, 0, child.stderr);
  });

  it('runs the code sandbox, whose worker the build copies beside the bundled runner', () => {
    const script = `
      const { QuickJsRunner } = await import('./dist/service/code-runner.js');
      const runner = new QuickJsRunner({ poolSize: 1 });
      const limits = { timeMs: 5000, memoryBytes: 64 * 1024 * 1024, maxOutputBytes: 1000 };
      console.log(JSON.stringify(await runner.run('javascript', 'console.log(6 * 7)', '', limits)));
      process.exit(0);`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(child.status, 0, child.stderr);
    assert.deepEqual(JSON.parse(child.stdout), { status: 'ok', stdout: '42\n' });
  });

  describe(`serving on ${DIALECT}`, () => {
    let testDb: TestDatabase;
    let service: ServiceProcess;
    const loaded = path.join(work, 'loaded.txt');

    before(async () => {
      testDb = await createTestDatabase();
      const { dataDir, database } = testDb;
      // The secret key is the one the first start writes into DATA_DIR.
      const env = {
        DATA_DIR: dataDir,
        ...(database.kind === 'postgres' && { DATABASE_URL: database.url }),
        // Webhooks to the test's HTTPS receiver on loopback.
        WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8',
        NODE_EXTRA_CA_CERTS: TEST_TLS.certFile,
      };
      // The first start creates the database and the admin; the one looked at restarts on it.
      await (await startService({ env, nodeArgs: [] })).stop();
      service = await startService({
        env: { ...env, LOADED_MODULES_FILE: loaded },
        nodeArgs: ['--import', PROBE],
      });
    });
    after(async () => {
      await service?.stop();
      await testDb?.drop();
    });

    /** The packages the service has loaded: from node_modules, and those in the files of the bundle it loaded. */
    async function loadedPackages(): Promise<string[]> {
      rmSync(loaded, { force: true });
      process.kill(service.pid, 'SIGUSR2');
      for (let i = 0; i < 100; i++) {
        let files: string[];
        try {
          files = readFileSync(loaded, 'utf8').trim().split('\n');
        } catch {
          await sleep(50);
          continue;
        }
        return [...new Set(files.flatMap(packagesOf))].sort();
      }
      throw new Error('the service did not list its modules');
    }

    it('answers health', async () => {
      const response = await fetch(`${service.url}/health`);
      assert.equal(response.status, 200);
      assert.equal(((await response.json()) as { status: string }).status, 'ok');
      assert.ok(service.startMs > 0 && (await service.rssMiB()) > 0);
    });

    it('loads at start what it needs and none of the optional parts', async () => {
      const packages = await loadedPackages();
      const driver = DIALECT === 'sqlite' ? 'better-sqlite3' : 'pg';
      for (const needed of ['fastify', 'kysely', driver]) assert.ok(packages.includes(needed), needed);
      assert.deepEqual(
        OPTIONAL.filter((name) => packages.includes(name)),
        [],
      );
    });

    it('delivers a webhook over HTTPS, its sender loaded with the first attempt', async () => {
      const receiver = await startHttpsReceiver({ host: '127.0.0.1' });
      try {
        const { admin, orgId } = await adminSession(service.url);
        await admin.call('POST', `/orgs/${orgId}/webhooks`, {
          url: receiver.url('/built'),
          events: ['course_created'],
        });
        const course = await seedCourse(admin, orgId, { name: 'Delivered from the bundle' });
        const [request] = await receiver.waitForRequests(1, { timeoutMs: 15_000 });
        assert.equal(request!.headers['x-webhook-event'], 'course_created');
        const body = JSON.parse(request!.body.toString('utf8')) as { data: { course_uuid: string } };
        assert.equal(body.data.course_uuid, course.course_uuid);
        assert.ok((await loadedPackages()).includes('undici'));
      } finally {
        await receiver.close();
      }
    });

    it('loads the docs UI with the first request for it', async () => {
      const response = await fetch(`${service.url.replace('/api/v1', '')}/docs/`);
      assert.equal(response.status, 200);
      assert.match(await response.text(), /swagger-ui/i);
      // The loader's report of the import may trail the answer by a moment: ask again for a while.
      let packages = await loadedPackages();
      for (let i = 0; i < 40 && !packages.includes('@fastify/swagger-ui'); i++) {
        await sleep(50);
        packages = await loadedPackages();
      }
      assert.ok(packages.includes('@fastify/swagger-ui'), packages.join(' '));
    });
  });
});

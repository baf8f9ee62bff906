/**
 * What holding `begin` and an advisory lock back until the next statement (src/platform/db/pg-begin.ts) saves,
 * and sending the commit with the transaction's last statement (one-trip.ts `{ commit: true }`): the same
 * transaction (a learner's lock, an upsert, an insert, commit: the shape of a submission's write) run one after
 * another on one connection through the service's pool, sent as it is, with `begin` held back, with `begin` and
 * the lock held back, and with the commit going with the insert too, in rotating order. Prints per transaction
 * the round trips, the wall time and the process's CPU time (user + system: a round trip's socket write and
 * wake-up is mostly the latter).
 *
 * With a delay, the connection goes through a proxy in this process that holds each chunk that many
 * milliseconds in each direction, as a network between the service and its database would (the CPU columns
 * then include the proxy's).
 *
 *     node --import tsx bench/probes/pg-begin.ts [postgres://…/postgres] [transactions per round] [delay ms]
 */
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { lockKey } from '../../src/platform/db/locking.ts';
import { inOneTrip } from '../../src/platform/db/one-trip.ts';
import { PipelinedBegin } from '../../src/platform/db/pg-begin.ts';
import { encodingPool } from '../../src/platform/db/pg-text.ts';

const [url = 'postgres://postgres@127.0.0.1:5432/postgres', perRoundArg, delayArg] = process.argv.slice(2);
const PER_ROUND = Number(perRoundArg ?? 3000);
const DELAY_MS = Number(delayArg ?? 0);
const ROUNDS = 4;

interface Tables {
  probe_attempts: { id: number; touched: number };
  probe_answers: { attempt_id: number; task: number; answer: string };
}

const admin = new pg.Client({ connectionString: url });
await admin.connect();
const name = `lms_probe_${process.pid}`;
await admin.query(`create database ${name}`);
const probeUrl = new URL(url);
probeUrl.pathname = `/${name}`;
const proxy = DELAY_MS > 0 ? await delayingProxy(probeUrl, DELAY_MS) : undefined;

/** A TCP proxy to the database that holds each chunk `delayMs` in each direction; the probe connects to it. */
async function delayingProxy(target: URL, delayMs: number) {
  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => setTimeout(() => to.write(chunk), delayMs));
    from.on('end', () => setTimeout(() => to.end(), delayMs));
    from.on('error', () => to.destroy());
  };
  const server = createServer((client) => {
    const database = connect(Number(target.port || 5432), target.hostname);
    client.setNoDelay(true);
    database.setNoDelay(true);
    forward(client, database);
    forward(database, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const via = new URL(target);
  via.hostname = '127.0.0.1';
  via.port = String((server.address() as AddressInfo).port);
  return { url: via.toString(), close: () => server.close() };
}

/** A Kysely on one connection, counting the queries handed to node-postgres (one round trip each). */
type Mode = 'alone' | 'begin held' | 'both held' | 'commit too';

function open(heldBack: boolean) {
  const pool = new pg.Pool({ connectionString: proxy?.url ?? probeUrl.toString(), max: 1 });
  let trips = 0;
  pool.on('acquire', (client: pg.PoolClient & { counted?: true }) => {
    if (client.counted) return;
    client.counted = true;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      trips += 1;
      return query(...args);
    };
  });
  // Without: every query goes as it is, `begin` alone.
  const begin = heldBack ? new PipelinedBegin(pg) : { on: passThrough };
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: encodingPool(pool, begin) }) });
  return { db, trips: () => trips };
}

function passThrough(client: pg.ClientBase) {
  return {
    query: (config: pg.QueryConfig) => client.query(config),
    inOneTrip: async (configs: pg.QueryConfig[]) => {
      const results: pg.QueryResult[] = [];
      for (const config of configs) results.push(await client.query(config));
      return results;
    },
    reset: () => undefined,
  };
}

async function round(mode: Mode, offset: number) {
  const { db, trips } = open(mode !== 'alone');
  const save = (i: number) =>
    db.transaction().execute(async (trx) => {
      // The lock as the service takes it, or the same lock in a text the pool does not hold back.
      if (mode === 'both held' || mode === 'commit too') await lockKey(trx, 9001, String(i % 100));
      else await sql`select pg_advisory_xact_lock(9001, hashtext(${String(i % 100)}))`.execute(trx);
      const attempt = await trx
        .insertInto('probe_attempts')
        .values({ id: i % 100, touched: i })
        .onConflict((oc) => oc.column('id').doUpdateSet({ touched: i }))
        .returning('id')
        .executeTakeFirstOrThrow();
      const answer = trx
        .insertInto('probe_answers')
        .values({ attempt_id: attempt.id, task: i, answer: `{"answer":${i}}` });
      if (mode === 'commit too') await inOneTrip(trx, [answer], { commit: true });
      else await answer.execute();
    });
  for (let i = 0; i < 200; i++) await save(offset + i); // warm: prepared statements, JIT
  const tripsBefore = trips();
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let i = 200; i < 200 + PER_ROUND; i++) await save(offset + i);
  const wallUs = ((performance.now() - start) * 1000) / PER_ROUND;
  const used = process.cpuUsage(cpu);
  await db.destroy();
  return {
    trips: (trips() - tripsBefore) / PER_ROUND,
    wallUs,
    userUs: used.user / PER_ROUND,
    systemUs: used.system / PER_ROUND,
  };
}

try {
  const setup = new Kysely<Tables>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: probeUrl.toString(), max: 1 }) }),
  });
  await sql`create table probe_attempts (id integer primary key, touched integer not null)`.execute(setup);
  await sql`create table probe_answers (attempt_id integer not null, task integer not null, answer text not null)`.execute(
    setup,
  );
  await setup.destroy();
  console.log('sent         round trips   wall µs   user µs   system µs   (per transaction)');
  const modes: Mode[] = ['alone', 'begin held', 'both held', 'commit too'];
  let offset = 0;
  for (let r = 0; r < ROUNDS; r++) {
    for (const mode of [...modes.slice(r), ...modes.slice(0, r)]) {
      const f = await round(mode, offset);
      offset += PER_ROUND + 200;
      console.log(
        `${mode.padEnd(10)}   ${f.trips.toFixed(2).padStart(11)}   ${f.wallUs.toFixed(0).padStart(7)}   ${f.userUs.toFixed(0).padStart(7)}   ${f.systemUs.toFixed(0).padStart(9)}`,
      );
    }
  }
} finally {
  proxy?.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

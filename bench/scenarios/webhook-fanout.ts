/**
 * Webhook fan-out: 20 HTTPS endpoints on loopback, each subscribed to `course_enrolled`. A burst of 500
 * enrolments (one bulk call, one transaction) makes 500 events × 20 endpoints = 10,000 deliveries, measured from
 * the commit (the bulk call's answer) to each receipt. Beside it, the ceiling: a bare HTTPS POST loop (undici, in
 * its own process) sending the same count of the same body and headers to the same receivers, as many at once as
 * the service's worker sends (its configured concurrency, bounded per endpoint). Then a trickle of single
 * enrolments, one every 100 ms, shows the delay of a system that is not saturated.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { adminSession, type Api } from '../lib/client.ts';
import { runChild } from '../lib/load.ts';
import { percentile, startReceivers, TLS_DIR, waitForReceipts, type Receivers } from '../lib/receivers.ts';
import { sized, type Scenario } from '../lib/scenario.ts';
import { seedCourse, seedLearners, seedToken, type Learner } from '../lib/seed.ts';
import { cpuDuring, ROOT, startServer, type Server } from '../lib/server.ts';
import { atLeast, atMost, sideBySide, type Figures } from '../lib/side-by-side.ts';

const ENDPOINTS = 20;
const BURST = 500;
const TRICKLE = 40;
const GOAL = 0.5;
const TRICKLE_P99_GOAL_MS = 500;

/** The service's environment here; its delivery concurrency is read from it as the service reads it. */
const SERVICE_ENV = {
  WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8',
  NODE_EXTRA_CA_CERTS: path.join(TLS_DIR, 'cert.pem'),
};

interface Burst extends Figures {
  cpuMsPerRequest: number;
  /** The PostgreSQL server's CPU per delivery, where it runs on this machine (undefined on SQLite). */
  databaseCpuMsPerRequest?: number;
}

export const webhookFanout: Scenario = {
  name: 'webhook-fanout',
  title: `${BURST * ENDPOINTS} deliveries (${BURST} events × ${ENDPOINTS} HTTPS endpoints on loopback), beside a bare HTTPS POST loop`,
  async run(context) {
    const { rounds, log } = context;
    const burstSize = sized(context, BURST, 20);
    const trickleSize = sized(context, TRICKLE, 5);
    const config = loadConfig(SERVICE_ENV, ROOT);
    const concurrency = Math.min(config.webhookConcurrency, config.webhookEndpointConcurrency * ENDPOINTS);
    const receivers = await startReceivers();
    let server: Server;
    try {
      server = await startServer(context, SERVICE_ENV);
    } catch (error) {
      receivers.close();
      throw error;
    }
    try {
      const { admin, orgId, slug } = await adminSession(server.url);
      const urls = Array.from(
        { length: ENDPOINTS },
        (_, i) => `https://127.0.0.1:${receivers.port}/endpoint-${i}`,
      );
      for (const url of urls) {
        await admin.call('POST', `/orgs/${orgId}/webhooks`, { url, events: ['course_enrolled'] });
      }
      const token = await seedToken(admin, orgId);
      const asToken = admin.as(token);
      log(`seeding ${burstSize + trickleSize} learners`);
      const learners = await seedLearners(admin, token, slug, burstSize + trickleSize);
      const burstLearners = learners.slice(0, burstSize);
      const expected = burstSize * ENDPOINTS;
      let bursts = 0;
      let sample: Receivers['sample'];
      const peaks: number[] = [];
      const pair = await sideBySide(
        `bare HTTPS POST loop, ${concurrency} at a time`,
        {
          async scenario() {
            const course = await seedCourse(admin, orgId, { name: `Burst ${++bursts}` });
            const burst = await enrolBurst(
              server,
              asToken,
              slug,
              course.course_uuid,
              burstLearners,
              receivers,
              expected,
            );
            sample ??= receivers.sample;
            peaks.push(receivers.peakConnections);
            return burst;
          },
          async ceiling() {
            receivers.reset();
            if (sample === undefined) throw new Error('no delivery received yet to copy');
            return runChild<Burst>('post-loop.mjs', {
              urls,
              count: expected,
              concurrency,
              body: sample.body,
              headers: sample.headers,
              ca: readFileSync(path.join(TLS_DIR, 'cert.pem'), 'utf8'),
            });
          },
        },
        // The first burst must come first: it gives the ceiling the body to send.
        Math.max(rounds, 1),
      );
      const trickle = await enrolTrickle(asToken, slug, learners.slice(burstSize), receivers, admin, orgId);
      const scenarioCpu = (pair.rounds.map((r) => r.scenario) as Burst[]).map((b) => b.cpuMsPerRequest);
      const ceilingCpu = (pair.rounds.map((r) => r.ceiling) as Burst[]).map((b) => b.cpuMsPerRequest);
      const databaseCpu = (pair.rounds.map((r) => r.scenario) as Burst[]).map(
        (b) => b.databaseCpuMsPerRequest,
      );
      const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
      return [
        {
          label: `burst: ${burstSize} enrolments in one commit → ${expected} deliveries (latencies: commit → receipt)`,
          pair,
          goal: atLeast(pair.ratio, GOAL),
          extra: {
            lost: expected * pair.rounds.length - pair.scenario.count,
            concurrency,
            peak_connections: Math.max(...peaks),
            cpu_ms_per_delivery: mean(scenarioCpu).toFixed(2),
            ...(databaseCpu.every((v) => v !== undefined)
              ? { database_cpu_ms_per_delivery: mean(databaseCpu).toFixed(2) }
              : {}),
            ceiling_cpu_ms_per_post: mean(ceilingCpu).toFixed(2),
          },
        },
        {
          label: `trickle: one enrolment every 100 ms → ${trickle.expected} deliveries (enrol request → receipt)`,
          goal: atMost(trickle.p99, TRICKLE_P99_GOAL_MS, 'p99 ms'),
          extra: {
            deliveries: trickle.arrived,
            lost: trickle.expected - trickle.arrived,
            delay_median_ms: Math.round(trickle.median),
            delay_p99_ms: Math.round(trickle.p99),
          },
        },
      ];
    } finally {
      await server.stop();
      receivers.close();
    }
  },
};

/** Enrols `learners` in one bulk call and waits for every delivery; figures from the commit on. */
async function enrolBurst(
  server: Server,
  asToken: Api,
  slug: string,
  courseUuid: string,
  learners: Learner[],
  receivers: Receivers,
  expected: number,
): Promise<Burst> {
  receivers.reset();
  await asToken.call('POST', `/admin/${slug}/enrollments/bulk`, {
    course_uuid: courseUuid,
    user_ids: learners.map((l) => l.id),
  });
  const committed = performance.now();
  const cpu = await cpuDuring(server.pid, server.dialect === 'postgres', () =>
    waitForReceipts(receivers, expected, 240_000),
  );
  const delays = receivers.receipts.map((r) => r.at - committed).sort((a, b) => a - b);
  const seconds = (Math.max(...receivers.receipts.map((r) => r.at)) - committed) / 1000;
  return {
    perSecond: delays.length / seconds,
    medianMs: percentile(delays, 50),
    p99Ms: percentile(delays, 99),
    count: delays.length,
    seconds,
    errors: expected - delays.length,
    cpuMsPerRequest: cpu.cpuMs / Math.max(1, delays.length),
    ...(cpu.databaseCpuMs === undefined
      ? {}
      : { databaseCpuMsPerRequest: cpu.databaseCpuMs / Math.max(1, delays.length) }),
  };
}

/** One enrolment every 100 ms in a course of its own; the delay of each delivery from its enrolment's commit. */
async function enrolTrickle(
  asToken: Api,
  slug: string,
  learners: Learner[],
  receivers: Receivers,
  admin: Api,
  orgId: number,
): Promise<{ expected: number; arrived: number; median: number; p99: number }> {
  const course = await seedCourse(admin, orgId, { name: 'Trickle' });
  receivers.reset();
  const sentAt = new Map<string, number>();
  for (const learner of learners) {
    // From the request on (its commit comes a little later): a delivery can arrive before the answer does.
    sentAt.set(learner.email, performance.now());
    await asToken.call('POST', `/admin/${slug}/enrollments/${learner.id}/${course.course_uuid}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const expected = learners.length * ENDPOINTS;
  await waitForReceipts(receivers, expected, 30_000);
  const delays = receivers.receipts.map((r) => r.at - sentAt.get(r.user)!).sort((a, b) => a - b);
  return { expected, arrived: delays.length, median: percentile(delays, 50), p99: percentile(delays, 99) };
}

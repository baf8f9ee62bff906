/**
 * Webhook fan-out: 20 HTTPS endpoints on loopback, each subscribed to `course_enrolled`. A burst of 500
 * enrolments (one bulk call, one transaction) makes 500 events × 20 endpoints = 10,000 deliveries; the scenario
 * reports deliveries per second and the delay from the commit (the bulk call's answer) to each receipt. Then a
 * trickle of single enrolments, one every 100 ms, shows the delay of a quiet system.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:https';
import path from 'node:path';
import { adminSession } from '../lib/client.ts';
import type { Scenario } from '../lib/scenario.ts';
import { seedCourse, seedLearners, seedToken } from '../lib/seed.ts';
import { ROOT, startServer } from '../lib/server.ts';

const ENDPOINTS = 20;
const BURST = 500;
const TRICKLE = 40;
const TLS_DIR = path.join(ROOT, 'test', 'fixtures', 'tls');

interface Receipt {
  at: number;
  user: string;
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; clock ticks of 10 ms). */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const webhookFanout: Scenario = {
  name: 'webhook-fanout',
  title: `${BURST * ENDPOINTS} deliveries (${BURST} events × ${ENDPOINTS} HTTPS endpoints on loopback)`,
  usesDatabase: true,
  async run({ dialect, log }) {
    const receipts: Receipt[] = [];
    const receiver = createServer(
      {
        cert: readFileSync(path.join(TLS_DIR, 'cert.pem')),
        key: readFileSync(path.join(TLS_DIR, 'key.pem')),
      },
      (request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const at = performance.now();
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            data: { user: { user_uuid: string; email: string } };
          };
          receipts.push({ at, user: body.data.user.email });
          response.writeHead(204).end();
        });
      },
    );
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const port = (receiver.address() as { port: number }).port;
    const server = await startServer(dialect, {
      WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8',
      NODE_EXTRA_CA_CERTS: path.join(TLS_DIR, 'cert.pem'),
    });
    try {
      const { admin, orgId, slug } = await adminSession(server.base);
      for (let i = 0; i < ENDPOINTS; i++) {
        await admin.call('POST', `/orgs/${orgId}/webhooks`, {
          url: `https://127.0.0.1:${port}/endpoint-${i}`,
          events: ['course_enrolled'],
        });
      }
      const token = await seedToken(admin, orgId);
      log(`seeding ${BURST + TRICKLE} learners`);
      const learners = await seedLearners(admin, token, slug, BURST + TRICKLE);
      const burstCourse = await seedCourse(admin, orgId, { name: 'Burst' });
      const trickleCourse = await seedCourse(admin, orgId, { name: 'Trickle' });
      const asToken = admin.as(token);

      const burst = learners.slice(0, BURST);
      const cpuBefore = await cpuMs(server.pid);
      const started = performance.now();
      await asToken.call('POST', `/admin/${slug}/enrollments/bulk`, {
        course_uuid: burstCourse.course_uuid,
        user_ids: burst.map((l) => l.id),
      });
      const committed = performance.now();
      const expected = BURST * ENDPOINTS;
      while (receipts.length < expected && performance.now() - committed < 240_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const arrived = receipts.length;
      // The service's CPU for the whole fan-out: the publishing commit, claims, sends and their records.
      const cpuPerDelivery = ((await cpuMs(server.pid)) - cpuBefore) / arrived;
      const burstDelays = receipts.map((r) => r.at - committed).sort((a, b) => a - b);
      const lastAt = Math.max(...receipts.map((r) => r.at));
      const burstSeconds = (lastAt - committed) / 1000;

      receipts.length = 0;
      const sentAt = new Map<string, number>();
      for (const learner of learners.slice(BURST)) {
        await asToken.call('POST', `/admin/${slug}/enrollments/${learner.id}/${trickleCourse.course_uuid}`);
        sentAt.set(learner.email, performance.now());
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const trickleExpected = TRICKLE * ENDPOINTS;
      const waitFrom = performance.now();
      while (receipts.length < trickleExpected && performance.now() - waitFrom < 30_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const trickleDelays = receipts.map((r) => r.at - sentAt.get(r.user)!).sort((a, b) => a - b);

      return [
        {
          label: `burst: ${BURST} enrolments in one commit → ${expected} deliveries`,
          extra: {
            deliveries: arrived,
            lost: expected - arrived,
            commit_ms: Math.round(committed - started),
            deliveries_per_s: Math.round(arrived / burstSeconds),
            cpu_ms_per_delivery: Math.round(cpuPerDelivery * 100) / 100,
            delay_median_ms: Math.round(percentile(burstDelays, 50)),
            delay_p99_ms: Math.round(percentile(burstDelays, 99)),
          },
        },
        {
          label: `trickle: one enrolment every 100 ms → ${trickleExpected} deliveries`,
          extra: {
            deliveries: receipts.length,
            lost: trickleExpected - receipts.length,
            delay_median_ms: Math.round(percentile(trickleDelays, 50)),
            delay_p99_ms: Math.round(percentile(trickleDelays, 99)),
          },
        },
      ];
    } finally {
      await server.stop();
      receiver.close();
    }
  },
};

// The ceiling of webhook fan-out: a bare HTTPS POST loop through an undici Agent (keep-alive, as the service's
// client), `concurrency` requests in flight, the same body and headers to the same receivers in turn, `count`
// requests in all. Reads { urls, count, concurrency, body, headers, ca } on stdin; prints JSON figures: the rate
// from the first request to the last answer, the delay of each answer from that start (as a delivery's delay is
// counted from its commit), and the CPU time this process spent per request.
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { Agent, request } from 'undici';
import { figures, readSpec } from './child-io.mjs';

const spec = await readSpec();

const agent = new Agent({ connect: { ca: spec.ca }, keepAliveTimeout: 4000 });
const delays = [];
let errors = 0;
let next = 0;
const cpu = process.cpuUsage();
const started = performance.now();
await Promise.all(
  Array.from({ length: spec.concurrency }, async () => {
    while (next < spec.count) {
      const url = spec.urls[next++ % spec.urls.length];
      try {
        const response = await request(url, {
          method: 'POST',
          headers: spec.headers,
          body: spec.body,
          dispatcher: agent,
        });
        await response.body.dump();
        if (response.statusCode >= 300) errors++;
      } catch {
        errors++;
      }
      delays.push(performance.now() - started);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const used = process.cpuUsage(cpu);
await agent.close();
process.stdout.write(
  JSON.stringify({
    ...figures(delays, seconds, errors),
    cpuMsPerRequest: (used.user + used.system) / 1000 / delays.length,
  }),
);

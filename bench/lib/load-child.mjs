// The load generator, in its own process so it never shares a CPU budget with the code that measures.
// Reads one JSON spec on stdin, runs autocannon, prints one JSON result on stdout.
//
// Spec: { url, connections, duration?, amount?, method?, headers?, body?, rotate?: [{path?, method?, headers?,
// body?}], forwardedFor?: boolean }. With `rotate`, request i uses entry i mod n (so 1,000 learners each send
// their own token); `forwardedFor` gives every request its own X-Forwarded-For address (clients behind a proxy).
import process from 'node:process';
import autocannon from 'autocannon';
import { readSpec } from './child-io.mjs';

const spec = await readSpec();

let next = 0;
function setupRequest(request) {
  const i = next++;
  const entry = spec.rotate === undefined ? {} : spec.rotate[i % spec.rotate.length];
  const headers = { ...request.headers, ...spec.headers, ...entry.headers };
  if (spec.forwardedFor) headers['x-forwarded-for'] = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  return {
    ...request,
    method: entry.method ?? spec.method ?? 'GET',
    path: entry.path ?? request.path,
    headers,
    body: entry.body ?? spec.body,
  };
}

const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  // A fixed number of requests, or a duration: autocannon refuses an undefined value for either.
  ...(spec.amount === undefined ? { duration: spec.duration } : { amount: spec.amount }),
  method: spec.method ?? 'GET',
  headers: spec.headers,
  body: spec.body,
  requests: [{ setupRequest }],
  timeout: 30,
});

process.stdout.write(
  JSON.stringify({
    requests: result.requests.total,
    durationSeconds: result.duration,
    requestsPerSecond: result.requests.average,
    latencyMedianMs: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statusCodes: result.statusCodeStats,
  }),
);

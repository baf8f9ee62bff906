// The ceiling of a password login: Argon2id verifications of one stored hash (so with the parameters the
// service hashed it with), `concurrency` callers at a time through @node-rs/argon2's async verify on the libuv
// pool, at most `parallel` of them verifying at once, as the service verifies (its HASHING_THREADS). Reads
// { hash, password, concurrency, parallel, duration } on stdin; prints the figures as JSON.
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { verify } from '@node-rs/argon2';
import { figures, readSpec } from './child-io.mjs';

const spec = await readSpec();

const latencies = [];
let errors = 0;
const started = performance.now();
const until = started + spec.duration * 1000;
// The callers past `parallel` wait in line, as at the service's gate.
let running = 0;
const line = [];
async function inTurn(work) {
  if (running >= spec.parallel) await new Promise((resolve) => line.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = line.shift();
    if (next === undefined) running -= 1;
    else next();
  }
}
await Promise.all(
  Array.from({ length: spec.concurrency }, async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      if (!(await inTurn(() => verify(spec.hash, spec.password)))) errors++;
      latencies.push(performance.now() - t0);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
process.stdout.write(JSON.stringify(figures(latencies, seconds, errors)));

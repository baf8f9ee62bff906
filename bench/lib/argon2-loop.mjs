// The ceiling of a password login: Argon2id verifications of one stored hash (so with the parameters the
// service hashed it with), as fast as the machine does them: `parallel` worker threads (the service's
// HASHING_THREADS) each running the library's synchronous verify, nothing else on them, fed by `concurrency`
// callers on the main thread (one message each way per verify, as the service's hashing threads are fed).
// Reads { hash, password, concurrency, parallel, duration } on stdin; prints the figures as JSON.
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { figures, readSpec } from './child-io.mjs';

const spec = await readSpec();

const VERIFIER = `
  const { parentPort } = require('node:worker_threads');
  const { verifySync } = require(${JSON.stringify(fileURLToPath(import.meta.resolve('@node-rs/argon2')))});
  parentPort.on('message', ({ hash, password }) => parentPort.postMessage(verifySync(hash, password)));
`;

const idle = Array.from({ length: spec.parallel }, () => new Worker(VERIFIER, { eval: true }));
const line = [];
/** One verify on the next free thread; callers past `parallel` wait in line. */
function verify() {
  return new Promise((resolve) => {
    const job = (worker) => {
      worker.once('message', (matches) => {
        const next = line.shift();
        if (next === undefined) idle.push(worker);
        else next(worker);
        resolve(matches);
      });
      worker.postMessage({ hash: spec.hash, password: spec.password });
    };
    const worker = idle.pop();
    if (worker === undefined) line.push(job);
    else job(worker);
  });
}

const latencies = [];
let errors = 0;
const started = performance.now();
const until = started + spec.duration * 1000;
await Promise.all(
  Array.from({ length: spec.concurrency }, async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      if (!(await verify())) errors++;
      latencies.push(performance.now() - t0);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
process.stdout.write(JSON.stringify(figures(latencies, seconds, errors)));
process.exit(0);

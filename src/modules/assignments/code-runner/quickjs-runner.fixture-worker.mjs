/**
 * A misbehaving stand-in for quickjs-worker.mjs, used by quickjs-runner.test.ts to exercise what the main thread
 * does when a worker stops cooperating. It speaks the same protocol; the job's source picks the behaviour.
 */
import { parentPort } from 'node:worker_threads';

if (!parentPort) throw new Error('fixture worker runs as a worker thread');
const port = parentPort;

port.on('message', (job) => {
  if (job.source === 'hang') {
    // Blocks the worker's event loop for good: only terminate() ends this.
    for (;;);
  }
  if (job.source === 'exit') process.exit(3);
  if (job.source === 'throw') throw new Error('fixture worker crashed');
  port.postMessage({ type: 'result', id: job.id, status: 'ok', stdout: job.stdin });
});
port.postMessage({ type: 'ready' });

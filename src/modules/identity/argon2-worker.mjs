// @ts-check
/**
 * A thread of its own for Argon2 (hashing-threads.ts starts it). Plain JavaScript on purpose: a worker does not
 * inherit the tsx loader that runs the rest of the service, and this file must load the same way under
 * `lms serve`, tests and plain `node`.
 *
 * Protocol: each `{op: 'hash', password}` or `{op: 'verify', hash, password}` is answered, in order, with
 * `{ok: string | boolean}` or `{error: message}`. A stored hash that cannot be parsed verifies as `false`.
 */
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

const port = parentPort;
if (port === null) throw new Error('argon2-worker.mjs runs as a worker thread');

port.on('message', (/** @type {{op: 'hash' | 'verify', password: string, hash?: string}} */ job) => {
  if (job.op === 'verify') {
    let matches = false;
    try {
      matches = verifySync(job.hash ?? '', job.password);
    } catch {
      // A malformed stored hash matches no password.
    }
    port.postMessage({ ok: matches });
    return;
  }
  try {
    port.postMessage({ ok: hashSync(job.password) });
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});

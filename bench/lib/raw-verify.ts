/**
 * The ceiling of a password login: the raw Argon2id verify rate of `hash` (so with the parameters the service
 * hashed it with), on as many threads as the service hashes on, fed by `concurrency` callers (lib/argon2-loop.mjs,
 * in its own process).
 */
import { HASHING_THREADS } from '../../src/modules/identity/index.ts';
import { runChild } from './load.ts';
import type { Figures } from './side-by-side.ts';

export function rawVerify(spec: {
  hash: string;
  password: string;
  concurrency: number;
  duration: number;
}): Promise<Figures> {
  return runChild<Figures>('argon2-loop.mjs', { ...spec, parallel: HASHING_THREADS });
}

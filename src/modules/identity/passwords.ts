/**
 * Password hashing with Argon2id (OWASP's first choice; the library's defaults: 19 MiB, 2 passes).
 * Unknown emails are checked against a dummy hash so a login takes the same time either way [CONTRACT 4].
 */
import { availableParallelism } from 'node:os';
import type * as Argon2Module from '@node-rs/argon2';
import { Turns } from '../../platform/turns.ts';

// The native Argon2 library loads on the first hash or verify: a restart on an existing database serves without it
// until someone signs in.
type Argon2 = typeof Argon2Module;
let library: Promise<Argon2> | undefined;
const argon2 = (): Promise<Argon2> => (library ??= import('@node-rs/argon2'));

export const MAX_PASSWORD_LENGTH = 256;

/**
 * At most this many hashes or verifications run at once; the rest wait their turn here. Argon2 runs on Node's
 * thread pool (UV_THREADPOOL_SIZE threads, 4 by default), where every fsync, file read and HMAC of the process
 * runs too: a burst of sign-ins filling every thread would hold each of those behind a hash of tens of ms —
 * among them the WAL flush that every HTTP answer waits for. So at least one thread is kept for them. And more
 * hashes at once than the machine has cores only share the cores and the CPU caches (each hash works through
 * 19 MiB): on a two-core machine, two at a time verified 275 a second, four at a time 250.
 */
export const HASHING_THREADS = Math.max(1, Math.min(poolThreads() - 1, availableParallelism()));

/** The size of Node's thread pool: UV_THREADPOOL_SIZE when it is a whole number of at least 1, else Node's 4. */
function poolThreads(): number {
  const asked = Number(process.env.UV_THREADPOOL_SIZE);
  return Number.isInteger(asked) && asked >= 1 ? asked : 4;
}

const hashing = new Turns(HASHING_THREADS);

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await argon2();
  return hashing.run(() => hash(password));
}

/** The shape of `verifyPassword`, for code that takes it as a dependency. */
export type VerifyPassword = (stored: string | null, password: string) => Promise<boolean>;

let dummyHash: Promise<string> | undefined;

/** Verifies `password` against `stored`; with no stored hash it still spends the same work and fails. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const { verify } = await argon2();
  if (stored === null) {
    dummyHash ??= hashPassword('not-a-real-password-used-only-for-timing');
    const against = await dummyHash;
    await hashing.run(() => verify(against, password)).catch(() => false);
    return false;
  }
  return hashing.run(() => verify(stored, password)).catch(() => false);
}

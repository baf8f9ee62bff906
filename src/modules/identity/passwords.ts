/**
 * Password hashing with Argon2id (OWASP's first choice; the library's defaults: 19 MiB, 2 passes).
 * Unknown emails are checked against a dummy hash so a login takes the same time either way [CONTRACT 4].
 */
import { availableParallelism } from 'node:os';
import { HashingThreads } from './hashing-threads.ts';

export const MAX_PASSWORD_LENGTH = 256;

/**
 * At most this many hashes or verifications run at once, each on a thread of its own (hashing-threads.ts); the
 * rest wait their turn. More at once than the machine has cores only share the cores and the CPU caches (each
 * hash works through 19 MiB): on a two-core machine, two at a time verified 275 a second, four at a time 250
 * (measured with the library's asynchronous calls, before the hashes had threads of their own).
 */
export const HASHING_THREADS = Math.max(1, availableParallelism());

const hashing = new HashingThreads(HASHING_THREADS);

export function hashPassword(password: string): Promise<string> {
  return hashing.hash(password);
}

/** The shape of `verifyPassword`, for code that takes it as a dependency. */
export type VerifyPassword = (stored: string | null, password: string) => Promise<boolean>;

let dummyHash: Promise<string> | undefined;

/** Verifies `password` against `stored`; with no stored hash it still spends the same work and fails. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummyHash ??= hashPassword('not-a-real-password-used-only-for-timing').catch((error: unknown) => {
      dummyHash = undefined;
      throw error;
    });
    await hashing.verify(await dummyHash, password);
    return false;
  }
  return hashing.verify(stored, password);
}

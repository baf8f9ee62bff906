/**
 * Password hashing with Argon2id (OWASP's first choice; the library's defaults: 19 MiB, 2 passes).
 * Unknown emails are checked against a dummy hash so a login takes the same time either way [CONTRACT 4].
 */
import type * as Argon2Module from '@node-rs/argon2';

// The native Argon2 library loads on the first hash or verify: a restart on an existing database serves without it
// until someone signs in.
type Argon2 = typeof Argon2Module;
let library: Promise<Argon2> | undefined;
const argon2 = (): Promise<Argon2> => (library ??= import('@node-rs/argon2'));

export const MAX_PASSWORD_LENGTH = 256;

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password);
}

/** The shape of `verifyPassword`, for code that takes it as a dependency. */
export type VerifyPassword = (stored: string | null, password: string) => Promise<boolean>;

let dummyHash: Promise<string> | undefined;

/** Verifies `password` against `stored`; with no stored hash it still spends the same work and fails. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const { hash, verify } = await argon2();
  if (stored === null) {
    dummyHash ??= hash('not-a-real-password-used-only-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

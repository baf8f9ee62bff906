/**
 * Password hashing with Argon2id (OWASP's first choice; the library's defaults: 19 MiB, 2 passes).
 * Unknown emails are checked against a dummy hash so a login takes the same time either way [CONTRACT 4].
 */
import { hash, verify } from '@node-rs/argon2';

export const MAX_PASSWORD_LENGTH = 256;

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** The shape of `verifyPassword`, for code that takes it as a dependency. */
export type VerifyPassword = (stored: string | null, password: string) => Promise<boolean>;

let dummyHash: Promise<string> | undefined;

/** Verifies `password` against `stored`; with no stored hash it still spends the same work and fails. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
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

/**
 * Usernames for accounts that arrive without one (OpenID Connect sign-in): taken from the provider's
 * `preferred_username`, else from the email's local part, reduced to what signup accepts (letters, digits,
 * `_`, `.`, `-`, starting with a letter or digit, 2 to 64 characters), then made unique with a suffix.
 */
import { randomToken } from '../../platform/ids.ts';

const MAX_BASE_LENGTH = 50;
const NUMBERED_TRIES = 20;

/** The preferred form of the username, before uniqueness: `Zoë Martin` → `Zoe_Martin`. */
export function usernameBase(preferredUsername: string | undefined, email: string): string {
  for (const source of [preferredUsername, email]) {
    if (source === undefined) continue;
    // An address (some providers' usernames are the user principal name) gives its local part.
    const at = source.lastIndexOf('@');
    const base = clean(at > 0 ? source.slice(0, at) : source);
    if (base.length >= 2) return base;
  }
  return 'user';
}

/** Candidates in order: `base`, `base_2` … `base_20`, then random suffixes (never exhausted). */
export function* usernameCandidates(base: string): Generator<string> {
  yield base;
  for (let n = 2; n <= NUMBERED_TRIES; n += 1) yield `${base}_${n}`;
  for (;;)
    yield `${base}_${randomToken(4)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}`;
}

function clean(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9_.-]+/g, '_')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/[_.-]+$/, '');
}

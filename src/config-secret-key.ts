/**
 * The secret key: from SECRET_KEY, or kept in `DATA_DIR/secret_key` when the environment gives none.
 * config.ts re-exports `resolveSecretKey` and `MIN_SECRET_KEY_LENGTH`.
 */
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from './config-types.ts';

export const MIN_SECRET_KEY_LENGTH = 32;

/**
 * Fills `config.secretKey`: from SECRET_KEY, else from `DATA_DIR/secret_key`, else a new random key that is
 * written there (mode 0600) so restarts keep sessions and encrypted secrets valid. Returns a warning to log
 * when the key did not come from the environment.
 */
export function resolveSecretKey(config: Config): { secretKey: string; warning?: string } {
  if (config.secretKey !== undefined) return { secretKey: config.secretKey };
  const file = path.join(config.dataDir, 'secret_key');
  mkdirSync(config.dataDir, { recursive: true });
  const stored = readStoredKey(file);
  if (stored !== undefined) {
    config.secretKey = stored;
    return {
      secretKey: stored,
      warning: `SECRET_KEY is not set; using the key stored in ${file}. Set SECRET_KEY in production and keep it safe.`,
    };
  }
  const generated = randomBytes(48).toString('base64url');
  // Written in full to a private temporary file first: the key is never visible half-written or with the
  // mode of a file it replaces, and `link` fails when another process sharing DATA_DIR stored its key
  // first, so every process ends up with the same key.
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, `${generated}\n`, { mode: 0o600, flag: 'wx' });
  let secretKey = generated;
  try {
    if (existsSync(file)) {
      // Present but unusable (too short): replaced, never appended to.
      renameSync(temporary, file);
    } else {
      try {
        linkSync(temporary, file);
      } catch (error) {
        const winner = (error as NodeJS.ErrnoException).code === 'EEXIST' ? readStoredKey(file) : undefined;
        if (winner === undefined) throw error;
        secretKey = winner;
      }
    }
  } finally {
    rmSync(temporary, { force: true });
  }
  config.secretKey = secretKey;
  return {
    secretKey,
    warning:
      secretKey === generated
        ? `SECRET_KEY is not set; generated one and stored it in ${file}. Set SECRET_KEY in production and keep it safe.`
        : `SECRET_KEY is not set; using the key stored in ${file}. Set SECRET_KEY in production and keep it safe.`,
  };
}

function readStoredKey(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const stored = readFileSync(file, 'utf8').trim();
  return stored.length >= MIN_SECRET_KEY_LENGTH ? stored : undefined;
}

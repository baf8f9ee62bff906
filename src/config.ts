/**
 * Configuration: environment variables → one typed, validated `Config`.
 *
 * Every variable is checked at start; all problems are collected and reported together, each with the
 * variable's name, what was given and what is expected, so an operator fixes a bad deployment in one pass.
 * The README's configuration table is the user-facing copy of this file.
 */
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  invalidCidrs,
  isUrl,
  parseBoolean,
  parseCount,
  parseOidcProviders,
  parsePort,
  parseS3,
  parseTrustProxy,
  safeHostname,
  splitList,
  type OidcProviderConfig,
  type S3Config,
  type TrustProxy,
} from './config-values.ts';

export type { OidcProviderConfig, S3Config, TrustProxy };

export type DeploymentMode = 'selfhosted' | 'saas';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
/** Where the data lives; on PostgreSQL, `poolSize` connections per process at most (DATABASE_POOL_SIZE). */
export type DatabaseConfig =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolSize?: number };

/** The largest upload accepted per kind of file, in bytes [CONTRACT 5]. */
export type UploadLimits = {
  image: number;
  audio: number;
  pdf: number;
  video: number;
  /** Other documents: office files and ZIP archives (assignment reference files, CONTRACT 10). */
  document: number;
};

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /** Undefined until `resolveSecretKey` fills it from the environment or from `DATA_DIR/secret_key`. */
  secretKey: string | undefined;
  publicUrl: string;
  deploymentMode: DeploymentMode;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: LogLevel;
  trustProxy: TrustProxy;
  /** Ranges webhooks may reach although they are not public (WEBHOOK_ALLOWED_CIDRS); empty by default. */
  webhookAllowedCidrs: string[];
  /** Run the delivery worker inside `lms serve` (WEBHOOK_WORKER, default true). */
  webhookWorker: boolean;
  /** Delivery attempts in flight at once per worker, overall and per endpoint. */
  webhookConcurrency: number;
  webhookEndpointConcurrency: number;
  /** Multiplies every delivery wait, timeout and lease (WEBHOOK_TIME_SCALE, default 1; for tests and staging). */
  webhookTimeScale: number;
  /**
   * How often an idle worker looks for due deliveries (WEBHOOK_POLL_INTERVAL_MS, default 250). On PostgreSQL
   * workers are woken when deliveries commit, so the poll only catches retries falling due and lost wake-ups.
   */
  webhookPollIntervalMs: number;
  /**
   * The longest an attempt's outcome waits to be written together with others (WEBHOOK_COMMIT_DELAY_MS,
   * default 10): one transaction records many attempts. A crash in that window repeats those deliveries.
   */
  webhookCommitDelayMs: number;
  /** Where uploaded files go: S3 when S3_BUCKET is set, else undefined (local disk under `DATA_DIR/files`). */
  s3: S3Config | undefined;
  uploadLimits: UploadLimits;
  /** CODE tasks [CONTRACT 8]: a Judge0-compatible server for languages other than javascript. */
  judge0Url: string | undefined;
  judge0AuthToken: string | undefined;
  /** Per test case [CONTRACT 10]: wall time (CODE_RUN_TIME_MS, 2000) and memory (CODE_RUN_MEMORY_MB, 64). */
  codeRunTimeMs: number;
  codeRunMemoryBytes: number;
  /** Memory for cached course trees and lists, per process (COURSE_CACHE_MB, 64; 0 turns the cache off). */
  courseCacheBytes: number;
  /** OpenID Connect issuers users may sign in with (OIDC_PROVIDERS); empty by default. */
  oidcProviders: OidcProviderConfig[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_SECRET_KEY_LENGTH = 32;
export const MIN_PASSWORD_LENGTH = 8;
/** Upload limits are read in MB (MiB, 1,048,576 bytes), from 1 MB to 100 GB. */
const MEGABYTE = 1024 * 1024;
const MAX_UPLOAD_LIMIT_MB = 102_400;

type Env = Record<string, string | undefined>;

/** Reads and validates the environment. Throws `ConfigError` listing every bad value. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const problems: string[] = [];
  const get = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };

  const port = parsePort(get('PORT'), problems);
  const host = get('HOST') ?? '127.0.0.1';
  const dataDir = path.resolve(cwd, get('DATA_DIR') ?? './data');

  let database: DatabaseConfig = { kind: 'sqlite', file: path.join(dataDir, 'lms.sqlite') };
  const databaseUrl = get('DATABASE_URL');
  const poolSize = parseCount('DATABASE_POOL_SIZE', get('DATABASE_POOL_SIZE'), 10, 1000, problems);
  if (databaseUrl !== undefined) {
    if (/^postgres(ql)?:\/\//i.test(databaseUrl) && isUrl(databaseUrl)) {
      database = { kind: 'postgres', url: databaseUrl, poolSize };
    } else {
      problems.push(
        'DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset to use the embedded SQLite file in DATA_DIR)',
      );
    }
  }

  const secretKey = get('SECRET_KEY');
  if (secretKey !== undefined && secretKey.length < MIN_SECRET_KEY_LENGTH) {
    problems.push(`SECRET_KEY must be at least ${MIN_SECRET_KEY_LENGTH} characters long`);
  }

  const publicUrl = (
    get('PUBLIC_URL') ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  ).replace(/\/+$/, '');
  if (!/^https?:\/\//i.test(publicUrl) || !isUrl(publicUrl)) {
    problems.push(`PUBLIC_URL must be an absolute http:// or https:// URL, got "${publicUrl}"`);
  }

  const mode = get('DEPLOYMENT_MODE') ?? 'selfhosted';
  if (mode !== 'selfhosted' && mode !== 'saas') {
    problems.push(`DEPLOYMENT_MODE must be "selfhosted" or "saas", got "${mode}"`);
  }

  const adminEmail = get('LMS_ADMIN_EMAIL')?.toLowerCase();
  if (adminEmail !== undefined && !EMAIL.test(adminEmail)) {
    problems.push(`LMS_ADMIN_EMAIL must be an email address, got "${adminEmail}"`);
  }
  const adminPassword = env.LMS_ADMIN_PASSWORD === '' ? undefined : env.LMS_ADMIN_PASSWORD;
  if (adminPassword !== undefined && adminPassword.length < MIN_PASSWORD_LENGTH) {
    problems.push(`LMS_ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  }

  const smtpUrl = get('SMTP_URL');
  if (smtpUrl !== undefined && !(/^smtps?:\/\//i.test(smtpUrl) && isUrl(smtpUrl))) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@mail.example.com:465');
  }
  const mailFrom = get('MAIL_FROM') ?? `LMS <no-reply@${safeHostname(publicUrl)}>`;

  const logLevel = (get('LOG_LEVEL') ?? 'info').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel as LogLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }

  const trustProxy = parseTrustProxy(get('TRUST_PROXY'), problems);

  const allowed = get('WEBHOOK_ALLOWED_CIDRS');
  const webhookAllowedCidrs = allowed === undefined ? [] : splitList(allowed);
  const badCidrs = invalidCidrs(webhookAllowedCidrs);
  if (badCidrs.length > 0) {
    problems.push(
      `WEBHOOK_ALLOWED_CIDRS must be a comma-separated list of IP addresses / CIDR ranges; bad entries: ${badCidrs.join(', ')}`,
    );
  }
  const webhookWorker = parseBoolean('WEBHOOK_WORKER', get('WEBHOOK_WORKER'), true, problems);
  const webhookConcurrency = parseCount(
    'WEBHOOK_CONCURRENCY',
    get('WEBHOOK_CONCURRENCY'),
    16,
    1000,
    problems,
  );
  const webhookEndpointConcurrency = parseCount(
    'WEBHOOK_ENDPOINT_CONCURRENCY',
    get('WEBHOOK_ENDPOINT_CONCURRENCY'),
    4,
    100,
    problems,
  );
  const webhookPollIntervalMs = parseCount(
    'WEBHOOK_POLL_INTERVAL_MS',
    get('WEBHOOK_POLL_INTERVAL_MS'),
    250,
    600_000,
    problems,
  );
  const webhookCommitDelayMs = parseCount(
    'WEBHOOK_COMMIT_DELAY_MS',
    get('WEBHOOK_COMMIT_DELAY_MS'),
    10,
    60_000,
    problems,
  );
  const scaleText = get('WEBHOOK_TIME_SCALE');
  const webhookTimeScale = scaleText === undefined ? 1 : Number(scaleText);
  if (
    scaleText !== undefined &&
    !(/^\d+(\.\d+)?$/.test(scaleText) && webhookTimeScale >= 0.001 && webhookTimeScale <= 100)
  ) {
    problems.push(`WEBHOOK_TIME_SCALE must be a decimal number from 0.001 to 100, got "${scaleText}"`);
  }

  const s3 = parseS3(
    {
      bucket: get('S3_BUCKET'),
      endpoint: get('S3_ENDPOINT'),
      region: get('S3_REGION'),
      forcePathStyle: get('S3_FORCE_PATH_STYLE'),
    },
    problems,
  );
  const limit = (kind: string, fallback: number): number => {
    const name = `UPLOAD_LIMIT_${kind}_MB`;
    return parseCount(name, get(name), fallback, MAX_UPLOAD_LIMIT_MB, problems) * MEGABYTE;
  };
  const uploadLimits: UploadLimits = {
    image: limit('IMAGE', 15),
    audio: limit('AUDIO', 100),
    pdf: limit('PDF', 100),
    video: limit('VIDEO', 2048),
    document: limit('DOCUMENT', 100),
  };

  const judge0Url = get('JUDGE0_URL');
  if (judge0Url !== undefined && !(/^https?:\/\//i.test(judge0Url) && isUrl(judge0Url))) {
    problems.push('JUDGE0_URL must be an http:// or https:// URL of a Judge0-compatible server');
  }
  const judge0AuthToken = get('JUDGE0_AUTH_TOKEN');
  const codeRunTimeMs = parseCount('CODE_RUN_TIME_MS', get('CODE_RUN_TIME_MS'), 2000, 60_000, problems);
  const codeRunMemoryBytes =
    parseCount('CODE_RUN_MEMORY_MB', get('CODE_RUN_MEMORY_MB'), 64, 4096, problems) * MEGABYTE;
  const courseCacheMb = get('COURSE_CACHE_MB');
  const courseCacheBytes =
    courseCacheMb === '0' ? 0 : parseCount('COURSE_CACHE_MB', courseCacheMb, 64, 65_536, problems) * MEGABYTE;
  const oidcProviders = parseOidcProviders(get('OIDC_PROVIDERS'), problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    dataDir,
    database,
    secretKey,
    publicUrl,
    deploymentMode: mode as DeploymentMode,
    adminEmail,
    adminPassword,
    smtpUrl,
    mailFrom,
    logLevel: logLevel as LogLevel,
    trustProxy,
    webhookAllowedCidrs,
    webhookWorker,
    webhookConcurrency,
    webhookEndpointConcurrency,
    webhookTimeScale,
    webhookPollIntervalMs,
    webhookCommitDelayMs,
    s3,
    uploadLimits,
    judge0Url: judge0Url?.replace(/\/+$/, ''),
    judge0AuthToken,
    codeRunTimeMs,
    codeRunMemoryBytes,
    courseCacheBytes,
    oidcProviders,
  };
}

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

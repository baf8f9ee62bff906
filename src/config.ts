/**
 * Configuration: environment variables → one typed, validated `Config`.
 *
 * Every variable is checked at start; all problems are collected and reported together, each with the
 * variable's name, what was given and what is expected, so an operator fixes a bad deployment in one pass.
 * The README's configuration table is the user-facing copy of this file.
 */
import path from 'node:path';
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
import type { Config, DatabaseConfig, DeploymentMode, LogLevel, UploadLimits } from './config-types.ts';
import { MIN_SECRET_KEY_LENGTH } from './config-secret-key.ts';

export type { OidcProviderConfig, S3Config, TrustProxy };
export type { Config, DatabaseConfig, DeploymentMode, LogLevel, UploadLimits } from './config-types.ts';
export { MIN_SECRET_KEY_LENGTH, resolveSecretKey } from './config-secret-key.ts';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;
/** A shared secret between services: long enough that guessing is hopeless. */
export const MIN_PLATFORM_KEY_LENGTH = 32;
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

  const scorm = {
    maxUploadBytes:
      parseCount('SCORM_MAX_UPLOAD_MB', get('SCORM_MAX_UPLOAD_MB'), 500, MAX_UPLOAD_LIMIT_MB, problems) *
      MEGABYTE,
    maxUncompressedBytes:
      parseCount(
        'SCORM_MAX_UNCOMPRESSED_MB',
        get('SCORM_MAX_UNCOMPRESSED_MB'),
        2048,
        MAX_UPLOAD_LIMIT_MB,
        problems,
      ) * MEGABYTE,
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
  const boardMaxMembers = parseCount('BOARD_MAX_MEMBERS', get('BOARD_MAX_MEMBERS'), 10, 10_000, problems);
  const oidcProviders = parseOidcProviders(get('OIDC_PROVIDERS'), problems);
  const aiBaseUrl = get('AI_BASE_URL');
  if (aiBaseUrl !== undefined && !(/^https?:\/\//i.test(aiBaseUrl) && isUrl(aiBaseUrl))) {
    problems.push('AI_BASE_URL must be an http:// or https:// URL of an OpenAI-compatible API (…/v1)');
  }
  const aiModel = get('AI_MODEL');
  const aiTimeoutMs = parseCount('AI_TIMEOUT_MS', get('AI_TIMEOUT_MS'), 60_000, 600_000, problems);
  const platformApiKey = get('PLATFORM_API_KEY');
  if (platformApiKey !== undefined && platformApiKey.length < MIN_PLATFORM_KEY_LENGTH) {
    problems.push(`PLATFORM_API_KEY must be at least ${MIN_PLATFORM_KEY_LENGTH} characters long`);
  }

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
    scorm,
    judge0Url: judge0Url?.replace(/\/+$/, ''),
    judge0AuthToken,
    codeRunTimeMs,
    codeRunMemoryBytes,
    courseCacheBytes,
    boardMaxMembers,
    oidcProviders,
    ai:
      aiBaseUrl !== undefined && aiModel !== undefined
        ? {
            baseUrl: aiBaseUrl.replace(/\/+$/, ''),
            apiKey: get('AI_API_KEY'),
            model: aiModel,
            timeoutMs: aiTimeoutMs,
          }
        : undefined,
    platformApiKey,
  };
}

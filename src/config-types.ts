/**
 * The shape of the configuration `loadConfig` (config.ts) produces; config.ts re-exports every type here.
 */
import type { OidcProviderConfig, S3Config, TrustProxy } from './config-values.ts';

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
  /**
   * SCORM packages [CONTRACT 12]: the largest upload (SCORM_MAX_UPLOAD_MB, 500; larger is a 413) and the
   * largest uncompressed total of a package's files (SCORM_MAX_UNCOMPRESSED_MB, 2048; larger is refused).
   */
  scorm: { maxUploadBytes: number; maxUncompressedBytes: number };
  /** CODE tasks [CONTRACT 8]: a Judge0-compatible server for languages other than javascript. */
  judge0Url: string | undefined;
  judge0AuthToken: string | undefined;
  /** Per test case [CONTRACT 10]: wall time (CODE_RUN_TIME_MS, 2000) and memory (CODE_RUN_MEMORY_MB, 64). */
  codeRunTimeMs: number;
  codeRunMemoryBytes: number;
  /** Memory for cached course trees and lists, per process (COURSE_CACHE_MB, 64; 0 turns the cache off). */
  courseCacheBytes: number;
  /** Members of one board, its owner included (BOARD_MAX_MEMBERS, 10) [CONTRACT 11]. */
  boardMaxMembers: number;
  /** OpenID Connect issuers users may sign in with (OIDC_PROVIDERS); empty by default. */
  oidcProviders: OidcProviderConfig[];
  /**
   * The OpenAI-compatible chat-completions server that generates playground pages [CONTRACT 11]: AI_BASE_URL
   * (`…/v1`, requests go to `/chat/completions`) and AI_MODEL; undefined unless both are set. AI_API_KEY is
   * sent as a Bearer token when set. AI_TIMEOUT_MS (default 60000): the longest wait for the answer, and
   * between two pieces of it.
   */
  ai: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  /**
   * The key operators' billing systems present in `X-Platform-Key` on the internal pack routes
   * (PLATFORM_API_KEY, at least 32 characters); unset, those routes answer 404.
   */
  platformApiKey: string | undefined;
}

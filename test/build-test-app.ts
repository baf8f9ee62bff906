/**
 * Builds the real application on a real database for one test file. Time is a `ManualClock` the test moves;
 * mail goes to the log transport, whose files the test reads from `dataDir/mail`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp, type BuildOptions } from '../src/app.ts';
import type { Config, DeploymentMode, OidcProviderConfig, UploadLimits } from '../src/config.ts';
import { ManualClock } from '../src/platform/clock.ts';
import type { RouteEntry } from '../src/platform/http/route-table.ts';
import type { Services } from '../src/services.ts';
import { createTestDatabase } from './test-database.ts';

const MB = 1024 * 1024;

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  /** Every registered route, for tests that hold each route to a rule. */
  routes: readonly RouteEntry[];
  /** Compiles every route schema still waiting for its first request; how many (src/platform/http/lazy-schemas.ts). */
  compileSchemas(): number;
  clock: ManualClock;
  config: Config;
  dataDir: string;
  /** Every mail written so far, oldest first, as raw text. */
  mails(): { file: string; text: string }[];
  close(): Promise<void>;
}

export async function buildTestApp(
  options: {
    deploymentMode?: DeploymentMode;
    start?: string;
    smtpUrl?: string;
    webhookAllowedCidrs?: string[];
    /** In bytes; each kind defaults to its production limit. */
    uploadLimits?: Partial<UploadLimits>;
    /** Files in this S3-compatible store instead of local disk (credentials from the environment). */
    s3?: Config['s3'];
    /** SCORM package limits, in bytes; the production defaults otherwise. */
    scorm?: Partial<Config['scorm']>;
    judge0Url?: string;
    boardMaxMembers?: number;
    oidcProviders?: OidcProviderConfig[];
    /** The AI server of playground generation (unset: generation answers 503). */
    ai?: Config['ai'];
    /** PLATFORM_API_KEY (unset by default: the internal pack routes answer 404). */
    platformApiKey?: string;
    build?: BuildOptions;
  } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const clock = new ManualClock(options.start ?? '2026-03-02T09:00:00.000Z');
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir: testDb.dataDir,
    database: testDb.database,
    secretKey: 'test-secret-key-that-is-long-enough-0123456789',
    publicUrl: 'http://lms.test',
    deploymentMode: options.deploymentMode ?? 'selfhosted',
    adminEmail: undefined,
    adminPassword: undefined,
    smtpUrl: options.smtpUrl,
    mailFrom: 'LMS <no-reply@lms.test>',
    logLevel: 'silent',
    trustProxy: false,
    webhookAllowedCidrs: options.webhookAllowedCidrs ?? [],
    webhookWorker: false,
    webhookConcurrency: 8,
    webhookEndpointConcurrency: 2,
    webhookTimeScale: 1,
    webhookPollIntervalMs: 250,
    webhookCommitDelayMs: 10,
    s3: options.s3,
    uploadLimits: {
      image: 15 * MB,
      audio: 100 * MB,
      pdf: 100 * MB,
      video: 2048 * MB,
      document: 100 * MB,
      ...options.uploadLimits,
    },
    scorm: { maxUploadBytes: 500 * MB, maxUncompressedBytes: 2048 * MB, ...options.scorm },
    judge0Url: options.judge0Url,
    judge0AuthToken: undefined,
    codeRunTimeMs: 2000,
    codeRunMemoryBytes: 64 * MB,
    courseCacheBytes: 64 * MB,
    boardMaxMembers: options.boardMaxMembers ?? 10,
    oidcProviders: options.oidcProviders ?? [],
    ai: options.ai,
    platformApiKey: options.platformApiKey,
  };
  const { app, services, routes, compileSchemas } = await buildApp(config, {
    clock,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    ...options.build,
  });
  const mailDir = path.join(testDb.dataDir, 'mail');
  return {
    app,
    services,
    routes,
    compileSchemas,
    clock,
    config,
    dataDir: testDb.dataDir,
    mails: () => {
      let files: string[];
      try {
        files = readdirSync(mailDir).sort();
      } catch {
        return [];
      }
      return files.map((file) => ({ file, text: readFileSync(path.join(mailDir, file), 'utf8') }));
    },
    close: async () => {
      await app.close();
      await testDb.drop();
    },
  };
}

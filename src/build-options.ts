/**
 * What a caller of `buildServices` may replace: the edges of the world (time, logs, mail, the network, the code
 * runner) and a few timings. Its own file, so the composition root's areas (`wiring/`) read it without
 * importing the root itself.
 */
import type { Logger } from 'pino';
import type { CodeRunner } from './modules/assignments/index.ts';
import type { RetryPolicy, SafeClientOptions } from './modules/webhooks/index.ts';
import type { Clock } from './platform/clock.ts';
import type { Mailer } from './platform/mailer.ts';

export interface BuildOptions {
  clock?: Clock;
  logger?: Logger;
  mailer?: Mailer;
  /** The network edge of webhook delivery: name resolution, extra trusted CAs, the raw socket connector. */
  webhookNetwork?: Pick<SafeClientOptions, 'resolve' | 'ca' | 'connect'>;
  /** Runs learner code for CODE tasks (default: the QuickJS sandbox plus Judge0 when JUDGE0_URL is set). */
  codeRunner?: CodeRunner;
  /** Delivery timings (default: SPEC's, scaled by WEBHOOK_TIME_SCALE). */
  retryPolicy?: RetryPolicy;
  /** Apply migrations before serving (default true). */
  migrate?: boolean;
  /** Sees the SQL of every statement sent to the database (tests count what a request costs). */
  onStatement?: (sql: string) => void;
  /** Timeout of each call to an OpenID Connect provider (default 10 s). */
  oidcTimeoutMs?: number;
  /** SQLite: what flushes the WAL to disk for the group commit (default its fsync); tests watch or hold it. */
  flushWal?: (flush: () => Promise<void>) => Promise<void>;
  /** The built web app served at `/` (default web/dist of this checkout). */
  webDir?: string;
}

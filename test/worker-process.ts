/**
 * Runs `lms worker` as a real child process on a test app's database, delivering to receivers on loopback:
 * the process trusts the test certificate through NODE_EXTRA_CA_CERTS and reaches 127.0.0.0/8 through the
 * operator allow-list, exactly as an operator would set it up.
 */
import type { TestApp } from './build-test-app.ts';
import { TEST_TLS } from './https-receiver.ts';
import { lms, type Env, type Lms } from './lms-process.ts';

export function startWorkerProcess(t: TestApp, env: Env = {}): Lms {
  return lms(['worker'], {
    // The SQLite file of a test app is DATA_DIR/lms.sqlite, where the worker looks for it.
    DATA_DIR: t.dataDir,
    ...(t.config.database.kind === 'postgres' && { DATABASE_URL: t.config.database.url }),
    SECRET_KEY: t.config.secretKey!,
    WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8',
    NODE_EXTRA_CA_CERTS: TEST_TLS.certFile,
    LOG_LEVEL: 'warn',
    ...env,
  });
}

/**
 * A real S3-compatible server (s3rver) on loopback for the S3 tests, in a child process of its own.
 *
 * Not in the test's process, because s3rver 3.7 encrypts list continuation tokens with DES, which Node's
 * OpenSSL 3 refuses unless started with --openssl-legacy-provider: any listing longer than one page (1000
 * keys) would fail with an internal error. Only this child gets the flag. It exits when the test process
 * does, through the IPC channel.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** s3rver's default credentials; S3Storage takes them through its `credentials` option. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const CHILD = `
const S3rver = require(process.env.S3RVER_MODULE);
process.on('disconnect', () => process.exit(0));
new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: process.env.S3RVER_DIRECTORY,
  configureBuckets: [{ name: process.env.S3RVER_BUCKET }],
})
  .run()
  .then(({ port }) => process.send({ port }))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
`;

export interface S3rverProcess {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startS3rver(bucket = 'test-bucket'): Promise<S3rverProcess> {
  const directory = mkdtempSync(path.join(tmpdir(), 'lms-s3rver-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', CHILD], {
    env: {
      ...process.env,
      S3RVER_MODULE: createRequire(import.meta.url).resolve('s3rver'),
      S3RVER_DIRECTORY: directory,
      S3RVER_BUCKET: bucket,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('s3rver did not start within 15 s')), 15_000);
      child.once('message', (message: { port: number }) => {
        clearTimeout(timer);
        resolve(message.port);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`s3rver exited with code ${code}`));
      });
    });
    return {
      endpoint: `http://127.0.0.1:${port}`,
      stop: async () => {
        child.kill();
        await exited;
        rmSync(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    child.kill();
    await exited;
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
}

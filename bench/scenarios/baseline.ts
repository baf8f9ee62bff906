import { spawn } from 'node:child_process';
import path from 'node:path';
import { runLoad } from '../lib/load.ts';
import type { Scenario } from '../lib/scenario.ts';

export const baseline: Scenario = {
  name: 'baseline',
  title: 'A bare Fastify route on this machine (the ceiling)',
  usesDatabase: false,
  async run({ duration }) {
    const child = spawn(
      process.execPath,
      [path.join(import.meta.dirname, '..', 'lib', 'baseline-server.mjs')],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      const port = await new Promise<number>((resolve, reject) => {
        child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString('utf8').trim())));
        child.once('exit', (code) => reject(new Error(`baseline server exited (${code})`)));
      });
      const load = await runLoad({ url: `http://127.0.0.1:${port}/ping`, connections: 50, duration });
      return [{ label: 'GET /ping', load }];
    } finally {
      child.kill('SIGTERM');
    }
  },
};

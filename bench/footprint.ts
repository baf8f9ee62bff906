/**
 * Start-up time and idle memory of the compiled service on SQLite, the two footprint goals of docs/architecture.md
 * ("Start-up and memory"): `node --import tsx bench/footprint.ts [--root <checkout>] [--starts N]`.
 *
 * A first start creates the database (first boot); then N restarts on that existing database each report the
 * time from spawn to a 200 from /health, and the resident memory after a few requests and two idle seconds.
 * `--root` measures another checkout the same way (its own bin/lms.js), to compare two builds side by side.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startBuiltService } from './lib/built-service.ts';

const { values } = parseArgs({
  options: { root: { type: 'string' }, starts: { type: 'string', default: '3' } },
});
const root = values.root === undefined ? undefined : path.resolve(values.root);
const dataDir = await mkdtemp(path.join(tmpdir(), 'lms-footprint-'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  const first = await startBuiltService({ dataDir, ...(root && { root }) });
  console.log(`first boot (creates the database): ${first.startMs} ms`);
  await first.stop();
  const starts: number[] = [];
  const rss: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < Number(values.starts); i++) {
    const service = await startBuiltService({ dataDir, ...(root && { root }) });
    starts.push(service.startMs);
    cpu.push(service.startCpuMs);
    for (let r = 0; r < 5; r++) {
      for (const route of ['/health', '/organizations'])
        await (await fetch(`${service.url}${route}`)).arrayBuffer();
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    rss.push(service.rssMiB());
    await service.stop();
    console.log(
      `restart ${i + 1}: healthy after ${starts.at(-1)} ms (${cpu.at(-1)} ms of CPU), idle RSS ${rss.at(-1)} MiB`,
    );
  }
  console.log(
    `median: start to healthy ${median(starts)} ms (${median(cpu)} ms of CPU), idle RSS ${median(rss)} MiB`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

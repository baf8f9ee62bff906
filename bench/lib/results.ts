/** Results as JSON (every figure) and as a Markdown table, in bench/results/. */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Measurement } from './scenario.ts';

export interface Row extends Measurement {
  scenario: string;
  database: string;
  /** Requests per second as a share of the baseline's. */
  ratio?: number;
}

export interface Report {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string };
  durationSeconds: number;
  baselineRps?: number;
  rows: Row[];
}

export function machine(): Report['machine'] {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
  };
}

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

export function markdown(report: Report): string {
  const lines = [
    `# Benchmark results (${report.date})`,
    '',
    `Machine: ${report.machine.cpus} × ${report.machine.cpuModel}, ${report.machine.memoryGiB} GiB, Node ${report.machine.node}. ` +
      `Load from a separate process (autocannon), ${report.durationSeconds} s per measurement; server and load share the machine.`,
    '',
    '| scenario | database | measurement | req/s | median ms | p99 ms | errors | vs baseline | other |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of report.rows) {
    const load = row.load;
    const errors = load === undefined ? '' : String(load.errors + load.non2xx);
    const other = Object.entries(row.extra ?? {})
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => `${name} ${value}`)
      .join(', ');
    lines.push(
      `| ${row.scenario} | ${row.database} | ${row.label} | ${load ? fixed(load.requestsPerSecond) : ''} | ` +
        `${load ? fixed(load.latencyMedianMs, 1) : ''} | ${load ? fixed(load.latencyP99Ms, 1) : ''} | ${errors} | ` +
        `${row.ratio === undefined ? '' : `${fixed(row.ratio * 100, 1)} %`} | ${other} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export async function writeReport(dir: string, report: Report, name: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const json = path.join(dir, `${name}.json`);
  const md = path.join(dir, `${name}.md`);
  await writeFile(json, `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(md, markdown(report));
  return [json, md];
}

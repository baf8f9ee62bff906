/** Results as JSON (every figure, every round) and as Markdown tables, in bench/results/. */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Measurement } from './scenario.ts';
import {
  atMost,
  cpuMsPerRequest,
  databaseCpuMsPerRequest,
  fromLoad,
  type Figures,
  type Goal,
  type Pair,
} from './side-by-side.ts';

export interface Row extends Measurement {
  scenario: string;
  database: string;
}

export interface Report {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string };
  durationSeconds: number;
  rounds: number;
  quick: boolean;
  /** What ran the service: bin/lms.js of this checkout (the compiled service) or of another one. */
  service: string;
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

/** PostgreSQL's time per request over SQLite's must stay within this. */
export const POSTGRES_GOAL = 2;

export interface Comparison {
  scenario: string;
  label: string;
  sqlite: Figures;
  postgres: Figures;
  goal: Goal;
  /**
   * The same comparison made of each database's ratio to its own run's ceiling (SQLite's ratio over
   * PostgreSQL's): the ceiling does not touch a database, so this takes out what the machine's speed did between
   * the two runs, which are minutes apart. Shown beside the goal's figure, not instead of it.
   */
  againstCeilings: number;
}

/** The service's own figures of a row: beside its ceiling, or a load alone. */
function served(row: Row): Figures | undefined {
  if (row.pair !== undefined) return row.pair.scenario;
  return row.load === undefined ? undefined : fromLoad(row.load);
}

/**
 * PostgreSQL against SQLite, scenario by scenario (the rows measured beside a ceiling, at a fixed concurrency):
 * the time per request is the inverse of the rate, so PostgreSQL's over SQLite's is SQLite's rate over
 * PostgreSQL's.
 */
export function comparisons(report: Report): Comparison[] {
  const found: Comparison[] = [];
  for (const row of report.rows.filter((r) => r.database === 'sqlite')) {
    const other = report.rows.find(
      (r) => r.database === 'postgres' && r.scenario === row.scenario && r.label === row.label,
    );
    if (row.pair === undefined || other?.pair === undefined) continue;
    const sqlite = row.pair.scenario;
    const postgres = other.pair.scenario;
    const ratio = sqlite.perSecond / postgres.perSecond;
    found.push({
      scenario: row.scenario,
      label: row.label,
      sqlite,
      postgres,
      goal: atMost(ratio, POSTGRES_GOAL, 'PostgreSQL time per request / SQLite’s'),
      againstCeilings: row.pair.ratio / other.pair.ratio,
    });
  }
  return found;
}

const fixed = (value: number | undefined, digits = 0) =>
  value !== undefined && Number.isFinite(value) ? value.toFixed(digits) : '–';
const passed = (goal: Goal | undefined) =>
  goal === undefined ? '' : `${goal.text}: ${goal.pass ? 'pass' : 'FAIL'}`;
const rate = (f: Figures | undefined) =>
  f === undefined ? ['', '', ''] : [fixed(f.perSecond), fixed(f.medianMs, 1), fixed(f.p99Ms, 1)];

function goalTable(report: Report): string[] {
  const lines = [
    '| scenario | database | measurement | goal | measured | result |',
    '| --- | --- | --- | --- | ---: | --- |',
  ];
  for (const row of report.rows) {
    if (row.goal === undefined) continue;
    lines.push(
      `| ${row.scenario} | ${row.database} | ${row.label} | ${row.goal.text} | ${fixed(row.goal.value, 2)} | ${row.goal.pass ? 'pass' : 'FAIL'} |`,
    );
  }
  for (const c of comparisons(report)) {
    lines.push(
      `| ${c.scenario} | both | ${c.label} | ${c.goal.text} | ${fixed(c.goal.value, 2)} | ${c.goal.pass ? 'pass' : 'FAIL'} |`,
    );
  }
  return lines;
}

function mainTable(report: Report): string[] {
  const lines = [
    '| scenario | database | measurement | rate /s | median ms | p99 ms | errors | ceiling | ceiling /s | ceiling median ms | ceiling p99 ms | ratio | goal | other |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | --- | --- |',
  ];
  for (const row of report.rows) {
    const own = served(row);
    const other = Object.entries({ ...cpuFigures(row.pair), ...row.extra })
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => `${name} ${value}`)
      .join(', ');
    const pair = row.pair;
    lines.push(
      [
        '',
        row.scenario,
        row.database,
        row.label,
        ...rate(own),
        own === undefined ? '' : String(own.errors),
        pair?.ceilingLabel ?? '',
        ...rate(pair?.ceiling),
        pair === undefined ? '' : fixed(pair.ratio, 2),
        passed(row.goal),
        other,
        '',
      ]
        .join(' | ')
        .trim(),
    );
  }
  return lines;
}

/**
 * CPU milliseconds per request of the service and of its ceiling's server, where both were measured, and of the
 * PostgreSQL server for the service, where it was.
 */
function cpuFigures(pair: Pair | undefined): Record<string, string> {
  const service = cpuMsPerRequest(pair?.scenario);
  const ceiling = cpuMsPerRequest(pair?.ceiling);
  if (service === undefined || ceiling === undefined) return {};
  const database = databaseCpuMsPerRequest(pair?.scenario);
  return {
    cpu_ms_per_request: fixed(service, 3),
    ...(database === undefined ? {} : { database_cpu_ms_per_request: fixed(database, 3) }),
    ceiling_cpu_ms_per_request: fixed(ceiling, 3),
  };
}

function comparisonTable(report: Report): string[] {
  const lines = [
    '| scenario | measurement | SQLite /s | PostgreSQL /s | SQLite median ms | PostgreSQL median ms | time per request, PostgreSQL / SQLite | the same, each against its own run’s ceiling |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const c of comparisons(report)) {
    lines.push(
      `| ${c.scenario} | ${c.label} | ${fixed(c.sqlite.perSecond)} | ${fixed(c.postgres.perSecond)} | ` +
        `${fixed(c.sqlite.medianMs, 1)} | ${fixed(c.postgres.medianMs, 1)} | ${fixed(c.goal.value, 2)} | ` +
        `${fixed(c.againstCeilings, 2)} |`,
    );
  }
  return lines;
}

export function markdown(report: Report): string {
  const m = report.machine;
  return [
    `# Benchmark results (${report.date})${report.quick ? ': QUICK MODE, figures not meaningful' : ''}`,
    '',
    `Machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}. Service run from ${report.service}. ` +
      `Each scenario beside its ceiling (the same work without the service) in the same run, ${report.rounds} rounds ` +
      `in alternating order (scenario, ceiling, ceiling, scenario, …), ${report.durationSeconds} s per load; ` +
      'figures summed over the rounds (rate over all of them, mean of the medians, worst p99); ratio = rate / ceiling rate. ' +
      'Load from a separate process (autocannon); server, ceiling and load share the machine.',
    '',
    '## Goals',
    '',
    ...goalTable(report),
    '',
    '## Every measurement',
    '',
    ...mainTable(report),
    '',
    '## PostgreSQL against SQLite',
    '',
    'The goal compares the two runs’ rates. The last column compares the two ratios instead (SQLite’s ratio over ' +
      'PostgreSQL’s): each run’s ceiling, which no database touches, takes out what the machine’s speed did ' +
      'between the runs.',
    '',
    ...comparisonTable(report),
    '',
  ].join('\n');
}

export async function writeReport(dir: string, report: Report, name: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const json = path.join(dir, `${name}.json`);
  const md = path.join(dir, `${name}.md`);
  await writeFile(json, `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(md, markdown(report));
  return [json, md];
}

/**
 * `npm run bench [-- <scenario> …] [-- --db sqlite|postgres]`: each scenario against a real `lms serve` on a
 * fresh, seeded database, load from a separate process, on SQLite and on PostgreSQL (skipped with a notice when
 * no PostgreSQL server answers). Results go to bench/results/ as JSON and as a Markdown table, which is also
 * printed. BENCH_DURATION sets the seconds of load per measurement (default 8).
 */
import path from 'node:path';
import { machine, markdown, writeReport, type Report, type Row } from './lib/results.ts';
import type { Scenario } from './lib/scenario.ts';
import { postgresAvailable, type Dialect } from './lib/server.ts';
import { baseline } from './scenarios/baseline.ts';
import { courseList } from './scenarios/course-list.ts';
import { courseTree } from './scenarios/course-tree.ts';
import { login } from './scenarios/login.ts';
import { memory } from './scenarios/memory.ts';
import { saveAnswer } from './scenarios/save-answer.ts';
import { submitAndGrade } from './scenarios/submit-and-grade.ts';
import { webhookFanout } from './scenarios/webhook-fanout.ts';

const SCENARIOS: Scenario[] = [
  baseline,
  courseTree,
  courseList,
  saveAnswer,
  submitAndGrade,
  login,
  webhookFanout,
  memory,
];

function parseArgs(argv: string[]): { names: string[]; dialects: Dialect[] } {
  const names: string[] = [];
  let dialects: Dialect[] = ['sqlite', 'postgres'];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--db') dialects = [argv[++i] as Dialect];
    else names.push(arg);
  }
  const unknown = names.filter((n) => !SCENARIOS.some((s) => s.name === n));
  if (unknown.length > 0) {
    throw new Error(
      `unknown scenario ${unknown.join(', ')}; known: ${SCENARIOS.map((s) => s.name).join(', ')}`,
    );
  }
  return { names, dialects };
}

async function main(): Promise<void> {
  const { names, dialects: asked } = parseArgs(process.argv.slice(2));
  const duration = Number(process.env.BENCH_DURATION ?? 8);
  const chosen = names.length === 0 ? SCENARIOS : SCENARIOS.filter((s) => names.includes(s.name));
  // Ratios need the ceiling measured in the same run.
  if (!chosen.includes(baseline)) chosen.unshift(baseline);
  const dialects = [...asked];
  if (dialects.includes('postgres') && !(await postgresAvailable())) {
    console.warn('PostgreSQL does not answer (BENCH_DATABASE_URL): measuring SQLite only');
    dialects.splice(dialects.indexOf('postgres'), 1);
  }
  const started = Date.now();
  const report: Report = {
    date: new Date().toISOString(),
    machine: machine(),
    durationSeconds: duration,
    rows: [],
  };
  for (const scenario of chosen) {
    for (const dialect of scenario.usesDatabase ? dialects : (['sqlite'] as Dialect[])) {
      const database = scenario.usesDatabase ? dialect : '–';
      const log = (message: string) => console.log(`[${scenario.name} ${database}] ${message}`);
      log(scenario.title);
      const t0 = Date.now();
      const measurements = await scenario.run({ dialect, duration, log });
      for (const m of measurements) {
        const row: Row = { scenario: scenario.name, database, ...m };
        if (scenario === baseline && m.load !== undefined) report.baselineRps = m.load.requestsPerSecond;
        if (m.load !== undefined && report.baselineRps !== undefined) {
          row.ratio = m.load.requestsPerSecond / report.baselineRps;
        }
        report.rows.push(row);
      }
      log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
  }
  const name = names.length === 0 ? 'latest' : `latest-${names.join('-')}`;
  const files = await writeReport(path.join(import.meta.dirname, 'results'), report, name);
  console.log(`\n${markdown(report)}`);
  console.log(`written: ${files.join(', ')} (${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

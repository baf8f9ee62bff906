/**
 * `npm run bench [-- <scenario> …] [-- --db sqlite|postgres] [-- --quick] [-- --root <checkout>]`: each scenario
 * against a real `lms serve` (bin/lms.js, the compiled service) on a fresh, seeded database, beside its ceiling (the same work without the service) in the same
 * run, on SQLite and on PostgreSQL (skipped with a notice when no PostgreSQL server answers at
 * BENCH_DATABASE_URL or TEST_DATABASE_URL). Results go to bench/results/ as JSON and as Markdown tables, which
 * are also printed. BENCH_DURATION sets the seconds of load per measurement (default 8), BENCH_ROUNDS the rounds
 * of scenario and ceiling (default 2). `--quick` checks that the suite works: small seeds, 1 s loads, results
 * in bench/results/latest-quick*, figures that mean nothing. `--root` runs another checkout's service (its own
 * bin/lms.js) under the same scenarios, to compare two builds; its results are bench/results/latest-root-*.
 */
import path from 'node:path';
import { machine, markdown, writeReport, type Report } from './lib/results.ts';
import type { Scenario } from './lib/scenario.ts';
import { postgresAvailable, ROOT, serviceLabel, type Dialect } from './lib/server.ts';
import { courseList } from './scenarios/course-list.ts';
import { courseTree } from './scenarios/course-tree.ts';
import { footprint } from './scenarios/footprint.ts';
import { login } from './scenarios/login.ts';
import { saveAnswer } from './scenarios/save-answer.ts';
import { submitAndGrade } from './scenarios/submit-and-grade.ts';
import { webhookFanout } from './scenarios/webhook-fanout.ts';

const SCENARIOS: Scenario[] = [
  courseTree,
  courseList,
  saveAnswer,
  submitAndGrade,
  login,
  webhookFanout,
  footprint,
];

interface Options {
  names: string[];
  dialects: Dialect[];
  quick: boolean;
  root: string;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { names: [], dialects: ['sqlite', 'postgres'], quick: false, root: ROOT };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--db') options.dialects = [argv[++i] as Dialect];
    else if (arg === '--quick') options.quick = true;
    else if (arg === '--root') {
      const root = argv[++i];
      if (root === undefined) throw new Error('--root needs the path of a checkout');
      options.root = path.resolve(root);
    } else options.names.push(arg);
  }
  const unknown = options.names.filter((n) => !SCENARIOS.some((s) => s.name === n));
  if (unknown.length > 0) {
    throw new Error(
      `unknown scenario ${unknown.join(', ')}; known: ${SCENARIOS.map((s) => s.name).join(', ')}`,
    );
  }
  return options;
}

async function main(): Promise<void> {
  const { names, dialects: asked, quick, root } = parseArgs(process.argv.slice(2));
  const duration = quick ? 1 : Number(process.env.BENCH_DURATION ?? 8);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  const chosen = names.length === 0 ? SCENARIOS : SCENARIOS.filter((s) => names.includes(s.name));
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
    rounds,
    quick,
    service: serviceLabel(root),
    rows: [],
  };
  for (const scenario of chosen) {
    for (const dialect of dialects) {
      const log = (message: string) => console.log(`[${scenario.name} ${dialect}] ${message}`);
      log(scenario.title);
      const t0 = Date.now();
      const measurements = await scenario.run({ dialect, root, duration, rounds, quick, log });
      for (const m of measurements) report.rows.push({ scenario: scenario.name, database: dialect, ...m });
      log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
  }
  // Only a full run of every scenario on this checkout is `latest`; the others are ignored by git (latest-*).
  const parts = [
    ...(quick ? ['quick'] : []),
    ...(root === ROOT ? [] : [`root-${path.basename(root)}`]),
    ...names,
  ];
  const name = parts.length === 0 ? 'latest' : `latest-${parts.join('-')}`;
  const files = await writeReport(path.join(import.meta.dirname, 'results'), report, name);
  console.log(`\n${markdown(report)}`);
  console.log(`written: ${files.join(', ')} (${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
}

// A failed run ends here, whatever a scenario left open (a receiver, a child process): nothing else is measured.
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

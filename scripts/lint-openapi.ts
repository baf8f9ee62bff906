/**
 * `npm run lint:openapi`: writes the OpenAPI document of a freshly built application to a temporary file and
 * lints it with Redocly's recommended rules (redocly.yaml). Any error or warning fails: Redocly itself fails on
 * errors only, so its JSON report is read here. Offline: telemetry and update checks are off.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeOpenApiDocument } from './openapi-document.ts';

interface Report {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[];
}

const dir = mkdtempSync(path.join(tmpdir(), 'lms-openapi-lint-'));
let failed: boolean;
try {
  const file = path.join(dir, 'openapi.json');
  await writeOpenApiDocument(file);
  const redocly = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'redocly');
  const result = spawnSync(redocly, ['lint', file, '--format', 'json', '--max-problems', '1000'], {
    cwd: path.join(import.meta.dirname, '..'),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
    },
  });
  let report: Report | undefined;
  try {
    report = JSON.parse(result.stdout) as Report;
  } catch {
    report = undefined;
  }
  if (report === undefined) {
    process.stderr.write(`${result.stdout}${result.stderr}`);
    console.error(`redocly lint gave no report (exit status ${result.status})`);
    failed = true;
  } else {
    for (const problem of report.problems) {
      const where = problem.location[0]?.pointer ?? '';
      console.log(`${problem.severity} ${problem.ruleId} ${where}: ${problem.message}`);
    }
    const { errors, warnings } = report.totals;
    console.log(`OpenAPI document: ${errors} errors, ${warnings} warnings (Redocly, redocly.yaml)`);
    failed = errors + warnings > 0;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

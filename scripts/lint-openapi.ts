/**
 * `npm run lint:openapi`: writes the OpenAPI document of a freshly built application to a temporary file and
 * lints it with Redocly's recommended rules (redocly.yaml); any error or warning fails. Offline: telemetry
 * and update checks are off.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeOpenApiDocument } from './openapi-document.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'lms-openapi-lint-'));
let status: number;
try {
  const file = path.join(dir, 'openapi.json');
  await writeOpenApiDocument(file);
  const redocly = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'redocly');
  const result = spawnSync(redocly, ['lint', file, '--max-problems', '1000'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
    },
  });
  status = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);

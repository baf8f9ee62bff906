/** Requests and reads the SCORM import and content tests share. */
import type { LightMyRequestResponse } from 'fastify';
import path from 'node:path';
import { API, callForm } from './content-factories.ts';
import type { TestApp } from './build-test-app.ts';
import { call } from './factories.ts';
import { filesUnder } from './stored-files.ts';

export interface Analysis {
  package_uuid: string;
  scorm_version: '1.2' | '2004';
  title: string;
  scos: {
    identifier: string;
    title: string;
    launch_path: string;
    mastery_score?: number;
    prerequisites?: string;
  }[];
}

export function analyze(
  t: TestApp,
  courseUuid: string,
  auth: string | undefined,
  zip: Buffer,
  filename = 'package.zip',
): Promise<LightMyRequestResponse> {
  return callForm(t, 'POST', `${API}/scorm/analyze/${courseUuid}`, auth, {}, [
    { field: 'scorm_file', filename, content: zip, contentType: 'application/zip' },
  ]);
}

export async function analyzeOk(
  t: TestApp,
  courseUuid: string,
  auth: string,
  zip: Buffer,
): Promise<Analysis> {
  const response = await analyze(t, courseUuid, auth, zip);
  if (response.statusCode !== 200) throw new Error(`analyze failed: ${response.statusCode} ${response.body}`);
  return response.json<Analysis>();
}

export function importScos(
  t: TestApp,
  courseUuid: string,
  auth: string | undefined,
  body: unknown,
): Promise<LightMyRequestResponse> {
  return call(t, 'POST', `${API}/scorm/import/${courseUuid}`, auth, body);
}

/** Every stored file (outside the storage's own temporary folder) and every package row: what a refusal must not change. */
export async function storedState(t: TestApp): Promise<{ files: string[]; packages: number }> {
  const files = filesUnder(path.join(t.dataDir, 'files')).filter((f) => !f.startsWith('~tmp'));
  const rows = await t.services.db.selectFrom('scorm_packages').select('id').execute();
  return { files, packages: rows.length };
}

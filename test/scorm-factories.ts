/**
 * SCORM activities for the runtime tests, made without a package: the generic create makes a published
 * TYPE_CUSTOM activity in the chapter (through the API, as any activity), then its row is turned into a SCORM
 * activity of the given version with the content an import would give it. The runtime reads nothing else of
 * the package, so its tests need neither a ZIP nor the import route.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-test-app.ts';
import { API, createCustomActivity, type ActivityLocation } from './content-factories.ts';
import { call } from './factories.ts';

export type ScormVersion = '1.2' | '2004';

export interface ScormActivityOptions {
  version?: ScormVersion;
  /** Default true. */
  published?: boolean;
  mastery_score?: number;
  launch_data?: string;
  name?: string;
}

export interface ScormActivity {
  id: number;
  activity_uuid: string;
  version: ScormVersion;
}

export async function createScormActivity(
  t: TestApp,
  at: ActivityLocation,
  options: ScormActivityOptions = {},
): Promise<ScormActivity> {
  const version = options.version ?? '1.2';
  const activity = await createCustomActivity(t, at, {
    name: options.name ?? 'SCO',
    published: options.published ?? true,
  });
  const content = {
    package_uuid: `scormpackage_${activity.activity_uuid.slice('activity_'.length)}`,
    scorm_version: version,
    sco_identifier: 'SCO-1',
    launch_path: 'index.html?x=1',
    title: options.name ?? 'SCO',
    ...(options.mastery_score !== undefined && { mastery_score: options.mastery_score }),
    ...(options.launch_data !== undefined && { launch_data: options.launch_data }),
  };
  await t.services.db
    .updateTable('activities')
    .set({
      activity_type: 'TYPE_SCORM',
      activity_sub_type: version === '1.2' ? 'SUBTYPE_SCORM_12' : 'SUBTYPE_SCORM_2004',
      content: JSON.stringify(content),
    })
    .where('id', '=', activity.id)
    .execute();
  return { id: activity.id, activity_uuid: activity.activity_uuid, version };
}

export type RuntimeCall = 'initialize' | 'commit' | 'terminate';

export interface RuntimeRead {
  attempt: number;
  cmi: Record<string, string>;
  truncated?: string[];
}

/** `POST /scorm/{uuid}/runtime/{call}`, the body a flat map of elements (commit and terminate). */
export function runtime(
  t: TestApp,
  auth: string | undefined,
  activityUuid: string,
  what: RuntimeCall,
  values?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return call(
    t,
    'POST',
    `${API}/scorm/${activityUuid}/runtime/${what}`,
    auth,
    values ?? (what === 'initialize' ? undefined : {}),
  );
}

/** The runtime call's answer, failing the test unless it is a 200. */
export async function runtimeOk(
  t: TestApp,
  auth: string,
  activityUuid: string,
  what: RuntimeCall,
  values?: Record<string, unknown>,
): Promise<RuntimeRead> {
  const response = await runtime(t, auth, activityUuid, what, values);
  if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json<RuntimeRead>();
}

export function getResults(
  t: TestApp,
  auth: string | undefined,
  activityUuid: string,
  query = '',
): Promise<LightMyRequestResponse> {
  return call(t, 'GET', `${API}/scorm/${activityUuid}/results${query === '' ? '' : `?${query}`}`, auth);
}

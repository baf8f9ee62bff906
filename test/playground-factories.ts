/** Playgrounds for tests [CONTRACT 11]: created and published through the API, settings written directly. */
import assert from 'node:assert/strict';
import type { TestApp } from './build-test-app.ts';
import { API } from './content-factories.ts';
import { call, uniq, type TestOrg } from './factories.ts';

export interface Playground {
  id: number;
  playground_uuid: string;
  org_id: number;
  name: string;
  description: string;
  access_type: 'public' | 'authenticated' | 'restricted';
  course_uuid: string | null;
  published: boolean;
  created_by: number | null;
  html_content: string;
  creation_date: string;
  update_date: string;
}

export const playgroundUrl = (p: Pick<Playground, 'playground_uuid'> | string, rest = '') =>
  `${API}/playgrounds/${typeof p === 'string' ? p : p.playground_uuid}${rest}`;

export const unknownPlayground = 'playground_00000000-0000-4000-8000-000000000000';

/** A playground of the organization, created by its admin unless `auth` is given; published when asked. */
export async function createPlayground(
  t: TestApp,
  o: TestOrg,
  options: { body?: Record<string, unknown>; auth?: string; published?: boolean } = {},
): Promise<Playground> {
  const auth = options.auth ?? o.admin.jwt;
  const response = await call(t, 'POST', `${API}/playgrounds/?org_id=${o.org.id}`, auth, {
    name: `Playground ${uniq()}`,
    ...options.body,
  });
  assert.equal(response.statusCode, 200, response.body);
  const created = response.json<Playground>();
  if (options.published !== true) return created;
  const published = await call(t, 'PUT', playgroundUrl(created), auth, { published: true });
  assert.equal(published.statusCode, 200, published.body);
  return published.json<Playground>();
}

/**
 * Writes the organization's settings row as `PUT /orgs/{id}/config/…` would (those routes are another
 * family's): the AI switch and the playgrounds switch.
 */
export async function setOrgSettings(
  t: TestApp,
  orgId: number,
  settings: { ai_enabled?: boolean; playgrounds_enabled?: boolean },
): Promise<void> {
  const now = '2026-01-01 00:00:00.000';
  const row = {
    org_id: orgId,
    ai_enabled: false,
    copilot_enabled: false,
    payments_enabled: false,
    communities_enabled: true,
    podcasts_enabled: true,
    boards_enabled: true,
    playgrounds_enabled: true,
    collections_enabled: true,
    update_date: now,
  };
  await t.services.db
    .insertInto('org_settings')
    .values({ ...row, ...settings })
    .onConflict((oc) => oc.column('org_id').doUpdateSet(settings))
    .execute();
}

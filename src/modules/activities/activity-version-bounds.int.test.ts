/**
 * Version numbers in an activity update are bounded like the `version_number` path parameter: they are stored
 * in 32-bit integer columns, and PostgreSQL refused a larger `published_version` with a 500 (found by the API
 * fuzz test). Past the bound the update is a 422 and changes nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertInvalid } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { API, createCustomActivity, place, type Activity } from '../../../test/content-factories.ts';
import { call } from '../../../test/factories.ts';

describe('activity update: version numbers', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  for (const field of ['published_version', 'version'] as const) {
    it(`a ${field} past 10^9 is a 422 and changes nothing`, async () => {
      const p = await place(t);
      const activity = await createCustomActivity(t, p, { name: 'Original' });
      for (const value of [1_000_000_001, 2 ** 31, Number.MAX_SAFE_INTEGER]) {
        const response = await call(t, 'PUT', `${API}/activities/${activity.activity_uuid}`, p.o.admin.jwt, {
          name: 'Changed',
          [field]: value,
        });
        assertInvalid(response, ['body', field]);
      }
      const read = await call(t, 'GET', `${API}/activities/${activity.activity_uuid}`, p.o.admin.jwt);
      assert.equal(read.json<Activity>().name, 'Original');
    });
  }

  it('the largest published_version is stored and read back', async () => {
    const p = await place(t);
    const activity = await createCustomActivity(t, p);
    const response = await call(t, 'PUT', `${API}/activities/${activity.activity_uuid}`, p.o.admin.jwt, {
      published_version: 1_000_000_000,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json<Activity>().published_version, 1_000_000_000);
  });
});

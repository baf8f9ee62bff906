/**
 * SCORM packages on S3 storage [CONTRACT 5, 12]: a package's files stored once in the bucket and served back,
 * and a package refused while extracting (a lying central directory) leaves no object behind.
 */
import assert from 'node:assert/strict';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { API, place, type Place } from '../../../test/content-factories.ts';
import { call } from '../../../test/factories.ts';
import { assertError } from '../../../test/assertions.ts';
import { analyze, analyzeOk, importScos } from '../../../test/scorm-helpers.ts';
import { HOSTILE_PACKAGES } from '../../../test/scorm-hostile-packages.ts';
import { VALID_PACKAGES } from '../../../test/scorm-package-catalogue.ts';
import { S3RVER_CREDENTIALS, startS3rver, type S3rverProcess } from '../../../test/s3rver-process.ts';

const BUCKET = 'scorm-bucket';

describe('SCORM packages on S3', () => {
  let s3: S3rverProcess;
  let t: TestApp;
  let p: Place;
  let client: S3Client;
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

  async function keys(): Promise<string[]> {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
  }

  before(async () => {
    s3 = await startS3rver(BUCKET);
    // The app's S3 client takes its credentials from the SDK's chain, as in production.
    process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;
    const s3Config = { bucket: BUCKET, endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true };
    t = await buildTestApp({ s3: s3Config });
    client = new S3Client({ ...s3Config, credentials: S3RVER_CREDENTIALS });
    p = await place(t);
  });
  after(async () => {
    client?.destroy();
    await t?.close();
    await s3?.stop();
    process.env.AWS_ACCESS_KEY_ID = saved.id;
    process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
    if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
    if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
  });

  it('stores each file once in the bucket and serves it back, with ranges', async () => {
    const rise = VALID_PACKAGES.find((pkg) => pkg.name.startsWith('a Rise-style'))!;
    const analysis = await analyzeOk(t, p.course.course_uuid, p.o.admin.jwt, await rise.zip());
    const stored = (await keys()).filter((k) => k.includes(analysis.package_uuid));
    assert.equal(stored.length, 5, stored.join('\n'));
    const imported = await importScos(t, p.course.course_uuid, p.o.admin.jwt, {
      package_uuid: analysis.package_uuid,
      scos: [{ identifier: 'rise-item', chapter_id: p.chapter.id }],
    });
    const uuid = imported.json<{ activities: { activity_uuid: string }[] }>().activities[0]!.activity_uuid;
    const url = `${API}/scorm/${uuid}/content/scormdriver/scormdriver.js`;
    const whole = await call(t, 'GET', url, p.o.admin.jwt);
    assert.equal(whole.statusCode, 200, whole.body);
    assert.equal(whole.body, 'var API = null;');
    assert.equal(whole.headers['content-type'], 'text/javascript');
    const part = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${p.o.admin.jwt}`, range: 'bytes=4-6' },
    });
    assert.equal(part.statusCode, 206);
    assert.equal(part.body, 'API');
  });

  it('a package refused while extracting leaves no object in the bucket', async () => {
    const liar = HOSTILE_PACKAGES.find((pkg) => pkg.name.startsWith('a central directory that lies'))!;
    const before = await keys();
    const response = await analyze(t, p.course.course_uuid, p.o.admin.jwt, await liar.zip());
    assertError(response, 400, 'scorm_too_large');
    assert.deepEqual(await keys(), before);
  });
});

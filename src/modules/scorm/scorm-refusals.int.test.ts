/**
 * Refused SCORM packages [CONTRACT 12]: each hostile package answers 400 with its code, and leaves nothing
 * behind: no stored file, no package row, no temporary upload. The size limits (SCORM_MAX_UPLOAD_MB → 413,
 * SCORM_MAX_UNCOMPRESSED_MB → scorm_too_large) on an app with small ones.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { place, type Place } from '../../../test/content-factories.ts';
import { assertError } from '../../../test/assertions.ts';
import { analyze, storedState } from '../../../test/scorm-helpers.ts';
import { HOSTILE_PACKAGES } from '../../../test/scorm-hostile-packages.ts';
import { manifest, packageOf } from '../../../test/scorm-packages.ts';
import { assertNoLeftovers } from '../../../test/stored-files.ts';

const KB = 1024;
const MB = 1024 * KB;

describe('SCORM package refusals', () => {
  let t: TestApp;
  let p: Place;
  before(async () => {
    t = await buildTestApp();
    p = await place(t);
  });
  after(() => t.close());

  for (const hostile of HOSTILE_PACKAGES) {
    it(`${hostile.name}: 400 ${hostile.code}, nothing stored`, async () => {
      const zip = await hostile.zip();
      const state = await storedState(t);
      const response = await analyze(t, p.course.course_uuid, p.o.admin.jwt, zip);
      assertError(response, 400, hostile.code);
      assert.deepEqual(await storedState(t), state);
      assertNoLeftovers(t.dataDir);
    });
  }
});

describe('SCORM package size limits', () => {
  let t: TestApp;
  let p: Place;
  before(async () => {
    t = await buildTestApp({ scorm: { maxUploadBytes: 1 * MB, maxUncompressedBytes: 1 * MB } });
    p = await place(t);
  });
  after(() => t.close());

  const scoManifest = manifest('1.2', [{ identifier: 'a', title: 'A', href: 'a.html' }]);

  it('an upload above SCORM_MAX_UPLOAD_MB is a 413, and nothing is kept', async () => {
    // Random bytes do not compress: the ZIP is as large as its content.
    const zip = await packageOf(
      scoManifest,
      ['a.html'],
      [{ name: 'big.bin', content: randomBytes(MB + 10 * KB) }],
    );
    const state = await storedState(t);
    const response = await analyze(t, p.course.course_uuid, p.o.admin.jwt, zip);
    assertError(response, 413, 'payload_too_large');
    assert.deepEqual(await storedState(t), state);
    assertNoLeftovers(t.dataDir);
  });

  it('an uncompressed total above SCORM_MAX_UNCOMPRESSED_MB is scorm_too_large, judged before extracting', async () => {
    // Compresses well below the upload limit (ratio under 100), expands above the uncompressed one.
    const text = Buffer.from(Array.from({ length: 70_000 }, (_, i) => `line ${i} ${i * 7919}\n`).join(''));
    assert.ok(text.length > MB);
    const zip = await packageOf(scoManifest, ['a.html'], [{ name: 'data.txt', content: text }]);
    assert.ok(zip.length < MB);
    const state = await storedState(t);
    const response = await analyze(t, p.course.course_uuid, p.o.admin.jwt, zip);
    assertError(response, 400, 'scorm_too_large');
    assert.deepEqual(await storedState(t), state);
    assertNoLeftovers(t.dataDir);
  });

  it('just under both limits is accepted', async () => {
    const zip = await packageOf(
      scoManifest,
      ['a.html'],
      [{ name: 'data.bin', content: randomBytes(900 * KB) }],
    );
    const response = await analyze(t, p.course.course_uuid, p.o.admin.jwt, zip);
    assert.equal(response.statusCode, 200, response.body);
  });
});

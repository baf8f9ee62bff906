/**
 * The files of hosted videos, PDFs and media blocks answer HTTP Range requests: a browser's video player seeks
 * (a `startTime`, the scrub bar) only in a file served with `Accept-Ranges: bytes`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  API,
  createImageBlock,
  createPageActivity,
  place,
  uploadActivity,
} from '../../../test/content-factories.ts';
import { bearer } from '../../../test/factories.ts';
import { SAMPLE_FILES } from '../../../test/multipart.ts';

describe('activity and block files: byte ranges', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const get = (url: string, jwt: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...bearer(jwt), ...headers } });

  it('a hosted video: whole with Accept-Ranges, one range as a 206, an impossible one as a 416', async () => {
    const p = await place(t);
    const video = await uploadActivity(t, p.o.admin.jwt, 'video', { chapterId: p.chapter.id });
    const url = `${API}/activities/${video.activity_uuid}/file`;
    const whole = await get(url, p.o.admin.jwt);
    assert.equal(whole.statusCode, 200);
    assert.equal(whole.headers['accept-ranges'], 'bytes');
    assert.deepEqual(whole.rawPayload, SAMPLE_FILES.mp4);
    const part = await get(url, p.o.admin.jwt, { range: 'bytes=4-11' });
    assert.equal(part.statusCode, 206);
    assert.equal(part.headers['content-range'], `bytes 4-11/${SAMPLE_FILES.mp4.length}`);
    assert.deepEqual(part.rawPayload, SAMPLE_FILES.mp4.subarray(4, 12));
    const beyond = await get(url, p.o.admin.jwt, { range: `bytes=${SAMPLE_FILES.mp4.length + 10}-` });
    assert.equal(beyond.statusCode, 416);
    assert.equal(beyond.json<{ code: string }>().code, 'range_not_satisfiable');
  });

  it("a media block's file", async () => {
    const p = await place(t);
    const page = await createPageActivity(t, p);
    const block = await createImageBlock(t, p.o.admin.jwt, page.activity_uuid);
    const part = await get(`${API}/blocks/${block.block_uuid}/file`, p.o.admin.jwt, { range: 'bytes=0-3' });
    assert.equal(part.statusCode, 206);
    assert.equal(part.headers['accept-ranges'], 'bytes');
    assert.deepEqual(part.rawPayload, SAMPLE_FILES.png.subarray(0, 4));
  });
});

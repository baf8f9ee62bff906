/**
 * How every route that serves a stored file presents it to browsers [CONTRACT 5]: the type its bytes were
 * judged to be, `nosniff`, `inline` only for images, audio, video and PDF (`attachment` for the rest), and the
 * sandboxing CSP on everything but PDFs. Each file goes in through its route's own upload endpoint.
 * test/served-files-browser.int.test.ts shows what those headers do in a real browser.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { place } from './content-factories.ts';
import { call } from './factories.ts';
import { SAMPLE_FILES } from './multipart.ts';
import { uploadServed, type ServedRoute } from './served-files.ts';

const SANDBOX = "sandbox; default-src 'none'";

interface Case {
  route: ServedRoute;
  sample: keyof typeof SAMPLE_FILES;
  /** The client's file name: its extension is what the block endpoints check. */
  filename: string;
  type: string;
  disposition: 'inline' | 'attachment';
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const CASES: Case[] = [
  { route: 'course thumbnail', sample: 'png', filename: 'c.png', type: 'image/png', disposition: 'inline' },
  { route: 'course thumbnail', sample: 'mp4', filename: 'c.mp4', type: 'video/mp4', disposition: 'inline' },
  {
    route: 'hosted video activity',
    sample: 'mp4',
    filename: 'v.mp4',
    type: 'video/mp4',
    disposition: 'inline',
  },
  {
    route: 'hosted video activity',
    sample: 'webm',
    filename: 'v.webm',
    type: 'video/webm',
    disposition: 'inline',
  },
  { route: 'PDF activity', sample: 'pdf', filename: 'd.pdf', type: 'application/pdf', disposition: 'inline' },
  { route: 'image block', sample: 'png', filename: 'i.png', type: 'image/png', disposition: 'inline' },
  { route: 'image block', sample: 'jpeg', filename: 'i.jpg', type: 'image/jpeg', disposition: 'inline' },
  { route: 'image block', sample: 'gif', filename: 'i.gif', type: 'image/gif', disposition: 'inline' },
  { route: 'image block', sample: 'webp', filename: 'i.webp', type: 'image/webp', disposition: 'inline' },
  { route: 'video block', sample: 'mp4', filename: 'v.mp4', type: 'video/mp4', disposition: 'inline' },
  { route: 'video block', sample: 'webm', filename: 'v.webm', type: 'video/webm', disposition: 'inline' },
  { route: 'video block', sample: 'ogv', filename: 'v.ogg', type: 'video/ogg', disposition: 'inline' },
  { route: 'PDF block', sample: 'pdf', filename: 'd.pdf', type: 'application/pdf', disposition: 'inline' },
  { route: 'audio block', sample: 'mp3', filename: 'a.mp3', type: 'audio/mpeg', disposition: 'inline' },
  { route: 'audio block', sample: 'wav', filename: 'a.wav', type: 'audio/wav', disposition: 'inline' },
  { route: 'audio block', sample: 'ogg', filename: 'a.ogg', type: 'audio/ogg', disposition: 'inline' },
  { route: 'audio block', sample: 'm4a', filename: 'a.m4a', type: 'audio/x-m4a', disposition: 'inline' },
  {
    route: 'task reference file',
    sample: 'pdf',
    filename: 'r.pdf',
    type: 'application/pdf',
    disposition: 'inline',
  },
  {
    route: 'task reference file',
    sample: 'png',
    filename: 'r.png',
    type: 'image/png',
    disposition: 'inline',
  },
  {
    route: 'task reference file',
    sample: 'webm',
    filename: 'r.webm',
    type: 'video/webm',
    disposition: 'inline',
  },
  { route: 'task reference file', sample: 'docx', filename: 'r.docx', type: DOCX, disposition: 'attachment' },
  {
    route: 'task reference file',
    sample: 'zip',
    filename: 'r.zip',
    type: 'application/zip',
    disposition: 'attachment',
  },
  {
    route: 'submitted file',
    sample: 'pdf',
    filename: 's.pdf',
    type: 'application/pdf',
    disposition: 'inline',
  },
  { route: 'submitted file', sample: 'jpeg', filename: 's.jpg', type: 'image/jpeg', disposition: 'inline' },
  { route: 'submitted file', sample: 'docx', filename: 's.docx', type: DOCX, disposition: 'attachment' },
  {
    route: 'submitted file',
    sample: 'zip',
    filename: 's.zip',
    type: 'application/zip',
    disposition: 'attachment',
  },
];

describe('served files: type, nosniff, disposition and sandbox on every route', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  for (const c of CASES) {
    const csp = c.type === 'application/pdf' ? 'no CSP' : 'sandboxed';
    it(`${c.route}, ${c.sample}: ${c.type}, nosniff, ${c.disposition}, ${csp}`, async () => {
      const p = await place(t);
      const url = await uploadServed(t, p, c.route, SAMPLE_FILES[c.sample], c.filename);
      const response = await call(t, 'GET', url, p.o.admin.jwt);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.rawPayload, SAMPLE_FILES[c.sample]);
      // Submitted files are downloaded under the name their upload answered (the URL's last segment).
      const disposition =
        c.route === 'submitted file'
          ? `${c.disposition}; filename="${url.split('/').pop()!}"; filename*=UTF-8''${url.split('/').pop()!}`
          : c.disposition;
      assert.deepEqual(
        {
          type: response.headers['content-type'],
          nosniff: response.headers['x-content-type-options'],
          disposition: response.headers['content-disposition'],
          csp: response.headers['content-security-policy'],
        },
        {
          type: c.type,
          nosniff: 'nosniff',
          disposition,
          csp: c.type === 'application/pdf' ? undefined : SANDBOX,
        },
      );
    });
  }
});

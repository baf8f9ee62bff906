import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, afterEach, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { SAMPLE_FILES, multipartBody, type FilePart } from '../../../test/multipart.ts';
import { registerEarlyAnswers, type DrainLimits } from './early-answers.ts';
import { registerErrorHandling } from './error-handler.ts';
import { ValidationError } from './errors.ts';
import {
  STALE_UPLOAD_MS,
  readMultipart,
  registerUploads,
  sweepStaleUploads,
  validateFields,
  type FileKind,
  type MultipartSpec,
} from './uploads.ts';

const KB = 1024;
/** Short drain bounds, so that a test sees the connection closed in well under a second or two. */
const DRAIN: DrainLimits = { bytes: 64 * KB, totalMs: 1500, idleMs: 300 };
/** Small limits, so that "too large" takes kilobytes rather than megabytes. */
const LIMITS: Record<FileKind, number> = {
  image: 1 * KB,
  audio: 4 * KB,
  pdf: 2 * KB,
  video: 8 * KB,
  document: 4 * KB,
};

const SPECS: Record<string, MultipartSpec> = {
  video: {
    files: {
      video: { kinds: ['video'], required: true, wrongTypeMessage: 'Video : Wrong video format' },
      thumbnail: { kinds: ['image'], required: false },
    },
    fields: ['name', 'description'],
  },
  pdf: {
    files: {
      pdf: {
        kinds: ['pdf'],
        required: true,
        extensions: ['pdf'],
        wrongTypeMessage: 'Pdf : Wrong pdf format',
      },
    },
    fields: ['name'],
  },
  two: {
    files: { first: { kinds: ['image'], required: true }, second: { kinds: ['image'], required: true } },
    fields: [],
  },
  ...Object.fromEntries(
    (['image', 'video', 'pdf', 'audio', 'document'] as const).map((kind) => [
      `kind-${kind}`,
      { files: { file: { kinds: [kind], required: true } }, fields: [] },
    ]),
  ),
};

const FieldsSchema = Type.Object(
  {
    name: Type.String({ minLength: 1 }),
    public: Type.Boolean(),
    order: Type.Integer({ minimum: 0 }),
    note: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

function file(field: string, sample: keyof typeof SAMPLE_FILES, filename = `upload.${sample}`): FilePart {
  return { field, filename, content: SAMPLE_FILES[sample] };
}

describe('multipart uploads', () => {
  let app: FastifyInstance;
  let tmpDir: string;
  /** The same app also listens, for the tests that need a real connection. */
  let port: number;

  before(async () => {
    tmpDir = mkdtempSync(path.join(tmpdir(), 'lms-uploads-'));
    app = Fastify();
    registerErrorHandling(app);
    await registerUploads(app, { tmpDir, maxBytes: 8 * KB });
    registerEarlyAnswers(app, DRAIN);
    app.post<{ Params: { spec: string } }>('/upload/:spec', async (request) => {
      const spec = SPECS[request.params.spec];
      if (spec === undefined) throw new Error(`no spec ${request.params.spec}`);
      const result = await readMultipart(request, spec, LIMITS);
      try {
        const files = Object.fromEntries(
          Object.entries(result.files).map(([name, f]) => [
            name,
            f && { size: f.size, filename: f.filename, ext: f.ext, mime: f.mime, onDisk: existsSync(f.path) },
          ]),
        );
        return { fields: result.fields, files };
      } finally {
        await result.cleanup();
      }
    });
    app.post('/validated', async (request) => {
      const result = await readMultipart(
        request,
        { files: {}, fields: ['name', 'public', 'order', 'note', 'extra'] },
        LIMITS,
      );
      try {
        return validateFields(FieldsSchema, result.fields);
      } finally {
        await result.cleanup();
      }
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });

  after(async () => {
    await app.close();
    rmSync(tmpDir, { recursive: true, force: true });
  });

  afterEach(() => {
    assert.deepEqual(readdirSync(tmpDir), [], 'every temporary file is gone once the request is answered');
  });

  function post(spec: string, fields: Record<string, string> | [string, string][], files: FilePart[] = []) {
    const { payload, headers } = multipartBody(fields, files);
    return app.inject({ method: 'POST', url: `/upload/${spec}`, payload, headers });
  }

  describe('accepted files, judged by their bytes', () => {
    const accepted: [FileKind, keyof typeof SAMPLE_FILES, string, string][] = [
      ['image', 'png', 'png', 'image/png'],
      ['image', 'jpeg', 'jpg', 'image/jpeg'],
      ['image', 'gif', 'gif', 'image/gif'],
      ['image', 'webp', 'webp', 'image/webp'],
      ['video', 'mp4', 'mp4', 'video/mp4'],
      ['video', 'webm', 'webm', 'video/webm'],
      ['video', 'ogv', 'ogv', 'video/ogg'],
      ['pdf', 'pdf', 'pdf', 'application/pdf'],
      ['audio', 'mp3', 'mp3', 'audio/mpeg'],
      ['audio', 'wav', 'wav', 'audio/wav'],
      ['audio', 'ogg', 'ogg', 'audio/ogg'],
      ['audio', 'm4a', 'm4a', 'audio/x-m4a'],
      ['document', 'pdf', 'pdf', 'application/pdf'],
      ['document', 'png', 'png', 'image/png'],
      ['document', 'jpeg', 'jpg', 'image/jpeg'],
      ['document', 'gif', 'gif', 'image/gif'],
      ['document', 'webp', 'webp', 'image/webp'],
      ['document', 'mp4', 'mp4', 'video/mp4'],
      ['document', 'webm', 'webm', 'video/webm'],
      ['document', 'zip', 'zip', 'application/zip'],
      ['document', 'docx', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ];
    for (const [kind, sample, ext, mime] of accepted) {
      it(`takes ${sample} as ${kind} (${ext}, ${mime})`, async () => {
        const response = await post(`kind-${kind}`, {}, [
          {
            field: 'file',
            filename: 'Any Name.bin',
            content: SAMPLE_FILES[sample],
            contentType: 'text/plain',
          },
        ]);
        assert.equal(response.statusCode, 200, response.body);
        assert.deepEqual(response.json().files.file, {
          size: SAMPLE_FILES[sample].length,
          filename: 'Any Name.bin',
          ext,
          mime,
          onDisk: true,
        });
      });
    }

    it('returns the text fields and leaves an optional file out', async () => {
      const response = await post('video', { name: 'Intro', description: 'ünïcödé ✓' }, [
        file('video', 'webm'),
      ]);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json().fields, { name: 'Intro', description: 'ünïcödé ✓' });
      assert.equal(response.json().files.thumbnail, undefined);
      assert.equal(response.json().files.video.ext, 'webm');
    });

    it('takes several files in one form', async () => {
      const response = await post('video', { name: 'Intro' }, [
        file('video', 'mp4'),
        file('thumbnail', 'gif'),
      ]);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().files.thumbnail.mime, 'image/gif');
    });

    it('takes a file name extension in any case when extensions are required', async () => {
      const response = await post('pdf', {}, [file('pdf', 'pdf', 'Syllabus.PDF')]);
      assert.equal(response.statusCode, 200, response.body);
    });
  });

  describe('415', () => {
    const refused: [FileKind, keyof typeof SAMPLE_FILES][] = [
      ['image', 'pdf'],
      ['image', 'mp4'],
      ['image', 'text'],
      ['video', 'mp3'],
      ['video', 'png'],
      ['video', 'ogg'],
      ['audio', 'mp4'],
      ['audio', 'webm'],
      ['audio', 'ogv'],
      ['pdf', 'png'],
      ['pdf', 'docx'],
      ['document', 'mp3'],
      ['document', 'wav'],
      ['document', 'ogv'],
      ['document', 'text'],
    ];
    for (const [kind, sample] of refused) {
      it(`refuses ${sample} as ${kind}, whatever its name`, async () => {
        const ext = { image: 'png', video: 'mp4', audio: 'mp3', pdf: 'pdf', document: 'docx' }[kind];
        const response = await post(`kind-${kind}`, {}, [file('file', sample, `renamed.${ext}`)]);
        assertError(response, 415, 'unsupported_media_type');
        assert.equal(response.json().detail, 'File : Wrong file format');
      });
    }

    it('answers a PNG named x.pdf to a PDF field with the endpoint message', async () => {
      const response = await post('pdf', {}, [
        { field: 'pdf', filename: 'x.pdf', content: SAMPLE_FILES.png, contentType: 'application/pdf' },
      ]);
      assertError(response, 415, 'unsupported_media_type');
      assert.equal(response.json().detail, 'Pdf : Wrong pdf format');
    });

    it('answers a text file named video.mp4 with the endpoint message', async () => {
      const response = await post('video', { name: 'x' }, [
        { field: 'video', filename: 'video.mp4', content: SAMPLE_FILES.text, contentType: 'video/mp4' },
      ]);
      assertError(response, 415, 'unsupported_media_type');
      assert.equal(response.json().detail, 'Video : Wrong video format');
    });

    it('refuses a real PDF whose name lacks a required extension', async () => {
      for (const filename of ['syllabus.txt', 'syllabus', 'pdf']) {
        const response = await post('pdf', {}, [file('pdf', 'pdf', filename)]);
        assertError(response, 415, 'unsupported_media_type');
        assert.equal(response.json().detail, 'Pdf : Wrong pdf format');
      }
    });

    it('refuses a body that is not multipart', async () => {
      const json = await app.inject({ method: 'POST', url: '/upload/video', payload: { name: 'x' } });
      assertError(json, 415, 'unsupported_media_type');
      assert.match(json.json().detail, /multipart\/form-data/);
      const text = await app.inject({
        method: 'POST',
        url: '/upload/video',
        payload: 'hello',
        headers: { 'content-type': 'text/plain' },
      });
      assertError(text, 415, 'unsupported_media_type');
      const octets = await app.inject({
        method: 'POST',
        url: '/upload/video',
        payload: SAMPLE_FILES.mp4,
        headers: { 'content-type': 'video/mp4' },
      });
      assertError(octets, 415, 'unsupported_media_type');
    });

    it('cleans the files written before the one refused', async () => {
      const response = await post('two', {}, [file('first', 'png'), file('second', 'pdf')]);
      assertError(response, 415, 'unsupported_media_type');
    });
  });

  describe('413', () => {
    it('refuses on Content-Length alone, before reading the body', async () => {
      const { payload, headers } = multipartBody({}, [
        {
          field: 'file',
          filename: 'big.png',
          content: Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(70 * KB)]),
        },
      ]);
      const response = await app.inject({ method: 'POST', url: '/upload/kind-image', payload, headers });
      assertError(response, 413, 'payload_too_large');
      assert.equal(response.json().detail, 'Upload too large: the limit is 1 KB');
    });

    it('answers at once when the declared length is too large, and closes once the body stops coming', async () => {
      const started = Date.now();
      const response = await new Promise<{
        status: number;
        headers: http.IncomingHttpHeaders;
        body: string;
        closedAfterMs: Promise<number>;
      }>((resolve, reject) => {
        const request = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/upload/kind-video',
          headers: {
            'content-type': 'multipart/form-data; boundary=xyz',
            'content-length': String(10 * 1024 * 1024),
          },
        });
        const closed = new Promise<number>((done) => request.on('close', () => done(Date.now() - started)));
        request.on('response', (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body, closedAfterMs: closed }),
          );
        });
        // The server ends the connection while this request still owes most of its body.
        request.on('error', (error) => (error.message === 'socket hang up' ? undefined : reject(error)));
        // A first piece only: the other 10 MB never come, so an answer proves nothing waited for them.
        request.write('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\n\r\n');
      });
      assert.equal(response.status, 413, response.body);
      assert.equal(JSON.parse(response.body).code, 'payload_too_large');
      assert.equal(JSON.parse(response.body).detail, 'Upload too large: the limit is 8 KB');
      // Not `close` on the answer: that would close the socket under a client still sending.
      assert.notEqual(response.headers.connection, 'close');
      // Nothing more arrives, so the idle bound closes the connection.
      const closedAfter = await response.closedAfterMs;
      assert.ok(closedAfter >= DRAIN.idleMs && closedAfter < DRAIN.totalMs, `closed after ${closedAfter} ms`);
    });

    it('stops a streamed file as soon as it passes its limit (no Content-Length)', async () => {
      const { payload, headers } = multipartBody({}, [
        {
          field: 'file',
          filename: 'big.png',
          content: Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(2 * KB)]),
        },
      ]);
      const { 'content-length': _, ...streamed } = headers;
      const response = await app.inject({
        method: 'POST',
        url: '/upload/kind-image',
        payload: Readable.from([payload.subarray(0, 500), payload.subarray(500)]),
        headers: streamed,
      });
      assertError(response, 413, 'payload_too_large');
      assert.equal(response.json().detail, 'File too large: file may be at most 1 KB');
    });

    it('holds each file to the limit of its own kind, and cleans the files before it', async () => {
      // The video (limit 8 KB) fits, so Content-Length passes; the thumbnail (limit 1 KB) does not.
      const response = await post('video', { name: 'x' }, [
        file('video', 'mp4'),
        {
          field: 'thumbnail',
          filename: 't.png',
          content: Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(2 * KB)]),
        },
      ]);
      assertError(response, 413, 'payload_too_large');
      assert.equal(response.json().detail, 'File too large: thumbnail may be at most 1 KB');
    });

    it('takes a file of exactly its limit', async () => {
      const content = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(1 * KB - SAMPLE_FILES.png.length)]);
      const response = await post('kind-image', {}, [{ field: 'file', filename: 'a.png', content }]);
      assert.equal(response.statusCode, 200, response.body);
      const over = await post('kind-image', {}, [
        { field: 'file', filename: 'a.png', content: Buffer.concat([content, Buffer.alloc(1)]) },
      ]);
      assertError(over, 413, 'payload_too_large');
    });

    it('refuses a chunked upload over its limit, reads on, and closes once the drain bound is passed', async () => {
      const boundary = 'chunky';
      const result = await new Promise<{ status: number; body: string; sentAfterAnswer: number }>(
        (resolve, reject) => {
          const request = http.request({
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/upload/kind-image',
            headers: {
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'transfer-encoding': 'chunked',
            },
          });
          // 4 KB at a time, far more than the limit in all, until the server closes the connection.
          let answer: { status: number; body: string } | undefined;
          let sentAfterAnswer = 0;
          const timer = setInterval(() => {
            if (request.destroyed) return;
            request.write(Buffer.alloc(4 * KB));
            if (answer !== undefined) sentAfterAnswer += 4 * KB;
          }, 1);
          request.on('response', (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => (answer = { status: res.statusCode ?? 0, body }));
          });
          request.on('close', () => {
            clearInterval(timer);
            if (answer === undefined) reject(new Error('closed before the answer'));
            else resolve({ ...answer, sentAfterAnswer });
          });
          // The reset of a connection closed while this request writes; the answer came before it.
          request.on('error', () => undefined);
          request.write(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`,
          );
          request.write(SAMPLE_FILES.png);
        },
      );
      assert.equal(result.status, 413, result.body);
      assert.deepEqual(JSON.parse(result.body), {
        detail: 'File too large: file may be at most 1 KB',
        code: 'payload_too_large',
      });
      // The server read on after answering (the client kept writing without an error) until the byte bound
      // closed the connection; it counts from its own end of the answer, so this side sees fewer bytes.
      assert.ok(result.sentAfterAnswer > 0, `${result.sentAfterAnswer} bytes after the answer`);
    });

    it('refuses a text field over 1 MB', async () => {
      const { payload, headers } = multipartBody({ name: 'x'.repeat(1024 * 1024 + 1) }, [
        file('video', 'mp4'),
      ]);
      const { 'content-length': _, ...streamed } = headers;
      const response = await app.inject({
        method: 'POST',
        url: '/upload/video',
        payload: Readable.from([payload]),
        headers: streamed,
      });
      assertError(response, 413, 'payload_too_large');
      assert.match(response.json().detail, /name/);
    });
  });

  describe('422', () => {
    it('refuses an unknown file field', async () => {
      const response = await post('video', { name: 'x' }, [file('video', 'mp4'), file('poster', 'png')]);
      assertInvalid(response, ['body', 'poster'], 'extra_forbidden');
    });

    it('refuses an unknown text field', async () => {
      const response = await post('video', { name: 'x', colour: 'red' }, [file('video', 'mp4')]);
      assertInvalid(response, ['body', 'colour'], 'extra_forbidden');
    });

    it('refuses an unknown file field that comes first, before the known ones', async () => {
      const response = await post('video', {}, [file('poster', 'png'), file('video', 'mp4')]);
      assertInvalid(response, ['body', 'poster'], 'extra_forbidden');
    });

    it('names every missing required file', async () => {
      const response = await post('two', {});
      assertInvalid(response, ['body', 'first'], 'missing');
      assertInvalid(response, ['body', 'second'], 'missing');
      const one = await post('two', {}, [file('second', 'png')]);
      assertInvalid(one, ['body', 'first'], 'missing');
      assert.equal(one.json().detail.length, 1);
    });

    it('answers an empty multipart body with the missing files', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/upload/pdf',
        payload: '',
        headers: { 'content-type': 'multipart/form-data; boundary=nothing' },
      });
      assertInvalid(response, ['body', 'pdf'], 'missing');
    });

    it('refuses a file field sent twice, and a text field sent twice', async () => {
      const files = await post('video', { name: 'x' }, [file('video', 'mp4'), file('video', 'webm')]);
      assertInvalid(files, ['body', 'video'], 'duplicate');
      const fields = await post(
        'video',
        [
          ['name', 'a'],
          ['name', 'b'],
        ],
        [file('video', 'mp4')],
      );
      assertInvalid(fields, ['body', 'name'], 'duplicate');
    });

    it('refuses text where a file belongs, and a file where text belongs', async () => {
      const text = await post('video', { video: 'not a file' });
      assertInvalid(text, ['body', 'video'], 'file_expected');
      const fileAsText = await post('video', {}, [file('name', 'png'), file('video', 'mp4')]);
      assertInvalid(fileAsText, ['body', 'name'], 'string_type');
    });

    it('refuses a text field labelled as JSON nested past 64 levels; a shallow one comes back as text', async () => {
      const form = (value: string) => {
        const boundary = 'jsonfield';
        const payload =
          `--${boundary}\r\nContent-Disposition: form-data; name="public"\r\n\r\ntrue\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="order"\r\n\r\n1\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n` +
          `Content-Type: application/json\r\n\r\n${value}\r\n--${boundary}--\r\n`;
        return app.inject({
          method: 'POST',
          url: '/validated',
          payload,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        });
      };
      const deep = await form('['.repeat(10_000) + ']'.repeat(10_000));
      assert.equal(deep.statusCode, 422, deep.body);
      assert.deepEqual(deep.json(), {
        detail: [
          { loc: ['body', 'name'], msg: 'JSON may nest at most 64 arrays or objects deep', type: 'too_deep' },
        ],
        code: 'too_deep',
      });
      const shallow = await form('{"a": [1]}');
      assert.equal(shallow.statusCode, 200, shallow.body);
      assert.deepEqual(shallow.json(), { name: '{"a":[1]}', public: true, order: 1 });
    });

    it('refuses an empty file', async () => {
      const response = await post('video', { name: 'x' }, [
        { field: 'video', filename: 'v.mp4', content: Buffer.alloc(0) },
      ]);
      assertInvalid(response, ['body', 'video'], 'empty_file');
    });
  });

  describe('400', () => {
    it('refuses a multipart body without a boundary', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/upload/pdf',
        payload: 'whatever',
        headers: { 'content-type': 'multipart/form-data' },
      });
      assertError(response, 400, 'bad_request');
    });

    it('refuses a multipart body cut off in the middle of a file', async () => {
      const { payload, headers } = multipartBody({}, [file('pdf', 'pdf')]);
      const cut = payload.subarray(0, payload.length - 60);
      const response = await app.inject({
        method: 'POST',
        url: '/upload/pdf',
        payload: cut,
        headers: { ...headers, 'content-length': String(cut.length) },
      });
      assertError(response, 400, 'bad_request');
    });
  });

  describe('validateFields', () => {
    it('coerces text to the schema types', async () => {
      const { payload, headers } = multipartBody({ name: 'Intro', public: 'true', order: '5' });
      const response = await app.inject({ method: 'POST', url: '/validated', payload, headers });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { name: 'Intro', public: true, order: 5 });
    });

    it('answers 422 with body locations', async () => {
      const { payload, headers } = multipartBody({ public: 'maybe', order: '-1', extra: 'x' });
      const response = await app.inject({ method: 'POST', url: '/validated', payload, headers });
      assertInvalid(response, ['body', 'name'], 'missing');
      assertInvalid(response, ['body', 'public'], 'type');
      assertInvalid(response, ['body', 'order'], 'minimum');
      assertInvalid(response, ['body', 'extra'], 'extra_forbidden');
    });

    it('throws the project ValidationError and never changes its input', () => {
      const fields = { name: 'x', public: 'false', order: '0' };
      assert.deepEqual(validateFields(FieldsSchema, fields), { name: 'x', public: false, order: 0 });
      assert.deepEqual(fields, { name: 'x', public: 'false', order: '0' });
      assert.throws(
        () => validateFields(FieldsSchema, { name: '', public: 'yes please', order: 'five' }),
        (error: unknown) => {
          assert.ok(error instanceof ValidationError);
          assert.deepEqual(
            error.issues.map((i) => i.loc),
            [
              ['body', 'name'],
              ['body', 'public'],
              ['body', 'order'],
            ],
          );
          return true;
        },
      );
    });
  });
});

describe('sweepStaleUploads', () => {
  it('removes temporary files older than a day and keeps fresh ones and directories', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lms-sweep-'));
    try {
      const now = Date.now();
      const stale = path.join(dir, 'upload-stale');
      const fresh = path.join(dir, 'upload-fresh');
      writeFileSync(stale, 'x');
      writeFileSync(fresh, 'y');
      mkdirSync(path.join(dir, 'nested'));
      const old = new Date(now - STALE_UPLOAD_MS - 60_000);
      utimesSync(stale, old, old);
      assert.equal(await sweepStaleUploads(dir, now), 1);
      assert.deepEqual(readdirSync(dir).sort(), ['nested', 'upload-fresh']);
      assert.equal(await sweepStaleUploads(path.join(dir, 'missing'), now), 0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

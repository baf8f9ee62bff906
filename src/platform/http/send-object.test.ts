/**
 * sendObject's rule for types no upload endpoint accepts today, and the download name [CONTRACT 5]: whatever
 * is not in its table is an attachment under the sandbox, and no file name can break out of its header.
 */
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { contentDisposition, sendObject } from './send-object.ts';

const SANDBOX = "sandbox; default-src 'none'";

describe('sendObject', () => {
  let app: FastifyInstance;
  before(async () => {
    app = Fastify();
    app.get<{ Querystring: { type: string; name?: string } }>('/', (request, reply) => {
      const body = Buffer.from('<html><script>alert(1)</script></html>');
      const file = { stream: Readable.from([body]), size: body.length, contentType: request.query.type };
      return sendObject(reply, file, { filename: request.query.name });
    });
    await app.ready();
  });
  after(() => app.close());

  async function headers(type: string, name?: string) {
    const query = new URLSearchParams({ type, ...(name === undefined ? {} : { name }) });
    const response = await app.inject({ method: 'GET', url: `/?${query.toString()}` });
    assert.equal(response.statusCode, 200, response.body);
    return {
      type: response.headers['content-type'],
      nosniff: response.headers['x-content-type-options'],
      disposition: response.headers['content-disposition'],
      csp: response.headers['content-security-policy'],
    };
  }

  for (const type of [
    'text/html',
    'image/svg+xml',
    'application/xhtml+xml',
    'text/plain',
    'application/zip',
  ]) {
    it(`${type} (not in the table) → attachment, sandboxed`, async () => {
      assert.deepEqual(await headers(type), {
        type,
        nosniff: 'nosniff',
        disposition: 'attachment',
        csp: SANDBOX,
      });
    });
  }

  it('a malformed stored type is served as unknown bytes', async () => {
    for (const type of ['text/html; charset=utf-8', 'html', '']) {
      assert.deepEqual(await headers(type), {
        type: 'application/octet-stream',
        nosniff: 'nosniff',
        disposition: 'attachment',
        csp: SANDBOX,
      });
    }
  });

  it('the table: images, audio/*, video/* inline and sandboxed; PDF inline without the sandbox', async () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'audio/x-m4a', 'video/ogg']) {
      assert.deepEqual(await headers(type), {
        type,
        nosniff: 'nosniff',
        disposition: 'inline',
        csp: SANDBOX,
      });
    }
    assert.deepEqual(await headers('application/pdf'), {
      type: 'application/pdf',
      nosniff: 'nosniff',
      disposition: 'inline',
      csp: undefined,
    });
  });

  it('a file name is given both ways, with nothing that could end the header', async () => {
    const name = 'Résumé "final"\r\nSet-Cookie: x=1;\u0000\\ 😀 (1)*.docx';
    const { disposition } = await headers('application/zip', name);
    assert.equal(
      disposition,
      `attachment; filename="R_sum_ finalSet-Cookie: x=1; _ (1)*.docx"; filename*=UTF-8''` +
        `R%C3%A9sum%C3%A9%20%22final%22%0D%0ASet-Cookie%3A%20x%3D1%3B%00%5C%20%F0%9F%98%80%20%281%29%2A.docx`,
    );
    assert.equal(decodeURIComponent(String(disposition).split("UTF-8''")[1]!), name);
  });

  it('names without an ASCII fallback, lone surrogates, and no name at all', () => {
    assert.equal(contentDisposition(true, 'Δ.pdf'), `inline; filename="_.pdf"; filename*=UTF-8''%CE%94.pdf`);
    assert.equal(contentDisposition(false, '"\r\n"'), `attachment; filename*=UTF-8''%22%0D%0A%22`);
    assert.equal(
      contentDisposition(false, 'a\uD800b'),
      `attachment; filename="a_b"; filename*=UTF-8''a%EF%BF%BDb`,
    );
    assert.equal(contentDisposition(false, ''), 'attachment');
    assert.equal(contentDisposition(true), 'inline');
  });
});

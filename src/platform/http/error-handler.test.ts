import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { registerErrorHandling, toValidationIssues } from './error-handler.ts';
import { RateLimitedError } from './errors.ts';

describe('toValidationIssues', () => {
  it('maps a missing field to loc [body, field] with type missing', () => {
    const issues = toValidationIssues(
      [{ keyword: 'required', instancePath: '', params: { missingProperty: 'name' }, message: 'x' }],
      'body',
    );
    assert.deepEqual(issues, [{ loc: ['body', 'name'], msg: 'Field required', type: 'missing' }]);
  });

  it('maps an unknown enum value to type enum listing the allowed values', () => {
    const issues = toValidationIssues(
      [
        {
          keyword: 'enum',
          instancePath: '/role',
          params: { allowedValues: ['admin', 'learner'] },
          message: 'x',
        },
      ],
      'body',
    );
    assert.deepEqual(issues, [
      { loc: ['body', 'role'], msg: 'Input should be "admin", "learner"', type: 'enum' },
    ]);
  });

  it('names query and path locations and keeps array indexes as numbers', () => {
    const query = toValidationIssues(
      [{ keyword: 'maximum', instancePath: '/limit', params: {}, message: 'must be <= 200' }],
      'querystring',
    );
    assert.deepEqual(query[0]?.loc, ['query', 'limit']);
    const nested = toValidationIssues(
      [{ keyword: 'format', instancePath: '/emails/2', params: {}, message: 'bad' }],
      'body',
    );
    assert.deepEqual(nested[0]?.loc, ['body', 'emails', 2]);
    const path = toValidationIssues(
      [{ keyword: 'type', instancePath: '/org_id', params: { type: 'integer' } }],
      'params',
    );
    assert.deepEqual(path[0], {
      loc: ['path', 'org_id'],
      msg: 'Input should be of type integer',
      type: 'type',
    });
  });

  it('reports an unknown property as extra_forbidden', () => {
    const issues = toValidationIssues(
      [{ keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: 'publised' } }],
      'body',
    );
    assert.deepEqual(issues, [{ loc: ['body', 'publised'], msg: 'Unknown field', type: 'extra_forbidden' }]);
  });
});

describe('registerErrorHandling', () => {
  it('answers an unexpected error with a 500 that carries the request id and leaks nothing', async () => {
    const app = Fastify({ logger: false, genReqId: () => 'req-fixed-1' });
    registerErrorHandling(app);
    app.get('/boom', () => {
      throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:42');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), {
      detail: 'Internal server error',
      code: 'internal_error',
      request_id: 'req-fixed-1',
    });
    await app.close();
  });

  it('keeps the status and headers of an AppError', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/slow-down', () => {
      throw new RateLimitedError('Too many', 12.2);
    });
    const response = await app.inject({ method: 'GET', url: '/slow-down' });
    assert.equal(response.statusCode, 429);
    assert.equal(response.headers['retry-after'], '13');
    assert.deepEqual(response.json(), { detail: 'Too many', code: 'rate_limited' });
    await app.close();
  });
});

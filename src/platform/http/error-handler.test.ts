import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toValidationIssues } from './error-handler.ts';

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

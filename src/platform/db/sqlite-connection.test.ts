import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bindable } from './sqlite-connection.ts';

describe('bindable', () => {
  it('binds booleans as 1 and 0 and leaves every other value as it is', () => {
    const blob = Buffer.from('x');
    assert.deepEqual(bindable([true, 'a', false, 2, null, blob, 3n]), [1, 'a', 0, 2, null, blob, 3n]);
  });

  it('answers the same array when there is no boolean to change', () => {
    const values = ['a', 1, null];
    assert.equal(bindable(values), values);
    assert.deepEqual(bindable([]), []);
  });
});

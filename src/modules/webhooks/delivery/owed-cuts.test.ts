/**
 * The attempt-log cuts a worker owes: a batch is due to cut the logs it brings to `CUT_AFTER` attempts since
 * their last cut, counts move only when a batch commits, and a cut clears what an endpoint owed.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CUT_AFTER, OwedCuts } from './owed-cuts.ts';

describe('owed cuts', () => {
  test('counts attempts per endpoint', () => {
    assert.deepEqual(
      [...OwedCuts.grown([7, 8, 7, 7])],
      [
        [7, 3],
        [8, 1],
      ],
    );
  });

  test('a batch is due to cut the logs it grows to CUT_AFTER since their last cut, and only those', () => {
    const owed = new OwedCuts();
    assert.equal(owed.empty, true);
    owed.settle(1, new Map([[10, CUT_AFTER - 2]]), []);
    owed.settle(2, new Map([[10, CUT_AFTER - 1]]), []);
    // Endpoint 10 of organization 1 is one short with one more attempt, there with two; organization 2's own
    // endpoint 10 is counted apart.
    assert.deepEqual(owed.due(1, new Map([[10, 1]])), []);
    assert.deepEqual(owed.due(1, OwedCuts.grown([10, 10, 11])), [10]);
    assert.deepEqual(owed.due(2, new Map([[10, 1]])), [10]);
    assert.deepEqual(owed.due(3, new Map([[10, CUT_AFTER]])), [10]);
    assert.deepEqual(owed.all(), [
      [1, [10]],
      [2, [10]],
    ]);
  });

  test('counts move only when settled: a batch that rolled back leaves them', () => {
    const owed = new OwedCuts();
    owed.settle(1, new Map([[10, CUT_AFTER - 1]]), []);
    // A batch that would have cut, but was not committed, is never settled: still due next time.
    assert.deepEqual(owed.due(1, new Map([[10, 1]])), [10]);
    assert.deepEqual(owed.due(1, new Map([[10, 1]])), [10]);
    // Committed with its cut: endpoint 10 owes nothing, even counting the batch's own attempts.
    owed.settle(1, new Map([[10, 1]]), [10]);
    assert.equal(owed.empty, true);
    assert.deepEqual(owed.due(1, new Map([[10, CUT_AFTER - 1]])), []);
  });

  test('a quiet cut clears every endpoint it cut and leaves the others', () => {
    const owed = new OwedCuts();
    owed.settle(1, OwedCuts.grown([10, 11]), []);
    owed.settle(2, OwedCuts.grown([20]), []);
    owed.settle(1, new Map(), [10]);
    assert.deepEqual(owed.all(), [
      [1, [11]],
      [2, [20]],
    ]);
    owed.settle(1, new Map(), [11]);
    owed.settle(2, new Map(), [20]);
    assert.equal(owed.empty, true);
  });
});

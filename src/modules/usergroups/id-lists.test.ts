/** The comma-separated lists of the link endpoints: what reads, what is a 422, and how repeats are kept. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ValidationError } from '../../platform/http/errors.ts';
import { MAX_LIST_ITEMS, parseResourceUuids, parseUserIds } from './id-lists.ts';

function issueOf(run: () => unknown): { loc: (string | number)[]; type: string } {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof ValidationError);
    assert.equal(error.issues.length, 1);
    return error.issues[0]!;
  }
  assert.fail('expected a ValidationError');
}

describe('id lists', () => {
  it('reads user ids, trimming items and keeping each id once in the order given', () => {
    assert.deepEqual(parseUserIds('3, 1,3,2'), [3, 1, 2]);
    assert.deepEqual(parseUserIds(String(Number.MAX_SAFE_INTEGER)), [Number.MAX_SAFE_INTEGER]);
  });

  it('refuses a missing list, empty items, non-integers and too many ids as 422 at query.user_ids', () => {
    const missing = issueOf(() => parseUserIds(undefined));
    assert.deepEqual([missing.loc, missing.type], [['query', 'user_ids'], 'missing']);
    for (const bad of ['', ' ', '1,', ',1', '1,,2', 'a', '1.0', '-2', '0', '01', '1e3', '9007199254740992']) {
      const issue = issueOf(() => parseUserIds(bad));
      assert.deepEqual(issue.loc, ['query', 'user_ids'], bad);
      assert.ok(['empty_item', 'list_item'].includes(issue.type), `${bad}: ${issue.type}`);
    }
    const many = Array.from({ length: MAX_LIST_ITEMS + 1 }, (_, i) => i + 1).join(',');
    assert.equal(issueOf(() => parseUserIds(many)).type, 'too_long');
    assert.equal(parseUserIds(many.split(',').slice(0, MAX_LIST_ITEMS).join(',')).length, MAX_LIST_ITEMS);
  });

  it('reads uuids of courses, chapters and activities only', () => {
    const uuids = ['course_0b6c5f3e-1d2a-4c3b-9a8f-7e6d5c4b3a21', 'chapter_x', 'activity_a-b'];
    assert.deepEqual(parseResourceUuids([...uuids, uuids[0]].join(',')), uuids);
    for (const bad of ['', 'course_', 'usergroup_abc', 'Course_abc', 'course_a b', 'course_a;drop', '42']) {
      assert.deepEqual(issueOf(() => parseResourceUuids(bad)).loc, ['query', 'resource_uuids'], bad);
    }
  });
});

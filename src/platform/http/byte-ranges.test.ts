/** What a `Range` header asks of a file of a given size (RFC 9110 14), as a table. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rangeAnswer, type RangeAnswer } from './byte-ranges.ts';

const get = (range?: string, extra: Record<string, string> = {}) => ({
  method: 'GET',
  headers: { ...(range === undefined ? {} : { range }), ...extra },
});

describe('rangeAnswer', () => {
  it('answers each kind of Range', () => {
    const table: [string, number, ReturnType<typeof get>, RangeAnswer][] = [
      ['no header', 1000, get(), { status: 200, read: 'all' }],
      [
        'one range',
        1000,
        get('bytes=100-199'),
        { status: 206, range: { start: 100, end: 199 }, read: { start: 100, end: 199 } },
      ],
      [
        'suffix',
        1000,
        get('bytes=-100'),
        { status: 206, range: { start: 900, end: 999 }, read: { start: 900, end: 999 } },
      ],
      [
        'suffix longer than the file',
        1000,
        get('bytes=-5000'),
        { status: 206, range: { start: 0, end: 999 }, read: { start: 0, end: 999 } },
      ],
      [
        'open end',
        1000,
        get('bytes=990-'),
        { status: 206, range: { start: 990, end: 999 }, read: { start: 990, end: 999 } },
      ],
      [
        'end clamped',
        1000,
        get('bytes=990-5000'),
        { status: 206, range: { start: 990, end: 999 }, read: { start: 990, end: 999 } },
      ],
      [
        'combined',
        1000,
        get('bytes=0-4, 5-9'),
        { status: 206, range: { start: 0, end: 9 }, read: { start: 0, end: 9 } },
      ],
      ['several apart', 1000, get('bytes=0-4,10-14'), { status: 200, read: 'all' }],
      ['past the end', 1000, get('bytes=1000-'), { status: 416, read: 'none' }],
      ['any range of an empty file', 0, get('bytes=0-'), { status: 416, read: 'none' }],
      ['suffix of zero', 1000, get('bytes=-0'), { status: 416, read: 'none' }],
      ['malformed', 1000, get('bytes=x-y'), { status: 200, read: 'all' }],
      ['backwards', 1000, get('bytes=9-1'), { status: 200, read: 'all' }],
      ['other unit', 1000, get('lines=1-2'), { status: 200, read: 'all' }],
      [
        'If-Range',
        1000,
        get('bytes=0-9', { 'if-range': 'Wed, 21 Oct 2015 07:28:00 GMT' }),
        { status: 200, read: 'all' },
      ],
    ];
    for (const [label, size, request, expected] of table) {
      assert.deepEqual(rangeAnswer(size, request), expected, label);
    }
  });

  it('reads nothing for HEAD, whatever the status', () => {
    assert.deepEqual(rangeAnswer(1000, { method: 'HEAD', headers: {} }), { status: 200, read: 'none' });
    assert.deepEqual(rangeAnswer(1000, { method: 'HEAD', headers: { range: 'bytes=0-9' } }), {
      status: 206,
      range: { start: 0, end: 9 },
      read: 'none',
    });
  });
});

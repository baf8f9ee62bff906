/**
 * The behaviour every `Storage` promises (src/platform/storage/storage.ts), run against each implementation:
 * local disk in local-storage.test.ts, a real S3-compatible server in s3-storage.int.test.ts.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { RangeChoice, Storage } from '../src/platform/storage/storage.ts';

export interface StorageSubject {
  storage: Storage;
  /** Temporary files the implementation left behind; none may survive a failed put. */
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
  /**
   * Why concurrent writes to one key cannot be checked on this subject, when they cannot: s3rver (the local
   * S3 stand-in) writes objects in place, so racing puts can interleave there, which real S3 never does.
   */
  racingPutsUnchecked?: string;
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks = (await stream.toArray()) as Buffer[];
  return Buffer.concat(chunks);
}

/** A body that arrives in `pieces` chunks, yielding to the event loop between them. */
export function slowBody(content: Buffer, pieces = 8): Readable {
  const size = Math.ceil(content.length / pieces);
  return Readable.from(
    (async function* () {
      for (let offset = 0; offset < content.length; offset += size) {
        await nextTurn();
        yield content.subarray(offset, offset + size);
      }
    })(),
  );
}

/** A body that sends some bytes, then fails. */
export function failingBody(): Readable {
  return Readable.from(
    (async function* () {
      yield randomBytes(64 * 1024);
      await nextTurn();
      throw new Error('the client went away');
    })(),
  );
}

/** Every byte value, repeated: any text conversion or truncation on the way shows. */
export function binary(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 7 + (i >> 8)) & 0xff;
  return bytes;
}

export const INVALID_KEYS = ['../x', '/abs', 'a//b', 'a/./b', 'a\\b', '', 'a/../b', 'a/', 'a b', 'a/~tmp/x'];

export function describeStorageContract(name: string, open: () => Promise<StorageSubject>): void {
  describe(`${name}: the Storage contract`, () => {
    let subject: StorageSubject;
    let storage: Storage;
    /** Every test writes under its own prefix, so tests never see each other's objects. */
    const prefix = (): string => `t${randomBytes(6).toString('hex')}`;

    before(async () => {
      subject = await open();
      storage = subject.storage;
    });
    after(() => subject.close());

    it('stores bytes and content type and reads them back exactly', async () => {
      const key = `${prefix()}/orgs/org_1/courses/course_1/file.bin`;
      const content = binary(300_000);
      const stored = await storage.put(key, slowBody(content), { contentType: 'application/pdf' });
      assert.deepEqual(stored, { key, size: content.length });
      const read = await storage.get(key);
      assert.ok(read);
      assert.equal(read.size, content.length);
      assert.equal(read.contentType, 'application/pdf');
      assert.ok((await readAll(read.stream)).equals(content));
    });

    it('reads the part of an object a range picker chooses, after telling it the size', async () => {
      const key = `${prefix()}/audio.mp3`;
      const content = binary(100_000);
      await storage.put(key, slowBody(content), { contentType: 'audio/mpeg' });
      const cases: [RangeChoice, Buffer][] = [
        [{ start: 100, end: 199 }, content.subarray(100, 200)],
        [{ start: 99_990, end: 99_999 }, content.subarray(99_990)],
        // Not 0-0: s3rver reads an end of 0 as "to the end" (S3 itself does not).
        [{ start: 0, end: 1 }, content.subarray(0, 2)],
        ['all', content],
        ['none', Buffer.alloc(0)],
      ];
      for (const [choice, expected] of cases) {
        const sizes: number[] = [];
        const read = await storage.get(key, {
          choose: (size) => {
            sizes.push(size);
            return choice;
          },
        });
        assert.ok(read);
        assert.deepEqual(sizes, [content.length], 'asked once, with the whole size');
        assert.equal(read.size, content.length);
        assert.equal(read.contentType, 'audio/mpeg');
        assert.deepEqual(read.read, choice);
        assert.ok((await readAll(read.stream)).equals(expected), JSON.stringify(choice));
      }
      assert.equal(await storage.get(`${prefix()}/missing`, { choose: () => 'all' }), undefined);
    });

    it('stores an empty object', async () => {
      const key = `${prefix()}/empty`;
      assert.deepEqual(await storage.put(key, Readable.from([]), { contentType: 'text/plain' }), {
        key,
        size: 0,
      });
      const read = await storage.get(key);
      assert.ok(read);
      assert.equal(read.size, 0);
      assert.equal((await readAll(read.stream)).length, 0);
    });

    it('round-trips a 20 MB object', async () => {
      const key = `${prefix()}/video.mp4`;
      const content = randomBytes(20 * 1024 * 1024);
      const stored = await storage.put(
        key,
        Readable.from([content.subarray(0, 7_000_001), content.subarray(7_000_001)]),
        {
          contentType: 'video/mp4',
        },
      );
      assert.equal(stored.size, content.length);
      const read = await storage.get(key);
      assert.ok(read);
      assert.equal(read.size, content.length);
      assert.ok((await readAll(read.stream)).equals(content));
    });

    it('replaces an object, type included', async () => {
      const key = `${prefix()}/a.bin`;
      await storage.put(key, Readable.from([Buffer.from('first version')]), { contentType: 'text/plain' });
      await storage.put(key, Readable.from([Buffer.from('second')]), { contentType: 'image/png' });
      const read = await storage.get(key);
      assert.ok(read);
      assert.equal(read.contentType, 'image/png');
      assert.equal((await readAll(read.stream)).toString(), 'second');
    });

    it('answers undefined for a missing object, also under a missing or file-like prefix', async () => {
      const base = prefix();
      assert.equal(await storage.get(`${base}/nothing`), undefined);
      assert.equal(await storage.get(`${base}/no/such/dir/file`), undefined);
      await storage.put(`${base}/file`, Readable.from([Buffer.from('x')]), { contentType: 'text/plain' });
      assert.equal(await storage.get(`${base}/file/below`), undefined);
      assert.equal(await storage.get(base), undefined, 'a prefix is not an object');
    });

    it('deletes one object; deleting a missing one is fine', async () => {
      const base = prefix();
      await storage.put(`${base}/a`, Readable.from([Buffer.from('a')]), { contentType: 'text/plain' });
      await storage.put(`${base}/b`, Readable.from([Buffer.from('b')]), { contentType: 'text/plain' });
      await storage.delete(`${base}/a`);
      assert.equal(await storage.get(`${base}/a`), undefined);
      const b = await storage.get(`${base}/b`);
      assert.ok(b);
      b.stream.destroy();
      await storage.delete(`${base}/a`);
      await storage.delete(`${base}/never/was`);
    });

    it('deletes everything under a prefix, at any depth, and nothing beside it', async () => {
      const base = prefix();
      const gone = [`${base}/c/1`, `${base}/c/d/2`, `${base}/c/d/e/3`];
      const kept = [`${base}/cd/4`, `${base}/x/c/5`, `${base}/c-6`, `${base}/other/c`];
      for (const key of [...gone, ...kept]) {
        await storage.put(key, Readable.from([Buffer.from(key)]), { contentType: 'text/plain' });
      }
      await storage.deletePrefix(`${base}/c/`);
      for (const key of gone) assert.equal(await storage.get(key), undefined, key);
      for (const key of kept) {
        const read = await storage.get(key);
        assert.ok(read, key);
        assert.equal((await readAll(read.stream)).toString(), key);
      }
      await storage.deletePrefix(`${base}/c/`);
      await storage.deletePrefix(`${base}/never/`);
    });

    it('keeps an object named like the prefix: a/b is not under a/b/', async () => {
      const base = prefix();
      await storage.put(`${base}/b`, Readable.from([Buffer.from('b')]), { contentType: 'text/plain' });
      await storage.deletePrefix(`${base}/b/`);
      const read = await storage.get(`${base}/b`);
      assert.ok(read);
      assert.equal((await readAll(read.stream)).toString(), 'b');
    });

    it('leaves nothing behind when the body fails, and keeps the object it would have replaced', async () => {
      const base = prefix();
      await assert.rejects(
        storage.put(`${base}/new`, failingBody(), { contentType: 'text/plain' }),
        /the client went away/,
      );
      assert.equal(await storage.get(`${base}/new`), undefined);
      await storage.put(`${base}/old`, Readable.from([Buffer.from('old')]), { contentType: 'text/plain' });
      await assert.rejects(storage.put(`${base}/old`, failingBody(), { contentType: 'image/png' }));
      const read = await storage.get(`${base}/old`);
      assert.ok(read);
      assert.equal(read.contentType, 'text/plain');
      assert.equal((await readAll(read.stream)).toString(), 'old');
      assert.deepEqual(await subject.leftovers(), []);
    });

    it('refuses invalid keys and prefixes on every operation', async () => {
      for (const key of INVALID_KEYS) {
        const body = Readable.from([Buffer.from('x')]);
        await assert.rejects(
          storage.put(key, body, { contentType: 'text/plain' }),
          /invalid storage key/,
          key,
        );
        assert.ok(body.destroyed, `the body of a refused put is released (${key})`);
        await assert.rejects(storage.get(key), /invalid storage key/, key);
        await assert.rejects(storage.delete(key), /invalid storage key/, key);
      }
      for (const bad of ['../', '/abs/', 'a//b/', 'a/./', 'a\\b/', '/', 'no-slash', '']) {
        await assert.rejects(storage.deletePrefix(bad), /invalid storage (key|prefix)/, bad);
      }
    });

    it('ends concurrent puts to one key with one whole object, bytes and type together', async (t) => {
      if (subject.racingPutsUnchecked !== undefined) {
        t.skip(subject.racingPutsUnchecked);
        return;
      }
      const key = `${prefix()}/contended`;
      const versions = Array.from({ length: 8 }, (_, i) => ({
        content: Buffer.concat([Buffer.from(`version ${i}:`), randomBytes(128 * 1024)]),
        contentType: `application/x-version-${i}`,
      }));
      await Promise.all(
        versions.map((v) => storage.put(key, slowBody(v.content, 16), { contentType: v.contentType })),
      );
      const read = await storage.get(key);
      assert.ok(read);
      const bytes = await readAll(read.stream);
      const winner = versions.find((v) => v.content.equals(bytes));
      assert.ok(winner, 'the object is exactly one of the versions written');
      assert.equal(read.contentType, winner.contentType);
      assert.equal(read.size, winner.content.length);
      assert.deepEqual(await subject.leftovers(), []);
    });
  });
}

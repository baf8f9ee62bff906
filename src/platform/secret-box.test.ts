import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { SecretBox } from './secret-box.ts';

const KEY = 'k'.repeat(48);
const PURPOSE = 'webhook-secrets';
const SAMPLE = 'whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=';

/** The four dot-separated parts of a sealed value, the binary ones decoded. */
function partsOf(sealed: string): { version: string; iv: Buffer; tag: Buffer; ciphertext: Buffer } {
  const parts = sealed.split('.');
  assert.equal(parts.length, 4, sealed);
  const [version, iv, tag, ciphertext] = parts as [string, string, string, string];
  return {
    version,
    iv: Buffer.from(iv, 'base64url'),
    tag: Buffer.from(tag, 'base64url'),
    ciphertext: Buffer.from(ciphertext, 'base64url'),
  };
}

function join(version: string, iv: Buffer, tag: Buffer, ciphertext: Buffer): string {
  return [
    version,
    iv.toString('base64url'),
    tag.toString('base64url'),
    ciphertext.toString('base64url'),
  ].join('.');
}

/** A copy of `buffer` with bit `bit` of byte `index` flipped. */
function flip(buffer: Buffer, index: number, bit: number): Buffer {
  const copy = Buffer.from(buffer);
  copy[index] = copy[index]! ^ (1 << bit);
  return copy;
}

describe('SecretBox', () => {
  const box = new SecretBox(KEY, PURPOSE);

  it('opens what it sealed, unicode included', () => {
    for (const text of [SAMPLE, '', 'x', 'zoë 日本語 🎓 \u0000 end', 'a'.repeat(10_000)]) {
      assert.equal(box.open(box.seal(text)), text);
    }
  });

  it('round-trips any unicode string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        assert.equal(box.open(box.seal(text)), text);
      }),
      { numRuns: 300 },
    );
  });

  it('seals as v1.<iv>.<tag>.<ciphertext> in base64url, without the plaintext in it', () => {
    const sealed = box.seal(SAMPLE);
    assert.match(sealed, /^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const { version, iv, tag, ciphertext } = partsOf(sealed);
    assert.equal(version, 'v1');
    assert.equal(iv.length, 12);
    assert.equal(tag.length, 16);
    assert.equal(ciphertext.length, Buffer.byteLength(SAMPLE));
    assert.ok(!sealed.includes(SAMPLE.slice(6)));
  });

  it('gives two different sealed values for one text (random IV), both opening to it', () => {
    const a = box.seal(SAMPLE);
    const b = box.seal(SAMPLE);
    assert.notEqual(a, b);
    assert.notDeepEqual(partsOf(a).iv, partsOf(b).iv);
    assert.notDeepEqual(partsOf(a).ciphertext, partsOf(b).ciphertext);
    assert.equal(box.open(a), SAMPLE);
    assert.equal(box.open(b), SAMPLE);
  });

  it('opens with another instance built from the same key and purpose', () => {
    assert.equal(new SecretBox(KEY, PURPOSE).open(box.seal(SAMPLE)), SAMPLE);
  });

  it('cannot be opened with another SECRET_KEY', () => {
    const sealed = box.seal(SAMPLE);
    assert.throws(() => new SecretBox('j'.repeat(48), PURPOSE).open(sealed));
    assert.throws(() => new SecretBox(`${KEY}x`, PURPOSE).open(sealed));
  });

  it('cannot be opened under another purpose', () => {
    const sealed = box.seal(SAMPLE);
    assert.throws(() => new SecretBox(KEY, 'jwt').open(sealed));
    assert.throws(() => new SecretBox(KEY, `${PURPOSE}2`).open(sealed));
  });

  for (const part of ['iv', 'tag', 'ciphertext'] as const) {
    it(`refuses a value whose ${part} has any single bit flipped`, () => {
      const sealed = box.seal(SAMPLE);
      const parts = partsOf(sealed);
      const length = parts[part].length;
      for (let index = 0; index < length; index++) {
        for (let bit = 0; bit < 8; bit++) {
          const tampered = { ...parts, [part]: flip(parts[part], index, bit) };
          const value = join(tampered.version, tampered.iv, tampered.tag, tampered.ciphertext);
          assert.throws(() => box.open(value), `${part} byte ${index} bit ${bit}`);
        }
      }
    });
  }

  it('refuses a value with a truncated ciphertext, iv or tag', () => {
    const { version, iv, tag, ciphertext } = partsOf(box.seal(SAMPLE));
    assert.throws(() => box.open(join(version, iv, tag, ciphertext.subarray(0, -1))), 'ciphertext');
    assert.throws(() => box.open(join(version, iv, tag, Buffer.alloc(0))), 'empty ciphertext');
    assert.throws(() => box.open(join(version, iv.subarray(0, 8), tag, ciphertext)), 'iv');
    assert.throws(() => box.open(join(version, iv, Buffer.alloc(0), ciphertext)), 'empty tag');
  });

  it('refuses a truncated authentication tag (only the full 16-byte tag authenticates)', () => {
    const { version, iv, tag, ciphertext } = partsOf(box.seal(SAMPLE));
    for (const length of [4, 8, 12, 15]) {
      assert.throws(
        () => box.open(join(version, iv, tag.subarray(0, length), ciphertext)),
        `tag of ${length}`,
      );
    }
  });

  it('refuses a value with parts added after the ciphertext', () => {
    const sealed = box.seal(SAMPLE);
    assert.throws(() => box.open(`${sealed}.extra`));
    assert.throws(() => box.open(`${sealed}.`));
  });

  it('refuses an unknown version', () => {
    const { iv, tag, ciphertext } = partsOf(box.seal(SAMPLE));
    for (const version of ['v2', 'v0', 'V1', '', '1']) {
      assert.throws(() => box.open(join(version, iv, tag, ciphertext)), /unknown format/, version);
    }
  });

  it('refuses malformed strings', () => {
    const sealed = box.seal(SAMPLE);
    const malformed = [
      '',
      'v1',
      'v1.',
      'v1..',
      'v1.a.b',
      SAMPLE,
      'not a sealed value',
      sealed.split('.').slice(0, 3).join('.'),
      sealed.split('.').slice(1).join('.'),
      sealed.replaceAll('.', ':'),
    ];
    for (const value of malformed) {
      assert.throws(() => box.open(value), JSON.stringify(value));
    }
  });
});

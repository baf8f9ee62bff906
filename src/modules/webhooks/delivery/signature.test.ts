import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { sign as octokitSign, verify as octokitVerify } from '@octokit/webhooks-methods';
import { SECRET_PREFIX, SIGNATURE_PREFIX, generateSecret, sign, verify } from './signature.ts';

/**
 * A delivery envelope with non-ASCII text (2-, 3- and 4-byte UTF-8 sequences). Expected value computed with
 * OpenSSL 3.0 from the exact bytes of ENVELOPE (written to env.json without a trailing newline):
 *   printf '%s' "$ENVELOPE" > env.json
 *   openssl dgst -sha256 -hmac 'whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=' env.json
 *   → HMAC-SHA2-256(env.json)= 7189e4e7cb28177bdfb7695dddada3d89825172033a9996306faa67d39e0fab2
 */
const ENVELOPE =
  '{"event":"user_signed_up","delivery_id":"dlv_0123456789abcdef","timestamp":"2025-01-02T03:04:05Z","org_id":7,' +
  '"data":{"user":{"user_uuid":"user_1","email":"zoë@example.com","username":"Zoë","first_name":"Zoë",' +
  '"last_name":"Ñúñez 日本 🎓"},"signup_method":"email"}}';
/** `whsec_` + base64 of the bytes 0x00..0x1f. */
const ENVELOPE_SECRET = 'whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=';
const ENVELOPE_SIGNATURE = 'sha256=7189e4e7cb28177bdfb7695dddada3d89825172033a9996306faa67d39e0fab2';

const SIGNATURE_FORMAT = /^sha256=[0-9a-f]{64}$/;

/** A unicode string of at least one character, in whole code points (no lone surrogates). */
const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 });

/** `value` with the code point at `index` (modulo its length) replaced by a different one. */
function changeOneCharacter(value: string, index: number): string {
  const chars = [...value];
  const at = index % chars.length;
  chars[at] = chars[at] === 'a' ? 'b' : 'a';
  return chars.join('');
}

describe('sign: known answers', () => {
  it("matches GitHub's documented example", () => {
    // https://docs.github.com/en/webhooks/using-webhooks/validating-webhook-deliveries#testing-the-webhook-payload-validation
    assert.equal(
      sign("It's a Secret to Everybody", 'Hello, World!'),
      'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17',
    );
  });

  it('matches RFC 4231 test case 2 (HMAC-SHA-256)', () => {
    assert.equal(
      sign('Jefe', 'what do ya want for nothing?'),
      'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('signs the UTF-8 bytes of a non-ASCII envelope as openssl does', () => {
    assert.ok(
      Buffer.byteLength(ENVELOPE, 'utf8') > ENVELOPE.length,
      'the envelope has multi-byte characters',
    );
    assert.equal(sign(ENVELOPE_SECRET, ENVELOPE), ENVELOPE_SIGNATURE);
    // The same bytes given as a Buffer sign the same.
    assert.equal(sign(ENVELOPE_SECRET, Buffer.from(ENVELOPE, 'utf8')), ENVELOPE_SIGNATURE);
    assert.equal(verify(ENVELOPE_SECRET, ENVELOPE, ENVELOPE_SIGNATURE), true);
    assert.equal(verify(ENVELOPE_SECRET, Buffer.from(ENVELOPE, 'utf8'), ENVELOPE_SIGNATURE), true);
  });

  it('keys the HMAC with the whole secret, prefix included', () => {
    const withoutPrefix = ENVELOPE_SECRET.slice(SECRET_PREFIX.length);
    assert.notEqual(sign(withoutPrefix, ENVELOPE), ENVELOPE_SIGNATURE);
    const rawKey = createHmac('sha256', Buffer.from(withoutPrefix, 'base64')).update(ENVELOPE).digest('hex');
    assert.notEqual(`${SIGNATURE_PREFIX}${rawKey}`, ENVELOPE_SIGNATURE);
  });

  it('is `sha256=` + 64 lowercase hex characters', () => {
    assert.equal(SIGNATURE_PREFIX, 'sha256=');
    assert.match(sign('s', 'b'), SIGNATURE_FORMAT);
    assert.match(sign(generateSecret(), ''), SIGNATURE_FORMAT);
  });
});

describe('sign and verify against @octokit/webhooks-methods', () => {
  it('produces the same signature as octokit for any secret and body', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, async (secret, body) => {
        const ours = sign(secret, body);
        assert.match(ours, SIGNATURE_FORMAT);
        assert.equal(ours, await octokitSign(secret, body));
        assert.equal(await octokitVerify(secret, body, ours), true);
        assert.equal(verify(secret, body, ours), true);
      }),
      { numRuns: 300 },
    );
  });

  it('accepts octokit signatures of generated secrets', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (body) => {
        const secret = generateSecret();
        assert.equal(verify(secret, body, await octokitSign(secret, body)), true);
        assert.equal(await octokitVerify(secret, body, sign(secret, body)), true);
      }),
      { numRuns: 100 },
    );
  });

  it('fails verification when one character of the body changes', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, fc.nat(), async (secret, body, index) => {
        const signature = sign(secret, body);
        const tampered = changeOneCharacter(body, index);
        assert.notEqual(tampered, body);
        assert.equal(verify(secret, tampered, signature), false);
        assert.equal(await octokitVerify(secret, tampered, signature), false);
      }),
      { numRuns: 300 },
    );
  });

  it('fails verification when one character of the secret changes', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, fc.nat(), async (secret, body, index) => {
        const signature = sign(secret, body);
        const otherSecret = changeOneCharacter(secret, index);
        assert.notEqual(otherSecret, secret);
        assert.equal(verify(otherSecret, body, signature), false);
        assert.equal(await octokitVerify(otherSecret, body, signature), false);
      }),
      { numRuns: 300 },
    );
  });
});

describe('verify', () => {
  const secret = ENVELOPE_SECRET;
  const good = ENVELOPE_SIGNATURE;
  const hex = good.slice(SIGNATURE_PREFIX.length);

  it('accepts the right signature', () => {
    assert.equal(verify(secret, ENVELOPE, good), true);
  });

  const bad: [string, string][] = [
    ['one hex character short', good.slice(0, -1)],
    ['one character too long', `${good}0`],
    ['with a trailing newline', `${good}\n`],
    ['empty', ''],
    ['uppercase hex', `${SIGNATURE_PREFIX}${hex.toUpperCase()}`],
    ['uppercase prefix', `SHA256=${hex}`],
    ['without the sha256= prefix', hex],
    ['with a sha1= prefix', `sha1=${hex}`],
    ['with one hex digit changed', `${SIGNATURE_PREFIX}${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`],
    ['for another body', sign(secret, `${ENVELOPE} `)],
    ['made with another secret', sign(`${secret}x`, ENVELOPE)],
  ];
  for (const [label, header] of bad) {
    it(`rejects a signature ${label}`, () => {
      assert.equal(verify(secret, ENVELOPE, header), false);
    });
  }
});

describe('generateSecret', () => {
  it('is whsec_ + base64 of exactly 32 bytes', () => {
    const secret = generateSecret();
    assert.ok(secret.startsWith('whsec_'), secret);
    assert.equal(SECRET_PREFIX, 'whsec_');
    const encoded = secret.slice('whsec_'.length);
    assert.match(encoded, /^[A-Za-z0-9+/]{43}=$/);
    const bytes = Buffer.from(encoded, 'base64');
    assert.equal(bytes.length, 32);
    // Canonical base64: decoding and encoding again gives the same text.
    assert.equal(bytes.toString('base64'), encoded);
  });

  it('gives 1000 distinct secrets in 1000 calls', () => {
    const secrets = new Set(Array.from({ length: 1000 }, () => generateSecret()));
    assert.equal(secrets.size, 1000);
    for (const secret of secrets) assert.equal(Buffer.from(secret.slice(6), 'base64').length, 32);
  });
});

/**
 * Authenticated encryption for secrets the service must be able to read back (webhook signing secrets
 * [CONTRACT 7]): AES-256-GCM under a key derived from SECRET_KEY with HKDF, one derived key per purpose so
 * a key used here is never the key that signs JWTs.
 *
 * Stored form: `v1.<iv>.<tag>.<ciphertext>`, each part base64url. The version prefix leaves room for a
 * later key rotation without guessing at old rows.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

export class SecretBox {
  private readonly key: Buffer;

  constructor(secretKey: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), `lms:${purpose}`, 32));
  }

  seal(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, iv, tag, ciphertext]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** Throws when the value was not sealed by this key (wrong SECRET_KEY, tampering, truncation). */
  open(sealed: string): string {
    const parts = sealed.split('.');
    const [version, iv, tag, ciphertext] = parts;
    if (
      parts.length !== 4 ||
      version !== VERSION ||
      parts[1] === '' ||
      parts[2] === '' ||
      !parts.slice(1).every((part) => BASE64URL.test(part)) ||
      iv === undefined ||
      tag === undefined ||
      ciphertext === undefined
    ) {
      throw new Error('sealed secret: unknown format');
    }
    // The tag length is fixed: GCM would otherwise accept a tag cut down to 4 bytes, which is forgeable.
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}

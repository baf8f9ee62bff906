/** Reading the mail the log transport wrote (`DATA_DIR/mail/*.eml`) in tests. */
import assert from 'node:assert/strict';
import type { TestApp } from './build-test-app.ts';

/** Undoes the quoted-printable transfer encoding of a mail body (soft line breaks and =XX escapes). */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every mail sent to `email` so far, oldest first, decoded. */
export function mailsTo(t: TestApp, email: string): string[] {
  return t
    .mails()
    .map((m) => decodeQuotedPrintable(m.text))
    .filter((text) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'm').test(text));
}

/** The email-verification token a (decoded) mail carries. */
export function verificationTokenIn(mail: string): string {
  const match = /verify-email: ([A-Za-z0-9_-]{20,})/.exec(mail);
  assert.ok(match, `a verification token in:\n${mail}`);
  return match[1]!;
}

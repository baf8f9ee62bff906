import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createOrg, uniq } from '../../test/factories.ts';
import { createSmtpMailer } from './mailer.ts';

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives and accepts one account. */
async function startSmtpServer(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://mailer:s3cret@127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The verification token in a mail body, undoing quoted-printable (soft line breaks, `=3D`). */
function tokenIn(raw: string): string {
  const unfolded = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(unfolded);
  assert.ok(match?.[1], `a verification link in:\n${raw}`);
  return match[1];
}

/** A learner signs up into a new organization through the API; the signup must succeed. */
async function signUpLearner(t: TestApp) {
  const o = await createOrg(t);
  const email = `learner-${uniq()}@example.com`;
  const signup = await t.app.inject({
    method: 'POST',
    url: `/api/v1/users/${o.org.id}`,
    payload: { email, username: `learner_${uniq()}`, password: 'a fine password' },
  });
  assert.equal(signup.statusCode, 200, signup.body);
  return { email, signup };
}

describe('mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  before(async () => {
    smtp = await startSmtpServer();
  });
  after(() => smtp.close());

  it('sends through the SMTP server named by the URL, authenticating with its credentials', async () => {
    const mailer = createSmtpMailer(smtp.url, 'LMS <no-reply@lms.test>');
    const to = `someone-${uniq()}@example.com`;
    await mailer.send({ to, subject: 'Hello there', text: 'A body' });
    mailer.close();
    const mail = smtp.received.find((m) => m.to.includes(to));
    assert.ok(mail, 'the server received the message');
    assert.equal(mail.from, 'no-reply@lms.test');
    assert.equal(mail.user, 'mailer');
    assert.match(mail.raw, /^Subject: Hello there$/m);
    assert.match(mail.raw, /A body/);
  });

  it('fails when the server refuses the credentials', async () => {
    const mailer = createSmtpMailer(smtp.url.replace('s3cret', 'wrong'), 'LMS <no-reply@lms.test>');
    await assert.rejects(mailer.send({ to: 'x@example.com', subject: 's', text: 't' }));
    mailer.close();
  });

  it('carries the whole saas signup: verification mail over SMTP, verify, then login', async () => {
    const t = await buildTestApp({ deploymentMode: 'saas', smtpUrl: smtp.url });
    try {
      const { email, signup } = await signUpLearner(t);
      assert.equal(signup.json().email_verified, false);
      const mail = smtp.received.find((m) => m.to.includes(email));
      assert.ok(mail, 'the verification mail went through SMTP');
      assert.equal(t.mails().length, 0, 'nothing was written to the log transport');

      const login = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ username: email, password: 'a fine password' }).toString(),
        });
      assert.equal((await login()).json().code, 'email_not_verified');
      const verify = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/verify-email',
        payload: { token: tokenIn(mail.raw) },
      });
      assert.equal(verify.statusCode, 200, verify.body);
      assert.equal((await login()).statusCode, 200);
    } finally {
      await t.close();
    }
  });

  it('keeps a signup when the SMTP server is down; the person can ask for the mail again', async () => {
    const down = await startSmtpServer();
    await down.close();
    const t = await buildTestApp({ deploymentMode: 'saas', smtpUrl: down.url });
    try {
      const { email } = await signUpLearner(t);
      const resend = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/resend-verification',
        payload: { email },
      });
      assert.equal(resend.statusCode, 200, resend.body);
    } finally {
      await t.close();
    }
  });
});

/**
 * Outgoing mail. `SMTP_URL` selects a real SMTP transport; without it every message is written to the
 * server log and, whole, to `DATA_DIR/mail/` as an `.eml` file, so a developer (or a test) can open the
 * verification link without a mail server [CONTRACT 4].
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type StreamTransport from 'nodemailer/lib/stream-transport/index.js';
import type { Logger } from 'pino';
import type { Clock } from './clock.ts';
import { randomToken } from './ids.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A nodemailer transport made with the first message: nodemailer loads when mail is first sent, not at start. */
function lazyTransport<T>(create: (module: typeof nodemailer) => Transporter<T>): {
  get(): Promise<Transporter<T>>;
  close(): void;
} {
  let transport: Promise<Transporter<T>> | undefined;
  return {
    get: () => (transport ??= import('nodemailer').then((module) => create(module.default))),
    close: () =>
      void transport?.then(
        (t) => t.close(),
        () => undefined,
      ),
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = lazyTransport<SMTPTransport.SentMessageInfo>((nodemailer) =>
    nodemailer.createTransport(smtpUrl),
  );
  return {
    async send(message) {
      await (await transport.get()).sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

export function createLogMailer(options: {
  dir: string;
  from: string;
  logger: Logger;
  clock: Clock;
}): Mailer {
  const transport = lazyTransport<StreamTransport.SentMessageInfo>((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  let sequence = 0;
  return {
    async send(message) {
      const info = await (await transport.get()).sendMail({ from: options.from, ...message });
      await mkdir(options.dir, { recursive: true });
      const stamp = options.clock.now().toISOString().replace(/[:.]/g, '-');
      // The sequence keeps file names in sending order even when the clock stands still.
      sequence += 1;
      const file = path.join(
        options.dir,
        `${stamp}-${String(sequence).padStart(6, '0')}-${randomToken(6)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      options.logger.info(
        { mail: { to: message.to, subject: message.subject, file } },
        `mail: ${message.text}`,
      );
    },
    close: () => transport.close(),
  };
}

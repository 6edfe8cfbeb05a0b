/**
 * Sends MailMessages over SMTP (SMTP_URL), or without SMTP writes each one as an .eml file to
 * DATA_DIR/outbox — so a fresh `npm start` shows exactly what would have been sent.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage } from './mail-message.ts';

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
  /** Human-readable target, for the start-up log. */
  readonly description: string;
}

function toNodemailer(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    ...(message.inReplyTo ? { inReplyTo: message.inReplyTo, references: message.inReplyTo } : {}),
    ...(message.calendar
      ? { icalEvent: { method: message.calendar.method, filename: 'strategiegespraech.ics', content: message.calendar.content } }
      : {}),
  };
}

export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // Reused connections: a fresh SMTP session per mail measured ~100 ms against ~4 ms pooled (bench-api.ts).
    pool: true,
    maxConnections: 4,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const { hostname, port } = new URL(smtpUrl);
  return {
    description: `smtp://${hostname}:${port || 'default'}`,
    async send(message) {
      await transport.sendMail(toNodemailer(message));
    },
    close: () => transport.close(),
  };
}

/** `<lead-<uuid>.receipt@example.de>` → `lead-<uuid>.receipt`: starts with the reference, so an erasure finds it. */
function outboxNameOf(messageId: string): string {
  return messageId.slice(1, messageId.lastIndexOf('@')).replace(/[^\w.-]/g, '_');
}

export function createOutboxMailer(outboxDir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: outboxDir,
    async send(message) {
      const info = await transport.sendMail(toNodemailer(message));
      await mkdir(outboxDir, { recursive: true });
      // One file per Message-ID: a repeated send of the same mail overwrites instead of piling up duplicates, a
      // new mail (a second booking's invitation) gets its own. Written to a temporary name first, so whoever
      // watches the outbox never reads half a message.
      const file = path.join(outboxDir, `${outboxNameOf(message.messageId)}.eml`);
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, file);
    },
    close: () => transport.close(),
  };
}

export function createMailer(options: { smtpUrl: string | undefined; dataDir: string }): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl) : createOutboxMailer(path.join(options.dataDir, 'outbox'));
}

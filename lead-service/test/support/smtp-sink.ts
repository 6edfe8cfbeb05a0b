/**
 * An in-process SMTP server that stands in for the mail provider. It records every accepted message
 * (parsed with postal-mime) and can be told to answer like a real server under trouble: reject a recipient
 * with a given code, or hold a message without answering until the client disappears.
 */
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  parsed: Email;
}

export interface SinkBehaviour {
  /** Return an SMTP code to reject this RCPT TO with; `attempt` counts RCPTs for this address from 1. */
  rejectRecipient?: (address: string, attempt: number) => number | undefined;
  /** Return true to never answer this message's DATA (it is dropped when the client goes away). */
  holdMessage?: (recipients: string[], messageNumberForRecipients: number) => boolean;
  /** Return milliseconds to wait before accepting this message's DATA (a slow mail server). */
  delayMessage?: (recipients: string[], messageNumberForRecipients: number) => number | undefined;
  /**
   * Return an SMTP code to answer this message's DATA with although it was received and recorded: the mail
   * went out, but the sender never learns it (as when it dies between the server's 250 and its own record).
   */
  failAfterReceiving?: (recipients: string[], messageNumberForRecipients: number) => number | undefined;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  rcptAttempts: Map<string, number>;
  /** Messages held without an answer so far. */
  held: number;
  /** Messages whose answer was delayed (delayMessage) so far. */
  delayed: number;
  behaviour: SinkBehaviour;
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpSink(behaviour: SinkBehaviour = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const rcptAttempts = new Map<string, number>();
  const dataCount = new Map<string, number>();
  const state = { held: 0, delayed: 0 };

  const server = new SMTPServer({
    // Plain SMTP on localhost: no TLS certificate to fake, no login to configure.
    disabledCommands: ['STARTTLS', 'AUTH'],
    // The reverse DNS lookup of each client costs more than the rest of a local session.
    disableReverseLookup: true,
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      const attempt = (rcptAttempts.get(address.address) ?? 0) + 1;
      rcptAttempts.set(address.address, attempt);
      const code = sink.behaviour.rejectRecipient?.(address.address, attempt);
      if (code) {
        const error: SMTPServerError = new Error(`${code} simulated rejection`);
        error.responseCode = code;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const key = recipients.join(',');
        const number = (dataCount.get(key) ?? 0) + 1;
        dataCount.set(key, number);
        if (sink.behaviour.holdMessage?.(recipients, number)) {
          state.held += 1;
          return; // no answer: the client waits until it gives up or dies
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const delayMs = sink.behaviour.delayMessage?.(recipients, number) ?? 0;
        if (delayMs > 0) state.delayed += 1;
        const accept = delayMs > 0 ? new Promise((resolve) => setTimeout(resolve, delayMs)) : Promise.resolve();
        accept
          .then(() => PostalMime.parse(raw))
          .then(
            (parsed) => {
              received.push({ to: recipients, raw, parsed });
              const code = sink.behaviour.failAfterReceiving?.(recipients, number);
              if (code) {
                const error: SMTPServerError = new Error(`${code} simulated failure after receiving`);
                error.responseCode = code;
                callback(error);
                return;
              }
              callback();
            },
            (error: unknown) => callback(error as Error),
          );
      });
    },
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  if (!address || typeof address !== 'object') throw new Error('SMTP sink has no port');

  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    rcptAttempts,
    get held() {
      return state.held;
    },
    get delayed() {
      return state.delayed;
    },
    behaviour,
    to: (mailbox) => received.filter((mail) => mail.to.includes(mailbox)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return sink;
}

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as received (headers and body). */
  raw: string;
  subject: string;
  /** The raw message with quoted-printable soft line breaks and escapes undone (what a reader sees). */
  text: string;
}

const unQuotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));

export interface TestSmtpServer {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Resolves when `count` messages have arrived; rejects after `timeoutMs` (bounded wait). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** The first mail to this address (and with this subject, when given); waits for it like waitFor. */
  mailTo(address: string, subject?: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeSubject(raw: string): string {
  const match = /^Subject: ([^\r\n]*(?:\r?\n[ \t][^\r\n]*)*)/im.exec(raw);
  if (!match) return '';
  // Unfold, then decode RFC 2047 encoded words (nodemailer encodes non-ASCII subjects).
  return match[1]
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    )
    .trim();
}

/**
 * A real SMTP server on loopback (smtp-server package) that keeps every message it receives.
 * Tests point SMTP_URL at `url`; ports come from the brief's range (2525-2529 by default).
 */
export async function startTestSmtpServer(port = Number(process.env.TEST_SMTP_PORT ?? 2525)): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: decodeSubject(raw),
          text: unQuotedPrintable(raw),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // Port 0: the system picks a free one (no clash with other tests running at the same time).
  const bound = (server.server.address() as AddressInfo).port;
  const waitFor = async (count: number, timeoutMs = 5000): Promise<ReceivedMail[]> => {
    const deadline = Date.now() + timeoutMs;
    while (messages.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} mails, received ${messages.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return messages;
  };
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    messages,
    waitFor,
    async mailTo(address, subject) {
      const matches = (m: ReceivedMail) => m.to.includes(address) && (subject === undefined || m.subject === subject);
      while (!messages.some(matches)) await waitFor(messages.length + 1);
      return messages.find(matches)!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import fs from 'node:fs';
import path from 'node:path';
import type { ReceivedMail, TestSmtpServer } from '../../api/test/support/smtpServer';

/** The server sends e-mail here (playwright.config.ts sets its SMTP_URL from the same variable). */
export const smtpPort = Number(process.env.E2E_SMTP_PORT || 2527);

/**
 * Where the run's one SMTP server (started by globalMailbox.ts in Playwright's runner, before any worker) writes
 * each mail it receives, one JSON file a mail, numbered in arrival order. The runner sets it before workers start.
 */
export const MAILBOX_DIR_VARIABLE = 'E2E_MAILBOX_DIR';

/** How often a worker's view of the mailbox looks for new mails (tests poll `messages` with expect.poll). */
const REFRESH_MS = 100;

/** The file name of the `index`th mail: zero-padded, so the folder's sorted listing is the arrival order. */
export const mailFileName = (index: number) => `${String(index).padStart(6, '0')}.json`;

function readMailbox(dir: string): Omit<TestSmtpServer, 'url' | 'port'> {
  const messages: ReceivedMail[] = [];
  const refresh = () => {
    // Files are written under a temporary name and renamed, so every listed mail is complete.
    for (let next = mailFileName(messages.length); fs.existsSync(path.join(dir, next)); next = mailFileName(messages.length)) {
      messages.push(JSON.parse(fs.readFileSync(path.join(dir, next), 'utf8')) as ReceivedMail);
    }
  };
  refresh();
  setInterval(refresh, REFRESH_MS).unref();
  const waitFor = async (count: number, timeoutMs = 5000): Promise<ReceivedMail[]> => {
    const deadline = Date.now() + timeoutMs;
    for (refresh(); messages.length < count; refresh()) {
      if (Date.now() >= deadline) throw new Error(`expected ${count} mails, received ${messages.length}`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(REFRESH_MS, Math.max(0, deadline - Date.now()))));
    }
    return messages;
  };
  return {
    messages,
    waitFor,
    async mailTo(address, subject) {
      const matches = (m: ReceivedMail) => m.to.includes(address) && (subject === undefined || m.subject === subject);
      while (!messages.some(matches)) await waitFor(messages.length + 1);
      return messages.find(matches)!;
    },
    // The SMTP server is the runner's; it closes when the run ends.
    close: async () => undefined,
  };
}

let mailbox: TestSmtpServer | null = null;

/**
 * The run's mailbox, as this worker sees it: every mail the served site sent, from every worker's tests, in arrival
 * order (one SMTP server for the run, so specs can run in several workers). The outbox keeps mails with their link
 * tokens removed (docs/decisions/0047-security-to-asvs-level-2.md), so a test reads a verification or reset link
 * from here, as the user would from the mail.
 */
export const sharedMailbox = async (): Promise<TestSmtpServer> => {
  if (mailbox) return mailbox;
  const dir = process.env[MAILBOX_DIR_VARIABLE];
  if (!dir) throw new Error(`${MAILBOX_DIR_VARIABLE} is not set: the run's mailbox starts in playwright.config.ts's globalSetup`);
  mailbox = { url: `smtp://127.0.0.1:${smtpPort}`, port: smtpPort, ...readMailbox(dir) };
  return mailbox;
};

import { startTestSmtpServer, type TestSmtpServer } from '../../api/test/support/smtpServer';

/** The server sends e-mail here (playwright.config.ts sets its SMTP_URL from the same variable). */
const smtpPort = Number(process.env.E2E_SMTP_PORT || 2527);

let mailbox: Promise<TestSmtpServer> | null = null;

/**
 * The one SMTP server of the run's worker, receiving every mail the served site sends. The outbox keeps mails
 * with their link tokens removed (docs/decisions/0047-security-to-asvs-level-2.md), so a test reads a verification or reset link from here, as the
 * user would from the mail. Started before the first registration; it lives as long as the worker process.
 */
export const sharedMailbox = (): Promise<TestSmtpServer> => (mailbox ??= startTestSmtpServer(smtpPort));

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestSmtpServer } from '../../api/test/support/smtpServer';
import { MAILBOX_DIR_VARIABLE, mailFileName, smtpPort } from './mailbox';

/**
 * Playwright's global setup: the run's one SMTP server, in the runner process, listening before the first test.
 * Each mail it receives is written to a folder that every worker reads (support/mailbox.ts), so specs in two
 * workers see one mailbox. Answers the teardown.
 */
export default async function globalMailbox(): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compliance-e2e-mail-'));
  process.env[MAILBOX_DIR_VARIABLE] = dir;
  const smtp = await startTestSmtpServer(smtpPort);
  let written = 0;
  const copyNew = () => {
    for (; written < smtp.messages.length; written++) {
      const file = path.join(dir, mailFileName(written));
      fs.writeFileSync(`${file}.partial`, JSON.stringify(smtp.messages[written]));
      fs.renameSync(`${file}.partial`, file);
    }
  };
  const timer = setInterval(copyNew, 50);
  return async () => {
    clearInterval(timer);
    await smtp.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 8181);
/** Where the server sends e-mail; the run's mailbox (support/mailbox.ts) listens here to receive it (api/test/support/smtpServer.ts). */
export const smtpPort = Number(process.env.E2E_SMTP_PORT || 2527);

/** The composed site served exactly as `pnpm start` serves it, in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // pnpm test also asks for a JSON report, to count every test of the run.
  reporter: process.env.E2E_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `http://localhost:${port}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR || '../.e2e-data',
      SUPERADMIN_EMAIL: 'root@platform.test',
      SUPERADMIN_PASSWORD: 'Ops-Console-2026',
      SECOND_SUPERADMIN_EMAIL: 'second@platform.test',
      SECOND_SUPERADMIN_PASSWORD: 'Ops-Approver-2026',
      LOG_LEVEL: 'warn',
      // `pnpm start` runs with NODE_ENV=production, where the free local gateway must be asked for.
      PAYU_MODE: 'local',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // Reminders and e-mails within seconds, so a test sees them arrive.
      JOBS_INTERVAL_SECONDS: '3',
    },
  },
});

import { defineConfig } from '@playwright/test';
import { smtpPort } from './support/mailbox';

const port = Number(process.env.E2E_PORT || 8181);

/**
 * Specs that change what every company sees (the trial's length, the supplier on every invoice, the content
 * library, the live remote list) or read the newest company of the platform: they run one at a time, after the
 * others, so no spec of the second worker sees their changes half-way (docs/decisions/0360-ci-under-15-minutes.md).
 * `sessions` joins them: its click on a link the moment a session ends failed with a second spec beside it.
 */
const PLATFORM_WIDE = ['content-releases', 'first-week', 'remote-release-smoke', 'skew-build', 'super-admin', 'sessions'].map((name) => `**/${name}.spec.ts`);

/** The composed site served exactly as `pnpm start` serves it, in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two: one spec file per worker at a time (a file's tests keep their order); every spec registers its own companies.
  workers: 2,
  // The run's one SMTP server, shared by the workers (support/mailbox.ts).
  globalSetup: './support/globalMailbox.ts',
  projects: [
    { name: 'companies', testIgnore: PLATFORM_WIDE },
    { name: 'platform-wide', testMatch: PLATFORM_WIDE, workers: 1, dependencies: ['companies'] },
  ],
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

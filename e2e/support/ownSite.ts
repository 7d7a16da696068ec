import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The repository's root, for tests that start a site of their own. */
export const ROOT = path.resolve(__dirname, '..', '..');

/**
 * Starts the API and the built site (as `pnpm start --no-build` does) on `port` with extra environment (its own
 * DATA_DIR, CONTENT_DIR, REMOTES_FILE...), and waits until it answers its health check. For tests that need a site
 * started otherwise than the run's shared server.
 */
export async function startSite(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const site = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api', 'src', 'main.ts')], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, PORT: String(port), SITE_ROOT: ROOT, LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return site;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  site.kill('SIGTERM');
  throw new Error('site did not start');
}

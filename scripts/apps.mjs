// The apps of the site and where their builds go; shared by the build, start and bench scripts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REMOTES = ['mfe-public', 'mfe-admin', 'mfe-workspace', 'mfe-compliance', 'mfe-superadmin'];
export const APPS = ['shell', ...REMOTES];
/** Packages whose sources go into the web builds. */
export const SHARED_SOURCES = ['shared-auth', 'shared-ui', 'shared-contracts', 'build-config'];

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * An app needs a build when its dist is missing, was made by `pnpm dev` (a development build),
 * or is older than its sources or the shared packages.
 */
export function isStale(app) {
  const marker = path.join(ROOT, app, 'dist', 'build-info.json');
  if (!fs.existsSync(marker)) return true;
  try {
    if (JSON.parse(fs.readFileSync(marker, 'utf8')).mode !== 'production') return true;
  } catch {
    return true;
  }
  const built = fs.statSync(marker).mtimeMs;
  const sources = Math.max(newestMtime(path.join(ROOT, app)), ...SHARED_SOURCES.map((p) => newestMtime(path.join(ROOT, p))));
  return sources > built;
}

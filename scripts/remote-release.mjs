// One remote's release artefact: `pnpm --filter mfe-admin release` (or `node scripts/remote-release.mjs mfe-admin`).
// Builds the remote for production, then writes beside the workspace
//   release/<remote>-<version>.tgz         its dist/ (mf-manifest.json, remoteEntry.js, hashed chunks)
//   release/<remote>-<version>.tgz.sha256  the archive's checksum (sha256sum -c checks it)
// and dist/release.json inside the archive: name, version, commit and every file's SHA-256.
// The archive itself is reproducible: files sorted, times, owners and gzip header fixed.
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, ROOT } from './apps.mjs';

const remote = process.argv[2];
if (!REMOTES.includes(remote)) {
  console.error(`Usage: node scripts/remote-release.mjs <${REMOTES.join('|')}> [--no-build]`);
  process.exit(2);
}
const dir = path.join(ROOT, remote);
const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], { cwd: dir, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dist = path.join(dir, 'dist');
/** Every file of dist/, sorted, relative to it; source maps stay out of the artefact (kept for debugging only). */
function filesOf(folder, prefix = '') {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const rel = path.posix.join(prefix, entry.name);
      if (entry.isDirectory()) return filesOf(path.join(folder, entry.name), rel);
      return /\.map$/.test(entry.name) || entry.name === 'release.json' || entry.name === 'build-info.json' ? [] : [rel];
    });
}
const sha256 = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

const files = filesOf(dist);
if (!files.includes('mf-manifest.json')) {
  console.error(`${remote}: dist/ has no mf-manifest.json; build it first.`);
  process.exit(1);
}
let commit = 'unknown';
try {
  commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
} catch {
  // Not a git checkout: the artefact still names its version.
}
const manifest = { name: remote, version, commit, files: Object.fromEntries(files.map((f) => [f, sha256(path.join(dist, f))])) };
fs.writeFileSync(path.join(dist, 'release.json'), `${JSON.stringify(manifest, null, 2)}\n`);

const out = path.join(ROOT, 'release');
fs.mkdirSync(out, { recursive: true });
const archive = path.join(out, `${remote}-${version}.tgz`);
const tarList = path.join(out, `.${remote}-files`);
fs.writeFileSync(tarList, [...files, 'release.json'].join('\n'));
execFileSync('tar', ['--sort=name', '--mtime=@0', '--owner=0', '--group=0', '--numeric-owner', '-C', dist, '-cf', `${archive}.tar`, '-T', tarList]);
fs.rmSync(tarList);
// gzip -n: no name or time in the header, so the same files give the same archive.
fs.writeFileSync(archive, execFileSync('gzip', ['-n', '-9', '-c', `${archive}.tar`], { maxBuffer: 512 * 1024 * 1024 }));
fs.rmSync(`${archive}.tar`);
fs.writeFileSync(`${archive}.sha256`, `${sha256(archive)}  ${path.basename(archive)}\n`);
console.log(`${path.relative(ROOT, archive)} (${files.length} files, sha256 ${sha256(archive).slice(0, 16)}...)`);

// pnpm bench:bundle: production build, JS bytes per app (raw and gzipped), and in real Chromium on a
// first visit to / the JS downloaded (bodies and response headers, as the browser received them) against the goal, and the
// number of React / ReactDOM copies loaded.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { APPS, ROOT } from './apps.mjs';
import { startServer } from './serve-for-bench.mjs';

// Every app is built afresh; with `--no-build` only the stale ones are (e.g. right after the end-to-end run built them).
const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs'), ...(process.argv.includes('--no-build') ? [] : ['--all'])], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
// The first visit's JavaScript on the wire, response headers included (docs/decisions/0350-first-visit-loads-what-it-shows.md).
const GOAL_BYTES = 150 * 1024;
const rows = [];
for (const app of APPS) {
  const dist = path.join(ROOT, app, 'dist');
  let raw = 0;
  let gz = 0;
  let files = 0;
  for (const file of fs.readdirSync(dist)) {
    if (!file.endsWith('.js')) continue;
    const content = fs.readFileSync(path.join(dist, file));
    raw += content.length;
    gz += zlib.gzipSync(content, { level: 9 }).length;
    files++;
  }
  rows.push({ app, files, raw, gz });
}
console.log('\nJS per app (all chunks, production build):');
console.log('app'.padEnd(16), 'files'.padStart(6), 'raw'.padStart(12), 'gzip'.padStart(12));
for (const r of rows) console.log(r.app.padEnd(16), String(r.files).padStart(6), kb(r.raw).padStart(12), kb(r.gz).padStart(12));

const server = await startServer({ port: Number(process.env.BENCH_PORT || 8199) });
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    try {
      const body = await response.body();
      const sizes = await response.request().sizes();
      // runtime-core's snapshot handler is in every copy of the federation runtime, and only there.
      const runtime = body.includes('snapshotHandler');
      scripts.set(response.url(), { raw: body.length, transfer: sizes.responseBodySize, headers: sizes.responseHeadersSize, runtime });
    } catch {
      // The page navigated away before the body arrived: that script is not part of the first visit.
    }
  });
  const started = Date.now();
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const loadMs = Date.now() - started;
  const copies = await page.evaluate(() => {
    const share = globalThis.__FEDERATION__?.__SHARE__ ?? {};
    const count = (name) => {
      const libs = new Set();
      for (const scopes of Object.values(share))
        for (const pkgs of Object.values(scopes)) for (const info of Object.values(pkgs[name] ?? {})) if (info.loaded) libs.add(info.lib ?? info.from);
      return libs.size;
    };
    return { react: count('react'), reactDom: count('react-dom') };
  });
  const total = [...scripts.values()].reduce((s, v) => s + v.raw, 0);
  const transfer = [...scripts.values()].reduce((s, v) => s + (v.transfer || 0), 0);
  const headers = [...scripts.values()].reduce((s, v) => s + (v.headers || 0), 0);
  const wire = transfer + headers;
  console.log('\nFirst visit to / in Chromium:');
  console.log(`  JS files downloaded: ${scripts.size}`);
  console.log(`  JS downloaded:       ${kb(total)} (${kb(transfer)} of bodies on the wire, ${kb(headers)} of response headers)`);
  console.log(`  JS on the wire:      ${kb(wire)} (${wire} bytes) with headers; goal <= ${kb(GOAL_BYTES)}: ${wire <= GOAL_BYTES ? 'met' : 'NOT met'}`);
  console.log(`  React copies:        ${copies.react}`);
  console.log(`  ReactDOM copies:     ${copies.reactDom}`);
  const runtimes = [...scripts.values()].filter((v) => v.runtime).length;
  console.log(`  federation runtimes: ${runtimes}`);
  console.log(`    ${'body'.padStart(10)} ${'headers'.padStart(8)} ${'raw'.padStart(10)}`);
  for (const [url, v] of [...scripts.entries()].sort((a, b) => b[1].transfer - a[1].transfer))
    console.log(`    ${kb(v.transfer || 0).padStart(10)} ${String(v.headers || 0).padStart(8)} ${kb(v.raw).padStart(10)}  ${new URL(url).pathname}`);
  console.log(`  time to first heading (loopback, informative only): ${loadMs} ms`);
  await browser.close();
  if (copies.react !== 1 || copies.reactDom !== 1 || runtimes !== 1 || wire > GOAL_BYTES) process.exitCode = 1;
} finally {
  await server.stop();
}

// Runs the repository's ESLint configuration, with the real ESLint, on fixture files laid out like the workspace in a
// temporary directory; the lint rules' tests (lint-boundaries.test.js, lint-theme.test.js) read what it reported.
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const ROOT = path.resolve(__dirname, '..');

/** @param {Record<string, string>} fixtures file path (as in the workspace) -> text; answers each file's messages by path. */
function lintFixtures(fixtures) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-fixtures-'));
  try {
    for (const [file, text] of Object.entries(fixtures)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    // `-c` with the fixture directory as the working directory: the config's file globs apply to the fixtures.
    const run = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'eslint'), ['-c', path.join(ROOT, 'eslint.config.mjs'), '--format', 'json', '.'], {
      cwd: dir,
      encoding: 'utf8',
    });
    if (!run.stdout) throw new Error(`ESLint did not run: ${run.stderr}`);
    return Object.fromEntries(JSON.parse(run.stdout).map((r) => [path.relative(dir, r.filePath), r.messages]));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

module.exports = { lintFixtures };

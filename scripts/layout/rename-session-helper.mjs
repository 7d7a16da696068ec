// node scripts/layout/rename-session-helper.mjs
// The API tests' `bearer(token)` sends the session cookie, not a bearer token: every file that imports it from the
// test-app helper (api/test/support/testApp.ts, formerly api/test/helper.ts) calls `sessionHeaders(token)` instead,
// and the alias is removed. Run after move-api-tests.mjs; safe to run again (a file without `bearer` is untouched).
import fs from 'node:fs';
import path from 'node:path';
import { formatted, ROOT, repoFiles } from './moves.mjs';

const HELPER = /['"][^'"]*(support\/testApp|\/testApp|test\/helper|\.\/helper)['"]/;
const changed = [];
for (const rel of repoFiles().filter((f) => /^api\/.*\.tsx?$/.test(f))) {
  const file = path.join(ROOT, rel);
  const before = fs.readFileSync(file, 'utf8');
  if (!/\bbearer\b/.test(before)) continue;
  let text = before;
  if (rel.endsWith('support/testApp.ts')) {
    text = text.replace(/\n\/\*\*[^\n]*under the name tests used before[^\n]*\*\/\nexport const bearer = sessionHeaders;\n/, '\n');
  } else {
    const imports = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*(['"][^'"]+['"])/g)].filter((m) => HELPER.test(m[2]));
    const importing = imports.find((m) => /\bbearer\b/.test(m[1]));
    if (!importing) continue;
    const names = importing[1]
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => (s === 'bearer' ? 'sessionHeaders' : s));
    const unique = [...new Set(names)].sort((a, b) => a.replace(/^type /, '').localeCompare(b.replace(/^type /, '')));
    text = text.replace(importing[0], `import { ${unique.join(', ')} } from ${importing[2]}`);
    text = text.replace(/\bbearer\(/g, 'sessionHeaders(').replace(/([(,:]\s*)bearer\b(?=\s*[),])/g, '$1sessionHeaders');
  }
  if (text !== before) {
    fs.writeFileSync(file, text);
    changed.push(rel);
  }
}
formatted(changed);
console.log(`${changed.length} file(s) now call sessionHeaders()`);

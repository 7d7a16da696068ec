// node scripts/layout/run-all.mjs: the layout moves in their order (scripts/layout/README.md); stops at the first
// script that fails or leaves a file without a rule.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = path.dirname(fileURLToPath(import.meta.url));
const STEPS = ['move-api-tests.mjs', 'rename-session-helper.mjs', 'move-auth.mjs', 'move-shared-contracts.mjs', 'cite-decisions.mjs'];
for (const step of STEPS) {
  console.log(`\n== ${step}`);
  execFileSync(process.execPath, [path.join(DIR, step)], { stdio: 'inherit' });
}

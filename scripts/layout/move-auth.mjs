// node scripts/layout/move-auth.mjs [--dry-run]
// Splits api/src/features/auth into sessions/, passwords/, mfa/, email-verification/, devices/ and sign-in/
// (docs/decisions/0270-auth-sub-folders-and-their-layers.md); the files that compose them (routes, account routes,
// operator actions, step-up, super-admin) and the two leaves every sub-folder may use (repository.ts, accountMail.ts)
// stay at the top of auth. Before the move, the password-reset flow is cut out of passwordChange.ts into
// passwordReset.ts (sign-in), so passwords/ never imports sign-in/. Imports everywhere are rewritten. Safe to run
// again: moved files are skipped; a new file at the top of auth is placed by its name's prefix, or listed.
import fs from 'node:fs';
import path from 'node:path';
import { applyMoves, filesIn, formatted, planByRules, ROOT } from './moves.mjs';

const AUTH = 'api/src/features/auth';
const dryRun = process.argv.includes('--dry-run');

/** The reset flow leaves passwordChange.ts (it clears sign-in challenges and the throttle, which are sign-in's). */
function splitPasswordReset() {
  const change = path.join(ROOT, AUTH, 'passwordChange.ts');
  const reset = path.join(ROOT, AUTH, 'passwordReset.ts');
  if (!fs.existsSync(change) || fs.existsSync(reset) || fs.existsSync(path.join(ROOT, AUTH, 'sign-in', 'passwordReset.ts'))) return;
  const text = fs.readFileSync(change, 'utf8');
  const cut = text.indexOf('const hashResetToken');
  if (cut < 0) throw new Error('passwordChange.ts: the reset flow (const hashResetToken ...) was not found; split it by hand');
  const body = text.slice(0, cut).replace(/\nexport const RESET_TOKEN_MINUTES = 30;\n/, '\n');
  const head = body.slice(0, body.indexOf('\n\n') + 1);
  const rest = body.slice(body.indexOf('\n\n') + 1);
  const keptImports = head
    .replace("import { createHash, randomBytes } from 'node:crypto';\n", '')
    .replace("import { PASSWORD_MESSAGES, SIGN_IN_MESSAGES } from 'shared-contracts';", "import { PASSWORD_MESSAGES } from 'shared-contracts';")
    .replace("import { passwordChangedMail, resetMail, sendAccountMail } from './accountMail';", "import { passwordChangedMail, sendAccountMail } from './accountMail';")
    .replace("import { clearAccount } from './signInThrottle';\n", '')
    .replace("import { deleteChallengesOf } from './challengeRepository';\n", '')
    .replace(/import \{[^}]*\} from '\.\/passwordRepository';/, "import { findAccount, storePasswordHash, type PasswordOwner } from './passwordRepository';");
  const resetImports = [
    "import { createHash, randomBytes } from 'node:crypto';",
    "import type { FastifyInstance } from 'fastify';",
    "import { SIGN_IN_MESSAGES } from 'shared-contracts';",
    "import { HttpError } from '../../httpError';",
    "import { recordAudit } from '../audit/auditService';",
    "import { passwordChangedMail, resetMail, sendAccountMail } from './accountMail';",
    "import { deleteChallengesOf } from './challengeRepository';",
    "import { setPassword } from './passwordChange';",
    "import { countResetTokensLastHour, findAccount, findAccountByEmail, findLiveResetToken, replaceResetToken, useResetToken } from './passwordRepository';",
    "import { revokeSessions } from './sessionRepository';",
    "import { clearAccount } from './signInThrottle';",
  ].join('\n');
  const resetText = `${resetImports}\n\n/** A reset link lasts 30 minutes. */\nexport const RESET_TOKEN_MINUTES = 30;\n\n${text.slice(cut)}`;
  console.log('split passwordChange.ts: the reset flow goes to passwordReset.ts');
  if (dryRun) return;
  fs.writeFileSync(change, keptImports + rest.replace(/\n+$/, '\n'));
  fs.writeFileSync(reset, resetText);
  for (const file of [...fs.readdirSync(path.join(ROOT, 'api', 'src'), { recursive: true })].filter((f) => /\.ts$/.test(f))) {
    const full = path.join(ROOT, 'api', 'src', file);
    const source = fs.readFileSync(full, 'utf8');
    const next = source.replace(
      /import \{ confirmPasswordReset, requestPasswordReset \} from '(\.\/|\.\.\/auth\/)passwordChange';/,
      "import { confirmPasswordReset, requestPasswordReset } from '$1passwordReset';",
    );
    if (next !== source) fs.writeFileSync(full, next);
  }
  formatted([path.join(AUTH, 'passwordChange.ts'), path.join(AUTH, 'passwordReset.ts')]);
}

// First match wins; a name at the top of auth that no rule matches stays there and is listed.
const STAYS = /^(routes|repository|accountMail|accountRoutes|operatorActions|stepUp|superAdmin)\.ts$/;
const RULES = [
  [/^(session|requestSession)/, `${AUTH}/sessions`],
  [/^(password(s|Policy|Repository|Change)\b|common-passwords|signInThrottle)/, `${AUTH}/passwords`],
  [/^(mfa|totp)/, `${AUTH}/mfa`],
  [/^emailVerification/, `${AUTH}/email-verification`],
  [/^device/, `${AUTH}/devices`],
  [/^(signIn|challenge|passwordReset)/, `${AUTH}/sign-in`],
  [STAYS, AUTH],
];

splitPasswordReset();
const moves = planByRules(filesIn(AUTH), RULES);
const done = applyMoves(moves, { record: 'scripts/layout/auth.moves.json', dryRun });
console.log(`${done.length} file(s) moved`);

// node scripts/layout/cite-decisions.mjs [--dry-run]
// Comments and test titles said "issue N" for a tracker that is not in the repository. A comment now cites the
// decision record of that work (docs/decisions/NNNN-title.md, chosen by the issue and the words on the line); a
// test title loses the number (titles say what is checked). Lines the rules cannot rewrite are listed: edit them
// by hand. Safe to run again. SQL migrations are included: they are applied by name, never checksummed
// (api/src/db/migrate.ts); only the test template's cache key, their content hash, changes once.
import fs from 'node:fs';
import path from 'node:path';
import { formatted, ROOT, repoFiles } from './moves.mjs';

const dryRun = process.argv.includes('--dry-run');
const RECORDS = fs.readdirSync(path.join(ROOT, 'docs', 'decisions')).filter((f) => /^\d{4}-/.test(f));
const record = (number) => {
  const file = RECORDS.find((f) => f.startsWith(`${number}-`));
  if (!file) throw new Error(`no decision record ${number}`);
  return `docs/decisions/${file}`;
};

/** The record for an issue: the first keyword rule that matches the line (and file), else the issue's default. */
const BY_ISSUE = {
  7: [[/./, '0004']],
  12: [[/./, '0013']],
  13: [
    [/outbox/i, '0015'],
    [/notification|reminder|mail/i, '0019'],
    [/calendar/i, '0018'],
    [/profile/i, '0016'],
    [/./, '0017'],
  ],
  14: [
    [/cache|cached/i, '0042'],
    [/vacuum|pglite|arrival|arrived|turns|event loop|worker/i, '0040'],
    [/./, '0026'],
  ],
  15: [
    [/verif|finding 7|operator|lost authenticator|someone else's account|MFA reset|ending every session/i, '0029'],
    [/browser storage|storage/i, '0022'],
    [/./, '0014'],
  ],
  27: [
    [/what changed|regulatory change|change log|changed it|changes since|library changes|changes that apply/i, '0045'],
    [/citation|cites|index page|instrument/i, '0059'],
    [/./, '0046'],
  ],
  28: [
    [/speed|month answer|library's texts/i, '0061'],
    [/task made from|task follows|occurrence follows/i, '0057'],
    [/./, '0049'],
  ],
  29: [
    [/four-eyes|maker-checker|MFA|two-step|authenticator|lock|throttle|slow|anyone can cause/i, '0051'],
    [/address in use|already in use|register(ed)? again|registration|unverified|verification link|expiry/i, '0058'],
    [/device cookie|data key|encrypt/i, '0062'],
    [/./, '0047'],
  ],
  30: [[/./, '0048']],
  31: [
    [/date field/i, '0055'],
    [/screenshot|phone width|console error|cut off|Next click|fields the last submit/i, '0063'],
    [/./, '0052'],
  ],
};
function citation(issue, line, file) {
  const rules = BY_ISSUE[issue];
  if (!rules) return null;
  return record(rules.find(([test]) => test.test(line) || test.test(file))[1]);
}

const TITLE = /\b(?:describe|it|test)(?:\.each\([^)]*\))?\(\s*(['"`])/;
const ISSUE = /issues? (\d+)/i;
const CODE = /\.(ts|tsx|js|mjs|cjs|sql|sh)$|(^|\/)run$/;

function rewriteLine(line, file) {
  if (!ISSUE.test(line)) return line;
  // A test title: the number goes, the words stay.
  const title = line.match(TITLE);
  if (title && line.indexOf(title[0]) < line.search(ISSUE)) {
    return line
      .replace(/\s*\((?:the )?issues? \d+(?:[,;:]? ?[^)]*)?\)/i, '')
      .replace(/(['"`])issues? \d+:\s*/i, '$1')
      .replace(/\s+(?:of|in|from) issues? \d+/i, '')
      .replace(/\bthe (\w+) issues? \d+ adds\b/i, 'the $1 added with the 2026 content');
  }
  let next = line;
  for (let guard = 0; guard < 4 && ISSUE.test(next); guard++) {
    const [whole, number] = next.match(ISSUE);
    const cite = citation(Number(number), line, file);
    if (!cite) break;
    const at = next.indexOf(whole);
    const before = next.slice(0, at);
    const after = next.slice(at + whole.length);
    if (/\($/.test(before) || /\(the $/.test(before) || /\([^()]*[,;]\s*$/.test(before)) {
      // "(issue N)", "(issue N, finding 7)", "(issue N: text)", "(issue N's ...)"
      next = `${before.replace(/the $/, '')}${cite}${after.replace(/^'s\b/, '')}`;
    } else if (/^'s\b/.test(after)) {
      // "issue N's goals" -> "the goals (record)"
      const rest = after.slice(2);
      const word = rest.match(/^\s*(\w+)/);
      const the = /(^|\/\/|\/\*\*?|\*)\s*$/.test(before) ? 'The' : 'the';
      next = word ? `${before}${the}${rest.slice(0, word[0].length)} (${cite})${rest.slice(word[0].length)}` : `${before}${cite}${rest}`;
    } else if (/^\s*[:,]/.test(after) || /(^|\/\/|\/\*\*?|\*|--|\{\/\*)\s*$/.test(before)) {
      // "Issue N: text" at the start of a comment -> "text (record)" is not safe across lines: lead with the record.
      next = `${before}${cite}${after}`;
    } else {
      // Inline: "Reminders of issue 28 received" -> "Reminders (record) received"
      next = `${before.replace(/\s+(of|in|from|by)\s*$/, ' ')}(${cite})${after}`.replace(/ {2,}\(/, ' (');
    }
  }
  return next;
}

const changed = [];
const left = [];
for (const rel of repoFiles().filter((f) => CODE.test(f) && !f.startsWith('scripts/layout/') && !f.startsWith('docs/'))) {
  const file = path.join(ROOT, rel);
  const before = fs.readFileSync(file, 'utf8');
  if (!ISSUE.test(before)) continue;
  const lines = before.split('\n').map((line) => rewriteLine(line, rel));
  lines.forEach((line, i) => ISSUE.test(line) && left.push(`${rel}:${i + 1}: ${line.trim()}`));
  const text = lines.join('\n');
  if (text !== before) {
    changed.push(rel);
    if (!dryRun) fs.writeFileSync(file, text);
  }
}
if (!dryRun) formatted(changed.filter((f) => !f.endsWith('.sql')));
console.log(`${changed.length} file(s) rewritten`);
if (left.length) console.log(`Left for a hand edit:\n  ${left.join('\n  ')}`);

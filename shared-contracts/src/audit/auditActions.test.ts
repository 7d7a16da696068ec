import { assessmentWords, auditActionPhrase, auditActionWords } from './auditActions';

it('reads the actions the reports showed as their code as sentences', () => {
  expect(auditActionWords('risk.created')).toBe('created a risk');
  expect(auditActionWords('task.returned')).toBe('returned a task for rework');
  expect(auditActionWords('user.invited')).toBe('invited a user');
  expect(auditActionWords('regulatory_changes.acknowledged')).toBe('acknowledged a regulatory change');
});

it('spells out an action that has no sentence yet from its code', () => {
  expect(auditActionWords('ledger.entry_reversed')).toBe('ledger entry reversed');
});

test('an action told about its record names it, with the comment given', () => {
  expect(auditActionPhrase('occurrence.filing_approved', { what: 'GSTR-3B for Oct 2026' })).toBe('approved the filing of GSTR-3B for Oct 2026');
  expect(auditActionPhrase('occurrence.filing_returned', { what: 'GSTR-3B for Oct 2026', comment: 'Wrong challan' })).toBe(
    'returned the filing of GSTR-3B for Oct 2026: "Wrong challan"',
  );
  expect(auditActionPhrase('sign_off.submitted', { what: assessmentWords('hr', 'FY 2026-27')! })).toBe('submitted the HR assessment for FY 2026-27 for review');
  expect(auditActionPhrase('task.status_changed', { what: 'the task "Renew the licence"', status: 'in-progress' })).toBe(
    'moved the task "Renew the licence" to in progress',
  );
  expect(auditActionPhrase('occurrence.filed_before_joining', { what: 'TDS for Oct 2026', count: 12 })).toBe(
    'marked 12 due dates filed before the company joined (recorded after the fact)',
  );
});

test('a run of saves is counted in answers; without a known record the words stay general', () => {
  expect(auditActionPhrase('self-audit.answers_saved', { count: 34 })).toBe('saved 34 answers of the self-audit');
  expect(auditActionPhrase('rbi.completed', { what: 'the RBI assessment for FY 2026-27' })).toBe('completed the RBI assessment for FY 2026-27');
  expect(auditActionPhrase('occurrence.filing_approved')).toBe('approved a statutory filing');
  expect(auditActionPhrase('task.assigned')).toBe('assigned a task');
});

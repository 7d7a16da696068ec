import { auditActionWords } from './auditActions';

it('reads the actions the reports showed as their code as sentences', () => {
  expect(auditActionWords('risk.created')).toBe('created a risk');
  expect(auditActionWords('task.returned')).toBe('returned a task for rework');
  expect(auditActionWords('user.invited')).toBe('invited a user');
  expect(auditActionWords('regulatory_changes.acknowledged')).toBe('acknowledged a regulatory change');
});

it('spells out an action that has no sentence yet from its code', () => {
  expect(auditActionWords('ledger.entry_reversed')).toBe('ledger entry reversed');
});

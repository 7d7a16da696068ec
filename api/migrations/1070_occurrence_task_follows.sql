-- docs/decisions/0057-the-occurrence-s-task-follows-its-sign.md: the task made from an occurrence follows the occurrence's sign-off. A not-applicable mark closes the
-- open task; what it was (status, review status) is kept here so that reinstating the occurrence reopens it as it was.
ALTER TABLE obligation_occurrences ADD COLUMN task_before_na jsonb;

-- docs/decisions/0061-the-month-answer-names-each-citation-once.md (speed): the command centre's reads (calendar, work items, counts, score) are cached per company and API
-- instance (readCache.ts, commandCentreCache); every change to a row they are made of tells every instance at commit,
-- 'o:<company id>', through the session cache's channel. Tasks ('t'), documents ('d') and the company's creation time
-- ('p') already notify (migrations 0920, 0940); the user's names and roles notify 'u' (0760).
CREATE TRIGGER obligation_occurrences_cc_changed AFTER INSERT OR UPDATE OR DELETE ON obligation_occurrences
  FOR EACH ROW EXECUTE FUNCTION notify_company_rows_changed('o');
CREATE TRIGGER obligation_owners_cc_changed AFTER INSERT OR UPDATE OR DELETE ON obligation_owners
  FOR EACH ROW EXECUTE FUNCTION notify_company_rows_changed('o');
CREATE TRIGGER obligation_tasks_cc_changed AFTER INSERT OR UPDATE OR DELETE ON obligation_tasks
  FOR EACH ROW EXECUTE FUNCTION notify_company_rows_changed('o');
CREATE TRIGGER company_compliance_profiles_cc_changed AFTER INSERT OR UPDATE OR DELETE ON company_compliance_profiles
  FOR EACH ROW EXECUTE FUNCTION notify_company_rows_changed('o');
CREATE TRIGGER company_events_cc_changed AFTER INSERT OR UPDATE OR DELETE ON company_events
  FOR EACH ROW EXECUTE FUNCTION notify_company_rows_changed('o');
CREATE TRIGGER evidence_links_cc_changed AFTER INSERT OR UPDATE OR DELETE ON evidence_links
  FOR EACH ROW EXECUTE FUNCTION notify_company_rows_changed('o');
-- The company's own row (NBFC type, size: the calendar's facts and the evidence's assessment).
CREATE TRIGGER companies_cc_changed AFTER UPDATE OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed('o');

CREATE TRIGGER obligation_occurrences_cc_truncated AFTER TRUNCATE ON obligation_occurrences
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed('o');
CREATE TRIGGER obligation_owners_cc_truncated AFTER TRUNCATE ON obligation_owners
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed('o');
CREATE TRIGGER obligation_tasks_cc_truncated AFTER TRUNCATE ON obligation_tasks
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed('o');
CREATE TRIGGER company_compliance_profiles_cc_truncated AFTER TRUNCATE ON company_compliance_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed('o');
CREATE TRIGGER company_events_cc_truncated AFTER TRUNCATE ON company_events
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed('o');
CREATE TRIGGER evidence_links_cc_truncated AFTER TRUNCATE ON evidence_links
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed('o');
CREATE TRIGGER tasks_cc_truncated AFTER TRUNCATE ON tasks
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed('o');

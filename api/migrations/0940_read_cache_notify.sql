-- docs/decisions/0042-fewer-statements-per-request-more-reads-cached.md (speed): more reads are answered from per-instance caches, which every change to what they read
-- clears on every API instance through the session cache's channel ('session_changed'), at commit:
-- - the check before every write (has the company's trial or paid plan ended?): 'p:<company id>' for one
--   company (its paid periods, its creation time), 'p:*' for all (the platform's trial days, the plans);
-- - the document register's list and counts: 'd:<company id>';
-- - the updates feed, per user: 'f:<user id>' (the user opened or archived an item), 'f:*' (an item changed).
-- Each trigger passes its letter (TG_ARGV[0]); the row's company_id, or user_id for the feed's marks, names the scope.
-- (The migration runner splits statements at a ';' that ends a line: each body is one line.)
CREATE FUNCTION notify_company_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('session_changed', TG_ARGV[0] || ':' || OLD.company_id::text); END IF; IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('session_changed', TG_ARGV[0] || ':' || NEW.company_id::text); END IF; RETURN NULL; END
$$;

CREATE FUNCTION notify_user_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('session_changed', TG_ARGV[0] || ':' || OLD.user_id::text); END IF; IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('session_changed', TG_ARGV[0] || ':' || NEW.user_id::text); END IF; RETURN NULL; END
$$;

CREATE FUNCTION notify_all_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN PERFORM pg_notify('session_changed', TG_ARGV[0] || ':*'); RETURN NULL; END
$$;

CREATE FUNCTION notify_company_created_at_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN PERFORM pg_notify('session_changed', 'p:' || NEW.id::text); RETURN NULL; END
$$;

-- The plan check.
CREATE TRIGGER company_subscriptions_plan_changed AFTER INSERT OR UPDATE OR DELETE ON company_subscriptions
  FOR EACH ROW EXECUTE FUNCTION notify_company_rows_changed('p');
CREATE TRIGGER company_subscriptions_truncated AFTER TRUNCATE ON company_subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed('p');
CREATE TRIGGER subscription_packages_plan_changed AFTER UPDATE OR DELETE OR TRUNCATE ON subscription_packages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed('p');
CREATE TRIGGER platform_settings_plan_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON platform_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed('p');
CREATE TRIGGER companies_created_at_changed AFTER UPDATE OF created_at ON companies
  FOR EACH ROW EXECUTE FUNCTION notify_company_created_at_changed();

-- The document register.
CREATE TRIGGER documents_changed AFTER INSERT OR UPDATE OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION notify_company_rows_changed('d');
CREATE TRIGGER documents_truncated AFTER TRUNCATE ON documents
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed('d');

-- The updates feed.
CREATE TRIGGER update_reads_changed AFTER INSERT OR UPDATE OR DELETE ON update_reads
  FOR EACH ROW EXECUTE FUNCTION notify_user_rows_changed('f');
CREATE TRIGGER update_archives_changed AFTER INSERT OR UPDATE OR DELETE ON update_archives
  FOR EACH ROW EXECUTE FUNCTION notify_user_rows_changed('f');
CREATE TRIGGER update_reads_truncated AFTER TRUNCATE ON update_reads
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed('f');
CREATE TRIGGER update_archives_truncated AFTER TRUNCATE ON update_archives
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed('f');
CREATE TRIGGER compliance_updates_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON compliance_updates
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed('f');
